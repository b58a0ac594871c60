# Le pagine delle regole.

rules-title = Regole
rules-new-game = Nuova partita
rules-try = Provalo contro il computer
rules-try-failed = Non è stato possibile iniziare la partita:
rules-not-translated = Questa pagina non è ancora scritta in italiano; eccola in inglese.
no_rules_page = non c'è una pagina di regole per '{ $game }'
rules_bad_diagram = un diagramma del regolamento non si può disegnare: { $detail }
