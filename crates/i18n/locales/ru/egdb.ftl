# Базы эндшпилей: `ply egdb build`, `ply egdb verify`, `--egdb DIR`.

egdb_io = { $path }: { $error }
egdb_bad_file = { $path }: { $reason }
egdb_short = файл обрезан или слишком длинный
egdb_not_a_database = это не база эндшпилей ply
egdb_version = версия формата { $found }, эта версия ply читает версию { $expected }
egdb_header = заголовок файла не читается
egdb_checksum = значения не совпадают с контрольной суммой
egdb_unsupported = для игры { $game } баз эндшпилей нет: они строятся для шашек на тёмных полях, где сторона без шашек или без ходов проигрывает
egdb_pieces = --pieces { $pieces }: ожидается число от 2 до { $max }
egdb_missing = нет базы для соотношения сил { $signature }: сначала постройте меньшие
egdb_empty = { $path }: нет файлов баз эндшпилей
egdb_no_tables = { $path }: нет базы эндшпилей для игры { $game }
