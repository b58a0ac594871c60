# Die Gewichte der gelernten Bewertung: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = keine Gewichtsdatei von ply
weights_version = Formatversion { $found }, dieses ply liest Version { $expected }
weights_short = die Datei ist abgeschnitten oder zu lang
weights_game = für { $game } gibt es keine Mustergewichte: sie sind für Kabe und das internationale Damespiel angepasst
weights_layout = die in der Datei angelegten Muster sind nicht die von { $game }
weights_checksum = die Werte passen nicht zu ihrer Prüfsumme
tune_data_bad = keine Datei mit Stellungen von { $game }, die ply tune geschrieben hat, oder eine beschädigte
tune_no_positions = zu wenige Stellungen von { $game } zum Anpassen: spiele mehr Partien
tune_eval = --eval { $value }: erwartet default, classic, learned oder eine Gewichtsdatei
tune_counts = --games, --nodes, --rounds und --epochs müssen mindestens 1 sein
tune_rate = --rate muss eine positive Zahl sein
tune_l2 = --l2 muss null oder eine positive Zahl sein
tune_blend = --blend muss zwischen 0 und 1 liegen
