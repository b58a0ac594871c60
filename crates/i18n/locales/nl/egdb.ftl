# Eindspeldatabanken: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = het bestand is afgekapt of te lang
egdb_not_a_database = geen eindspeldatabank van ply
egdb_version = formaatversie { $found }, deze ply leest versie { $expected }
egdb_header = de kop kan niet gelezen worden
egdb_checksum = de waarden kloppen niet met hun controlesom
egdb_unsupported = er zijn geen eindspeldatabanken voor { $game }: ze worden gebouwd voor damspellen op de donkere velden waarin een kant zonder stukken of zetten verliest
egdb_pieces = --pieces { $pieces }: verwacht 2 tot { $max }
egdb_missing = de databank met signatuur { $signature } ontbreekt: bouw eerst de kleinere
egdb_empty = { $path }: geen bestanden van eindspeldatabanken
egdb_no_tables = { $path }: geen eindspeldatabank voor { $game }
