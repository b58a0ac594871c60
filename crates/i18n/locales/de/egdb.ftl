# Endspieldatenbanken: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = die Datei ist abgeschnitten oder zu lang
egdb_not_a_database = keine Endspieldatenbank von ply
egdb_version = Formatversion { $found }, dieses ply liest Version { $expected }
egdb_header = der Kopf kann nicht gelesen werden
egdb_checksum = die Werte passen nicht zu ihrer Prüfsumme
egdb_unsupported = für { $game } gibt es keine Endspieldatenbanken: sie werden für Damespiele auf den dunklen Feldern gebaut, in denen eine Seite ohne Steine oder Züge verliert
egdb_pieces = --pieces { $pieces }: erwartet 2 bis { $max }
egdb_missing = die Datenbank mit der Signatur { $signature } fehlt: baue zuerst die kleineren
egdb_empty = { $path }: keine Dateien von Endspieldatenbanken
egdb_no_tables = { $path }: keine Endspieldatenbank für { $game }
