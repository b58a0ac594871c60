# Endgame databases: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = the file is cut short or too long
egdb_not_a_database = not an endgame database of ply
egdb_version = format version { $found }, this ply reads version { $expected }
egdb_header = the header cannot be read
egdb_checksum = the values do not match their checksum
egdb_unsupported = there are no endgame databases for { $game }: they are built for draughts games on the dark squares in which a side without pieces or moves loses
egdb_pieces = --pieces { $pieces }: expected 2 to { $max }
egdb_missing = the database of signature { $signature } is missing: build the smaller ones first
egdb_empty = { $path }: no endgame database files
egdb_no_tables = { $path }: no endgame database for { $game }
