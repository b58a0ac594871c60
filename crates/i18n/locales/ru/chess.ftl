# Шахматы: позиции (FEN), ходы (SAN и UCI) и записи партий (PGN).

piece-pawn = пешка
piece-knight = конь
piece-bishop = слон
piece-rook = ладья
piece-queen = ферзь
piece-king = король

## Ходы

chess_not_move = '{ $text }' — не ход: запишите его в SAN (Nf3, exd5, O-O, e8=Q) или UCI (g1f3, e7e8q)
chess_promotion_piece = пешка превращается в ферзя (Q), ладью (R), слона (B) или коня (N)
chess_only_pawn_promotes = превращаться может только пешка
chess_promotion_not_last_rank = пешка превращается, только дойдя до последней горизонтали
chess_promotion_needed = на последней горизонтали пешка превращается: укажите фигуру ({ $example })
castling_moved = рокировка здесь невозможна: король или эта ладья уже ходили
castling_in_check = рокировка здесь невозможна: король под шахом
castling_blocked = рокировка здесь невозможна: между королём и ладьёй стоят фигуры
castling_attacked = рокировка здесь невозможна: король прошёл бы через битое поле или встал бы на него
chess_no_piece = на { $square } нет фигуры
chess_not_your_piece = на { $square } стоит { $piece } соперника ({ $owner }), а сейчас ходят { $turn }
chess_own_piece = на { $square } уже стоит ваша фигура: { $piece }
chess_king_in_check = король оказался бы под шахом
chess_cannot_reach = { $piece } с { $from } не может пойти на { $to }
chess_none_reaches = { $piece }: нет хода на { $to }
chess_none_on_file = { $piece } с вертикали { $file }: нет хода на { $to }
chess_none_on_rank = { $piece } с { $rank }-й горизонтали: нет хода на { $to }
chess_none_on_square = { $piece } с { $square }: нет хода на { $to }

## Позиции

fen_empty = строка FEN пуста
fen_fields = в FEN от 4 до 6 полей (доска, очередь хода, рокировка, взятие на проходе, счётчик полуходов, номер хода), а не { $found }
fen_side = очередь хода — 'w' или 'b', а не '{ $found }'
fen_halfmove_clock = счётчик полуходов '{ $found }' — не число
fen_move_number = номер хода '{ $found }' — не число
fen_ranks = на доске 8 горизонталей, разделённых '/', а не { $found }
fen_rank_char = горизонталь { $rank }: '{ $found }' — не фигура (PNBRQK, pnbrqk) и не число пустых полей
fen_rank_width = горизонталь { $rank } ('{ $text }'): { $squares ->
    [one] { $squares } поле
    [few] { $squares } поля
   *[many] { $squares } полей
}, а не 8
fen_castling = права на рокировку — '-' или буквы из 'KQkq', каждая не более одного раза, а не '{ $found }'
fen_en_passant = поле взятия на проходе — '-' или поле на 3-й или 6-й горизонтали, а не '{ $found }'
fen_unreadable = не удаётся прочитать FEN: { $detail }
chess_empty_board = доска пуста
chess_missing_king = у каждой стороны должен быть король, а одного нет
chess_too_many_kings = у одной из сторон больше одного короля
chess_pawn_back_rank = пешка стоит на первой или последней горизонтали
chess_castling_rights = для права на рокировку король и эта ладья должны стоять на исходных полях
chess_en_passant_square = поле взятия на проходе не соответствует ходу пешки на два поля
chess_opposite_check = шах стороне, которая сейчас не ходит
chess_impossible_check = такой шах не может возникнуть в партии
chess_too_much_material = фигур больше, чем могло бы получиться даже с превращениями
chess_impossible = такая позиция в шахматах невозможна
chess_two_reasons = { $first }; { $second }

## Записи партий

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = вариант '{ $variant }' здесь не поддерживается: только классические шахматы
