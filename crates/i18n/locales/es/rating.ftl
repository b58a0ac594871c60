# Puntuaciones: por qué se rechazó una partida puntuable, y cómo muestra la página una puntuación.

rated_needs_account = una partida puntuable se juega entre dos cuentas: inicia sesión primero
rated_only_between_players = solo una partida contra un amigo puede ser puntuable, no contra el ordenador ni en un solo dispositivo
rated_needs_clock = una partida puntuable necesita un reloj
rated_from_start = una partida puntuable empieza desde la posición inicial del juego
rated_standard_rules = una partida puntuable se juega con las reglas estándar del juego
rated_same_account = tu cuenta ya juega con el otro bando de esta partida puntuable
page-rated = Puntuable
page-rating-change = puntuación { $rating } ({ $diff })
