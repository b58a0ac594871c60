# Konane: positions and moves.

konane_no_move = no move given: write a square to remove (d5) or a jump from-to (d3-d5)
konane_not_move = '{ $text }' is not a Konane move: write a square to remove (d5) or a jump from-to (d3-d5)
konane_not_square = '{ $text }' is not a square: files a-h, ranks 1-8 (write a square to remove (d5) or a jump from-to (d3-d5))
konane_black_removal = Black's first move removes a stone from a8, h1, d5 or e4
konane_white_removal = White removes a stone next to the empty square: { $squares }
konane_removal_over = stones are removed only in the opening; every move now is a jump, written from-to such as d3-d5
konane_not_yours = no stone of yours on { $square }
konane_no_step = { $from }-{ $to } does not move: a jump lands beyond the stone it takes
konane_diagonal = diagonal jumps are not allowed
konane_turn = jumps go in a straight line; no turning
konane_odd_distance = { $from }-{ $to } is an odd number of squares: each jump goes over one enemy stone onto the empty square beyond, two squares on
konane_not_jump = not a jump: { $from } is not next to an enemy stone ({ $over } is empty)
konane_jump_stops = the jump cannot go on from { $stop }: { $over } is empty, not an enemy stone
konane_occupied = { $square } is not empty

konane_position_form = expected the board, a space and the side to move (b or w), e.g. '{ $example }'
konane_side = the side to move is b or w, not '{ $found }'
konane_ranks = expected 8 ranks separated by '/', found { $found }
konane_rank_char = rank { $rank }: '{ $found }' is not b, w or a digit 1-8
konane_rank_long = rank { $rank } has more than 8 squares
konane_rank_digits = rank { $rank }: two digits in a row; write one digit for a run of empty squares
konane_rank_short = rank { $rank } has { $found ->
    [one] { $found } square
   *[other] { $found } squares
}; each rank has 8
konane_white_colour = a white stone on { $square }: White's stones start on the dark squares and stay there
konane_black_colour = a black stone on { $square }: Black's stones start on the light squares and stay there
konane_full_board = the board is full, so Black is to move: Black's first move removes a stone
konane_first_removal = the one empty square is { $square }, but Black's first move removes a stone from a8, h1, d5 or e4
konane_white_after_removal = one empty square means Black has removed a stone, so White is to move
konane_two_removals = two empty squares must be the opening removals (one of a8, h1, d5, e4 and a square next to it), not { $first } and { $second }
konane_black_after_removals = after the two opening removals Black is to move
konane_white_count = White has { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}, but the opening removed one of them
konane_black_count = Black has { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}, but the opening removed one of them
konane_white_unjumped = Black has jumped (more than two empty squares), but White still has 31 stones
konane_black_unjumped = Black is to move after a jump, so White has jumped, but Black still has 31 stones
