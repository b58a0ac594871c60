# Шашки, все варианты: позиции (PDN FEN), ходы и записи партий (PDN).

## Ходы

draughts_example_numbers = 32-28, а взятие — 26x17
draughts_example_algebraic = c3-d4, а взятие — c3:e5
draughts_not_move = '{ $text }' — не ход: запишите, например, так: { $example }
draughts_not_dark_square = '{ $text }' — не тёмное поле доски { $size }×{ $size }
draughts_no_such_square = поля { $square } не существует (номера полей 1-{ $max })
draughts_not_yours = на поле { $square } нет вашей шашки
draughts_ambiguous = неоднозначно: { $text } может означать { $moves }

## Почему ход невозможен

men_capture_forward = { $game }: простые шашки не бьют назад
no_capture_to_make = бить нечего: { $moves }
square_not_empty = поле { $square } занято
king_diagonal = дамка ходит по диагонали
king_orthogonal = дамка ходит по горизонтали или вертикали
man_one_square = простая шашка ходит на одно поле по диагонали вперёд
man_one_square_orthogonal = простая шашка ходит на одно поле вперёд или вбок
men_forward_only = простые шашки ходят только вперёд
king_one_square = { $game }: дамка ходит только на одно поле
way_blocked = путь с { $from } на { $to } перекрыт
king_must_capture = дамка должна бить: { $moves }
majority_rule = по правилу большинства нужно взять { $count ->
        [one] { $count } шашку
        [few] { $count } шашки
       *[many] { $count } шашек
    }: { $moves }
king_must_continue = бьющая дамка должна встать на поле, с которого сможет бить дальше: { $moves }
capture_continues = взятие нужно продолжить: { $moves }
capture_compulsory = бить обязательно: { $captures }

## Позиции

position_empty = пустая запись позиции
draughts_side = '{ $found }' — не очередь хода: запись начинается с W или B, например W:W21-32:B1-12
draughts_colour_section = '{ $found }' — не раздел цвета: он начинается с W или B
draughts_listed_twice = шашки одной стороны перечислены дважды: { $side }
draughts_square_off_board = поля { $square } не существует: на доске { $size }×{ $size } поля 1-{ $max }
draughts_square_twice = поле { $square } указано дважды
draughts_white_man_crown_row = белая простая шашка не может стоять на поле { $square }: на этом ряду белые становятся дамками
draughts_black_man_crown_row = чёрная простая шашка не может стоять на поле { $square }: на этом ряду чёрные становятся дамками
draughts_token = '{ $found }' — не поле: укажите номер, K перед дамкой или диапазон вида 1-12
draughts_range = '{ $found }' — не диапазон: первое поле должно быть меньше

## Параметры правил и записи партий

expected_plies = число полуходов или off
expected_board_size = 8 или 10 (доска 12×12 — это игра canadian)
expected_board_size_12 = 12: эта игра ведётся на доске 12×12
expected_orthogonal_size = 8: ортогональная (турецкая) доска 8×8
expected_orthogonal_captures_size = false: взятие по горизонталям и вертикалям бывает только на досках 8×8 и 10×10
expected_not_turkish_board = false: ортогональные взятия (фризские) и турецкая доска несовместимы
pdn_game_type = GameType { $value } не поддерживается: ply читает { $known }
pdn_board = GameType { $value } играется на доске { $size }×{ $size }: откройте партию как эту игру
men_capture_kings = { $game }: простые шашки не бьют дамок
italian_priority = при взятии равного числа шашек преимущество у взятия дамкой, затем у взятия большего числа дамок, затем у взятия, где дамка бьётся раньше: { $moves }
most_kings_first = при взятии равного числа шашек преимущество у взятия большего числа дамок: { $moves }
expected_tie_break = none, kings, italian или frisian
expected_count = число или off
expected_start_rows = число рядов, меньше половины стороны доски
frisian_value = преимущество у взятия наибольшей ценности (дамка ценнее одной простой и дешевле двух), при равной ценности — у взятия дамкой: { $moves }
king_move_run = ходов этой дамкой подряд: { $limit }; теперь она должна бить, или ходить должна другая шашка
record_ambiguous_taken = ход { $number } ({ $text }) подходит к нескольким путям взятия; выбран тот, с которого партия продолжается: { $taken }
