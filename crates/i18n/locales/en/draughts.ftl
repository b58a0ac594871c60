# Draughts, every variant: positions (PDN FEN), moves and records (PDN).

## Moves

draughts_example_numbers = 32-28, or 26x17 for a capture
draughts_example_algebraic = c3-d4, or c3:e5 for a capture
draughts_not_move = '{ $text }' is not a move: write it like { $example }
draughts_not_dark_square = '{ $text }' is not a dark square of the { $size }×{ $size } board
draughts_no_such_square = square { $square } does not exist (squares are 1-{ $max })
draughts_not_yours = no piece of yours on { $square }
draughts_ambiguous = ambiguous: { $text } could be { $moves }

## Why a move is not legal

men_capture_forward = men do not capture backwards in { $game }
no_capture_to_make = there is no capture to make: { $moves }
square_not_empty = { $square } is not empty
king_diagonal = a king moves along a diagonal
king_orthogonal = a king moves along a row or a column
man_one_square = a man moves one square diagonally forward
man_one_square_orthogonal = a man moves one square forward or sideways
men_forward_only = men move forward only
king_one_square = kings move one square at a time in { $game }
way_blocked = the way from { $from } to { $to } is blocked
king_must_capture = the king must capture: { $moves }
majority_rule = the majority rule requires capturing { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}: { $moves }
king_must_continue = a capturing king must land where it can capture again: { $moves }
capture_continues = the capture must be continued: { $moves }
capture_compulsory = a capture is compulsory: { $captures }

## Positions

position_empty = empty position text
draughts_side = '{ $found }' is not a side to move: the text starts with W or B, as in W:W21-32:B1-12
draughts_colour_section = '{ $found }' is not a colour section: it starts with W or B
draughts_listed_twice = { $side }'s pieces are listed twice
draughts_square_off_board = square { $square } does not exist: the { $size }×{ $size } board has squares 1-{ $max }
draughts_square_twice = square { $square } is listed twice
draughts_white_man_crown_row = a white man cannot stand on { $square }: white men are crowned on that row
draughts_black_man_crown_row = a black man cannot stand on { $square }: black men are crowned on that row
draughts_token = '{ $found }' is not a square: write a number, K before a king, or a range like 1-12
draughts_range = '{ $found }' is not a range: the first square must be the lower

## Rule options and records

expected_plies = a number of plies, or off
expected_board_size = 8 or 10 (the 12×12 board is the game canadian)
expected_board_size_12 = 12: this game is played on the 12×12 board
expected_orthogonal_size = 8: the orthogonal (Turkish) board is 8×8
expected_orthogonal_captures_size = false: captures along rows and columns are played on the 8×8 and 10×10 boards
expected_not_turkish_board = false: orthogonal captures (Frisian) and the Turkish board do not go together
pdn_game_type = GameType { $value } is not supported: ply reads { $known }
pdn_board = GameType { $value } is played on the { $size }×{ $size } board: open the record as that game
men_capture_kings = men do not capture kings in { $game }
italian_priority = of captures of as many pieces, a king's comes first, then the one taking the most kings, then the one taking a king soonest: { $moves }
most_kings_first = of captures of as many pieces, the one taking the most kings comes first: { $moves }
expected_tie_break = none, kings, italian or frisian
expected_count = a number, or off
expected_start_rows = a number of rows less than half the board's side
frisian_value = the capture of the highest value comes first (a king counts more than a man and less than two), and at equal value a king's: { $moves }
king_move_run = this king has made { $limit } moves in a row; it must capture or another piece must move
record_ambiguous_taken = move { $number } ({ $text }) fits more than one capture path; the one the rest of the game goes on from is { $taken }
