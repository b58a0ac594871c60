# Database dei finali: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = il file è troncato o troppo lungo
egdb_not_a_database = non è un database dei finali di ply
egdb_version = versione del formato { $found }, questo ply legge la versione { $expected }
egdb_header = l'intestazione non si può leggere
egdb_checksum = i valori non corrispondono al loro checksum
egdb_unsupported = non ci sono database dei finali per { $game }: sono costruiti per i giochi di dama sulle caselle scure in cui perde chi resta senza pezzi o senza mosse
egdb_pieces = --pieces { $pieces }: atteso da 2 a { $max }
egdb_missing = manca il database con firma { $signature }: costruisci prima quelli più piccoli
egdb_empty = { $path }: nessun file di database dei finali
egdb_no_tables = { $path }: nessun database dei finali per { $game }
