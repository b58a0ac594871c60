# Сообщения, общие для всех игр: результаты, причины окончания партии, записи, параметры правил.

language-name = русский

side-white = белые
side-black = чёрные
side-south = юг
side-north = север

## Результаты

result_win = победитель — { $side }: { $reason }
result_draw = ничья: { $reason }
result_win_score = победитель — { $side }, счёт { $won }–{ $lost }: { $reason }
result_draw_score = ничья, счёт { $white }–{ $black }: { $reason }
result_aborted = партия прервана: { $reason }

## Почему партия окончена

reason-no_moves = у стороны, чей ход, нет ходов
reason-no_pieces = у стороны, чей ход, не осталось шашек
reason-checkmate = мат
reason-stalemate = пат
reason-insufficient_material = ни одна из сторон не может поставить мат
reason-repetition = троекратное повторение позиции
reason-fifty_moves = по 50 ходов с каждой стороны без ходов пешками и взятий
reason-no_capture_moves = по 15 ходов с каждой стороны без взятий
reason-king_moves = по { $moves } { $moves ->
        [one] ходу
        [few] хода
       *[many] ходов
    } с каждой стороны только дамками и без взятий
reason-sixteen_moves = по 16 ходов с каждой стороны в окончании «три против одной дамки»
reason-five_moves = по 5 ходов с каждой стороны в окончании «две против одной дамки»
reason-pits_empty = лотки одной из сторон опустели, бобы подсчитаны
reason-nothing_left = у стороны, чей ход, не осталось шашек или ходов — это победа
reason-crowned = шашка прошла в дамки — это победа
reason-lone_pieces = после последнего взятия у каждой стороны по одной шашке
reason-two_kings_one = по 7 ходов с каждой стороны при двух дамках против одной
reason-one_king_each = по 2 хода с каждой стороны при одной дамке у каждого
reason-resignation = сдача
reason-agreement = по соглашению
reason-timeout = истекло время
reason-aborted = одна из сторон не сделала первый ход за 30 секунд

## Списки

list-or = { $first } или { $last }

## Ходы

move_not_legal = в этой позиции такой ход невозможен
game_over = партия окончена: { $result }

## Позиции и записи

invalid_position = неверная позиция: { $detail }
invalid_record = неверная запись партии: { $detail }
position_unreadable = не удаётся прочитать запись позиции
comment_not_closed = комментарий '{"{"}' не закрыт символом '{"}"}'
comment_not_open = '{"}"}' не закрывает ни одного комментария
variation_not_closed = вариант '(' не закрыт скобкой ')'
variation_not_open = ')' не закрывает ни одного варианта
record_other_game = это запись партии в игре '{ $named }', а не '{ $game }'
record_bad_move = ход { $number } '{ $text }': { $reason }
comment_no_move = нет хода { $ply } для комментария: в партии { $played ->
    [one] { $played } ход
    [few] { $played } хода
   *[many] { $played } ходов
}
tag_malformed = неверная строка тега: { $line }
tag_no_value = тег без значения: { $line }
tag_not_quoted = значение тега не в кавычках: { $line }

## Параметры правил

rule_unknown_none = неизвестный параметр правил '{ $key }': у этой игры параметров нет
rule_unknown = неизвестный параметр правил '{ $key }' (доступны: { $known })
rule_bad_value = параметр правил { $key }={ $value }: ожидается { $expected }
expected_bool = true или false
expected_whole_number = целое число
game_over_plain = партия окончена
no_move_given = ход не указан
move_ambiguous = неоднозначный ход { $text }: { $moves }

## Игры и записи

unknown_game = неизвестная игра '{ $game }' (доступны: { $known })
engine_failed = движок: { $detail }
record_in_game = партия { $game } (строка { $line }): { $error }
record_empty = в тексте нет ни одной партии
record_past_draw = ход { $number } ({ $text }) сделан после окончания партии ({ $result }); ходы сохранены так, как записаны
record_result_differs = в записи указан результат { $written }, но по конечной позиции: { $found }; сохраняется результат из записи

## Расстановка позиции на доске

set_up_unsupported = позицию этой игры нельзя расставить на доске; введите запись позиции
set_up_cells = для расстановки нужно полей: { $expected }, а не { $found }
set_up_piece = в этой игре нет фигуры '{ $piece }'
set_up_unplayable = шашки стоят только на тёмных полях
