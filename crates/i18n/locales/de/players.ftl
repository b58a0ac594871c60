# Spielerseiten: warum eine Anfrage nach den Partien eines Spielers abgelehnt wurde, und die Wörter der Seite.

players_bad_max = max ist eine Anzahl Partien ab 1 (höchstens { $most } werden auf einmal gesendet)
players_bad_result = das Ergebnis '{ $result }' ist keines von win, draw, loss

page-player-anonymous = anonym
page-player-deleted = gelöscht
page-player-versus = gegen
page-player-result-win = Gewonnen
page-player-result-draw = Remis
page-player-result-loss = Verloren
page-player-result-none = Abgebrochen
page-player-result-ongoing = Läuft
page-player-count-all = Partien
page-player-count-win = Siege
page-player-count-draw = Remis
page-player-count-loss = Niederlagen
page-player-playing = Spielt gerade: Partie zuschauen
page-player-filter-game = Spiel
page-player-filter-all-games = Alle Spiele
page-player-filter-result = Ergebnis
page-player-filter-all-results = Alle Ergebnisse
page-player-games = Gespielte Partien
page-player-no-games = Hier gibt es keine Partien.
page-player-more = Mehr Partien
page-player-since = Spieler seit { $date }
page-player-speed-bullet = Bullet
page-player-speed-blitz = Blitz
page-player-speed-rapid = Schnellschach
page-player-speed-classical = Klassisch
page-player-speed-correspondence = Fernpartie
page-player-rated-games = gewertete Partien: { $games }
