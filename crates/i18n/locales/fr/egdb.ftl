# Bases de finales : `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path } : { $error }
egdb_bad_file = { $path } : { $reason }
egdb_short = le fichier est tronqué ou trop long
egdb_not_a_database = ce n'est pas une base de finales de ply
egdb_version = version de format { $found }, ce ply lit la version { $expected }
egdb_header = l'en-tête ne peut pas être lu
egdb_checksum = les valeurs ne correspondent pas à leur somme de contrôle
egdb_unsupported = il n'y a pas de bases de finales pour { $game } : elles sont construites pour les jeux de dames sur les cases foncées où un camp sans pièces ni coups perd
egdb_pieces = --pieces { $pieces } : attendu 2 à { $max }
egdb_missing = la base de signature { $signature } manque : construisez d'abord les plus petites
egdb_empty = { $path } : aucun fichier de base de finales
egdb_no_tables = { $path } : aucune base de finales pour { $game }
