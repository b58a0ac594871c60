# Turniere: warum eine Anfrage abgelehnt wurde.

tournament_not_found = es gibt kein Turnier '{ $id }'
tournament_unknown_system = das System eines Turniers ist arena, swiss oder robin, nicht '{ $system }'
tournament_clock_time = die Uhr eines Turniers hat 0,25 bis 180 Minuten
tournament_clock_increment = das Inkrement eines Turniers ist 0 bis 180 Sekunden
tournament_minutes = eine Arena dauert 1 bis { $most } Minuten
tournament_wait_or_date = gib die Minuten bis zum Start oder das Startdatum an, nicht beides
tournament_start = ein Turnier beginnt innerhalb von { $most } Minuten ab jetzt
tournament_max_players = ein Turnier nimmt 2 bis { $most } Spieler auf
tournament_rounds_not_arena = eine Arena hat keine Runden: gib ihre Minuten an
tournament_name = der Name eines Turniers hat höchstens { $most } Zeichen, ohne Steuerzeichen
tournament_too_many = höchstens { $most } deiner Turniere dürfen warten oder laufen
tournament_full_server = der Server führt so viele Turniere, wie er kann: versuche es später wieder
tournament_finished = dieses Turnier ist beendet
tournament_started = dieses Turnier hat begonnen
tournament_withdrawn = du hast dich von diesem Turnier zurückgezogen
tournament_full = dieses Turnier ist voll ({ $most } Spieler)
tournament_not_in = du spielst in diesem Turnier nicht mit
tournament_not_maker = nur der Spieler, der ein Turnier angelegt hat, darf es starten
tournament_minutes_not_rounds = ein Schweizer System oder Rundenturnier hat Runden, keine Minuten
tournament_round_pause = die Pause zwischen den Runden beträgt 0 bis { $most } Sekunden
tournament_swiss_rounds = ein Schweizer System hat 1 bis { $most } Runden
tournament_robin_cycles = ein Rundenturnier ist einfach (1) oder doppelt (2)
tournament_robin_players = ein Rundenturnier hat { $least } bis { $most } Spieler
tournament_no_trf = eine Arena hat keine Runden zu melden: nur ein Schweizer System oder Rundenturnier hat eine TRF-Datei

# Die Seiten der Turniere.

page-tournaments = Turniere
page-tournament-create = Ein Turnier anlegen
page-tournament-name = Name
page-tournament-game = Spiel
page-tournament-clock = Uhr, Minuten
page-tournament-increment = Inkrement, Sekunden
page-tournament-minutes = Dauer, Minuten
page-tournament-wait = Beginnt in, Minuten
page-tournament-rated = Gewertet
page-tournament-casual = Ungewertet
page-tournament-arena = Arena
page-tournament-list-created = Beginnt bald
page-tournament-list-started = Läuft
page-tournament-list-finished = Beendet
page-tournament-none = Hier gibt es keine Turniere.
page-tournament-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
page-tournament-join = Teilnehmen
page-tournament-withdraw = Zurückziehen
page-tournament-pause = Pause
page-tournament-start-now = Jetzt starten
page-tournament-log-in = Melde dich an, um teilzunehmen.
page-tournament-starts-in = Beginnt in { $time }
page-tournament-ends-in = Endet in { $time }
page-tournament-next-round-in = Nächste Runde in { $time }
page-tournament-finished = Beendet
page-tournament-standings = Tabelle
page-tournament-pairings = Partien
page-tournament-player = Spieler
page-tournament-rating = Wertung
page-tournament-points = Punkte
page-tournament-results = Ergebnisse
page-tournament-playing = spielt
page-tournament-paused = pausiert
page-tournament-withdrawn = zurückgezogen
page-tournament-fire = in Serie: Siege und Remis zählen doppelt
page-tournament-your-game = Deine Partie hat begonnen.
page-tournament-bye = spielfrei
page-tournament-ongoing = läuft
page-tournament-no-games = Noch keine Partien.
page-tournament-system = System
page-tournament-swiss = Schweizer System
page-tournament-robin = Rundenturnier
page-tournament-double-robin = Doppelrundenturnier
page-tournament-rounds = Runden
page-tournament-cycles = Durchgänge
page-tournament-round-pause = Pause zwischen den Runden, Sekunden
page-tournament-round-of = Runde { $round } von { $rounds }
page-tournament-round = Runde { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz ohne Streichwert
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Direkter Vergleich
page-tournament-trf = Turnierbericht (TRF)
page-tournament-forfeit = kampflos
