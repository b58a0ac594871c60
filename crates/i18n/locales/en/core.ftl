# Messages every game shares: results, end-of-game reasons, records, rule options.

language-name = English

side-white = white
side-black = black
side-south = south
side-north = north

## Results

result_win = { $side } wins: { $reason }
result_draw = draw: { $reason }
result_win_score = { $side } wins { $won }–{ $lost }: { $reason }
result_draw_score = draw { $white }–{ $black }: { $reason }
result_aborted = game aborted: { $reason }

## Why a game ended

reason-no_moves = the side to move has no legal move
reason-no_pieces = the side to move has no pieces left
reason-checkmate = checkmate
reason-stalemate = stalemate
reason-insufficient_material = neither side can mate
reason-repetition = the same position for the third time
reason-fifty_moves = 50 moves by each side without a pawn move or a capture
reason-no_capture_moves = 15 moves by each side without a capture
reason-king_moves = { $moves } moves by each side with only kings moving and no capture
reason-sixteen_moves = 16 moves by each side in a three-against-one-king ending
reason-five_moves = 5 moves by each side in a two-against-one-king ending
reason-pits_empty = one side's pits are empty and the seeds are counted
reason-nothing_left = the side to move has no piece or no move left, which wins
reason-crowned = a king was crowned, which wins
reason-lone_pieces = one piece each after the last capture
reason-two_kings_one = 7 moves by each side with two kings against one
reason-one_king_each = 2 moves by each side with one king each
reason-resignation = resignation
reason-agreement = agreement
reason-timeout = time ran out
reason-aborted = a side made no first move within 30 seconds

## Lists

list-or = { $first } or { $last }

## Moves

move_not_legal = that move is not legal in this position
game_over = the game is over: { $result }

## Positions and records

invalid_position = invalid position: { $detail }
invalid_record = invalid game record: { $detail }
position_unreadable = this position text cannot be read
comment_not_closed = a comment '{"{"}' is not closed by '{"}"}'
comment_not_open = '{"}"}' closes no comment
variation_not_closed = a variation '(' is not closed by ')'
variation_not_open = ')' closes no variation
record_other_game = the record is a game of '{ $named }', not '{ $game }'
record_bad_move = move { $number } '{ $text }': { $reason }
comment_no_move = no move { $ply } to comment on: the game has { $played ->
    [one] { $played } move
   *[other] { $played } moves
}
tag_malformed = malformed tag line: { $line }
tag_no_value = tag without a value: { $line }
tag_not_quoted = tag value not in quotes: { $line }

## Rule options

rule_unknown_none = unknown rule option '{ $key }': this game has none
rule_unknown = unknown rule option '{ $key }' (known: { $known })
rule_bad_value = rule option { $key }={ $value }: expected { $expected }
expected_bool = true or false
expected_whole_number = a whole number
game_over_plain = the game is over
no_move_given = no move given
move_ambiguous = { $text } is ambiguous: { $moves }

## Games and records

unknown_game = unknown game '{ $game }' (known: { $known })
engine_failed = engine: { $detail }
record_in_game = game { $game } (line { $line }): { $error }
record_empty = the text holds no game
record_past_draw = move { $number } ({ $text }) goes on after the game was over ({ $result }); the moves are kept as recorded
record_result_differs = the record says { $written }, but the final position says: { $found }; the record's result is kept

## Setting up a position in the board editor

set_up_unsupported = this game's positions cannot be set up on the board; type the position text instead
set_up_cells = a set-up needs { $expected } cells, not { $found }
set_up_piece = this game has no piece '{ $piece }'
set_up_unplayable = pieces stand only on the dark squares
