# Die Regelseiten.

rules-title = Regeln
rules-new-game = Neue Partie
rules-try = Gegen den Computer ausprobieren
rules-try-failed = Die Partie konnte nicht gestartet werden:
rules-not-translated = Diese Seite gibt es noch nicht auf Deutsch; hier ist sie auf Englisch.
no_rules_page = für '{ $game }' gibt es keine Regelseite
rules_bad_diagram = ein Diagramm des Regelbuchs kann nicht gezeichnet werden: { $detail }
