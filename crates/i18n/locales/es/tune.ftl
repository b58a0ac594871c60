# Los pesos de la evaluación aprendida: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = no es un archivo de pesos de ply
weights_version = versión de formato { $found }, este ply lee la versión { $expected }
weights_short = el archivo está cortado o es demasiado largo
weights_game = no hay pesos de patrones para { $game }: se ajustan para el kabe y las damas internacionales
weights_layout = los patrones del archivo no son los de { $game }
weights_checksum = los valores no coinciden con su suma de control
tune_data_bad = no es un archivo de posiciones de { $game } escrito por ply tune, o está dañado
tune_no_positions = demasiado pocas posiciones de { $game } para ajustar: juega más partidas
tune_eval = --eval { $value }: se esperaba default, classic, learned o un archivo de pesos
tune_counts = --games, --nodes, --rounds y --epochs deben ser al menos 1
tune_rate = --rate debe ser un número positivo
tune_l2 = --l2 debe ser cero o un número positivo
tune_blend = --blend debe estar entre 0 y 1
