# Die Lobby: warum ein Gesuch abgelehnt wurde.

lobby_too_many_seeks = höchstens { $most } offene Gesuche gleichzeitig
lobby_full = die Lobby ist voll: versuche es gleich noch einmal
lobby_too_many_tokens = höchstens { $most } Gesuch-Token auf einem Socket
lobby_clock_or_days = gib eine Uhr oder Tage pro Zug an, nicht beides
lobby_clock_limit = die Bedenkzeit einer Uhr ist 1 bis { $most } Sekunden
lobby_clock_increment = das Inkrement einer Uhr ist 0 bis { $most } Sekunden
lobby_days = Tage pro Zug sind eines von { $days }
lobby_range = ein Wertungsbereich sind zwei Wertungen von 500 bis 3500, die kleinere zuerst, wie 1400-1800, nicht '{ $range }'
lobby_rated_needs_account = melde dich an, um gewertete Partien zu spielen
lobby_rated_needs_clock = eine gewertete Partie braucht eine Uhr oder Tage pro Zug
lobby_no_seek = es gibt kein offenes Gesuch '{ $id }'
lobby_own_seek = das ist dein eigenes Gesuch
lobby_seek_taken = ein anderer Spieler hat dieses Gesuch zuerst angenommen
lobby_not_owner = nur wer ein Gesuch eröffnet hat, kann es zurückziehen
lobby_range_needs_account = ein Wertungsbereich ist für Spieler mit Konto: melde dich an
lobby_range_needs_clock = ein Wertungsbereich braucht eine Uhr oder Tage pro Zug
lobby_out_of_range = deine Wertung { $rating } liegt außerhalb des Bereichs { $range } dieses Gesuchs
