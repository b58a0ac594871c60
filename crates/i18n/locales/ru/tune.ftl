# Веса обученной оценки: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = это не файл весов ply
weights_version = версия формата { $found }, эта версия ply читает версию { $expected }
weights_short = файл обрезан или слишком длинный
weights_game = для игры { $game } весов шаблонов нет: они подбираются для кабе и международных шашек
weights_layout = шаблоны в файле не соответствуют игре { $game }
weights_checksum = значения не совпадают с контрольной суммой
tune_data_bad = это не файл позиций игры { $game }, записанный ply tune, или он повреждён
tune_no_positions = позиций игры { $game } слишком мало для подбора: сыграйте больше партий
tune_eval = --eval { $value }: ожидается default, classic, learned или файл весов
tune_counts = значения --games, --nodes, --rounds и --epochs должны быть не меньше 1
tune_rate = значение --rate должно быть положительным числом
tune_l2 = значение --l2 должно быть нулём или положительным числом
tune_blend = значение --blend должно быть от 0 до 1
