# Lõppmängude andmebaasid: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = fail on poolik või liiga pikk
egdb_not_a_database = see pole ply lõppmängude andmebaas
egdb_version = vormingu versioon { $found }, see ply loeb versiooni { $expected }
egdb_header = faili päist ei saa lugeda
egdb_checksum = väärtused ei vasta kontrollsummale
egdb_unsupported = mängule { $game } lõppmängude andmebaase pole: neid ehitatakse tumedatel väljadel mängitavatele kabemängudele, kus kabenditeta või käikudeta pool kaotab
egdb_pieces = --pieces { $pieces }: oodati arvu 2 kuni { $max }
egdb_missing = materjali { $signature } andmebaas puudub: ehita enne väiksemad
egdb_empty = { $path }: lõppmängude andmebaasi faile pole
egdb_no_tables = { $path }: mängu { $game } lõppmängude andmebaasi pole
