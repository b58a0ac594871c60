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
players_account_deleted = das Konto '{ $name }' wurde gelöscht: seine Partien bleiben, der Spieler wird als „gelöscht“ gezeigt
players_account_closed = das Konto '{ $name }' ist geschlossen
page-player-speed-ultraBullet = UltraBullet
page-player-count-rated = Gewertet
page-player-filter-rated = Gewertet oder ungewertet
page-player-filter-all-kinds = Gewertet und ungewertet
page-player-filter-rated-only = Gewertet
page-player-filter-casual-only = Ungewertet
page-player-history = Wertungsverlauf
page-player-history-none = Noch keine gewerteten Partien.
page-player-history-summary = { $series }: { $first } bis { $last } in { $games ->
    [one] { $games } gewerteten Partie
   *[other] { $games } gewerteten Partien
} (niedrigste { $low }, höchste { $high })
page-player-history-table = Die Wertungen als Tabelle
page-player-history-date = Datum
page-player-history-rating = Wertung
page-player-history-change = Änderung
page-player-closed = Dieses Konto ist geschlossen.
