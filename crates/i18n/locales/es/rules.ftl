# Las páginas de reglas.

rules-title = Reglas
rules-new-game = Nueva partida
rules-try = Pruébalo contra el ordenador
rules-try-failed = No se pudo empezar la partida:
rules-not-translated = Esta página aún no está escrita en español; aquí está en inglés.
no_rules_page = no hay página de reglas para '{ $game }'
rules_bad_diagram = no se puede dibujar un diagrama del reglamento: { $detail }
