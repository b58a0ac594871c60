# Bases de finales: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = el archivo está cortado o es demasiado largo
egdb_not_a_database = no es una base de finales de ply
egdb_version = versión de formato { $found }, este ply lee la versión { $expected }
egdb_header = la cabecera no se puede leer
egdb_checksum = los valores no coinciden con su suma de control
egdb_unsupported = no hay bases de finales para { $game }: se construyen para juegos de damas en las casillas oscuras en los que pierde un bando sin piezas ni jugadas
egdb_pieces = --pieces { $pieces }: se esperaba de 2 a { $max }
egdb_missing = falta la base de firma { $signature }: construye antes las más pequeñas
egdb_empty = { $path }: ningún archivo de bases de finales
egdb_no_tables = { $path }: ninguna base de finales para { $game }
