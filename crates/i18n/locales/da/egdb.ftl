# Slutspilsdatabaser: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = filen er afkortet eller for lang
egdb_not_a_database = ikke en slutspilsdatabase fra ply
egdb_version = formatversion { $found }, denne ply læser version { $expected }
egdb_header = hovedet kan ikke læses
egdb_checksum = værdierne passer ikke med deres kontrolsum
egdb_unsupported = der findes ingen slutspilsdatabaser for { $game }: de bygges til damspil på de mørke felter, hvor en side uden brikker eller træk taber
egdb_pieces = --pieces { $pieces }: forventede 2 til { $max }
egdb_missing = databasen med signaturen { $signature } mangler: byg de mindre først
egdb_empty = { $path }: ingen filer med slutspilsdatabaser
egdb_no_tables = { $path }: ingen slutspilsdatabase for { $game }
