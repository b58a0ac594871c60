# Chess: positions (FEN), moves (SAN and UCI) and records (PGN).

piece-pawn = pawn
piece-knight = knight
piece-bishop = bishop
piece-rook = rook
piece-queen = queen
piece-king = king

## Moves

chess_not_move = '{ $text }' is not a move: write SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)
chess_promotion_piece = a pawn promotes to a queen (Q), rook (R), bishop (B) or knight (N)
chess_only_pawn_promotes = only a pawn can promote
chess_promotion_not_last_rank = only a pawn reaching the last rank promotes
chess_promotion_needed = a pawn promotes on the last rank: say which piece ({ $example })
castling_moved = castling is not allowed here: the king or that rook has already moved
castling_in_check = castling is not allowed here: the king is in check
castling_blocked = castling is not allowed here: there are pieces between the king and the rook
castling_attacked = castling is not allowed here: the king would pass through or land on an attacked square
chess_no_piece = there is no piece on { $square }
chess_not_your_piece = the { $piece } on { $square } is { $owner }'s, and it is { $turn }'s turn
chess_own_piece = your own { $piece } stands on { $square }
chess_king_in_check = the king would be in check
chess_cannot_reach = the { $piece } on { $from } cannot move to { $to }
chess_none_reaches = no { $piece } can move to { $to }
chess_none_on_file = no { $piece } on the { $file }-file can move to { $to }
chess_none_on_rank = no { $piece } on rank { $rank } can move to { $to }
chess_none_on_square = no { $piece } on { $square } can move to { $to }

## Positions

fen_empty = the FEN is empty
fen_fields = a FEN has 4 to 6 fields (board, side to move, castling, en passant, halfmove clock, move number), not { $found }
fen_side = the side to move is 'w' or 'b', not '{ $found }'
fen_halfmove_clock = the halfmove clock '{ $found }' is not a number
fen_move_number = the move number '{ $found }' is not a number
fen_ranks = the board has 8 ranks separated by '/', not { $found }
fen_rank_char = rank { $rank }: '{ $found }' is not a piece (PNBRQK, pnbrqk) or a count of empty squares
fen_rank_width = rank { $rank } ('{ $text }') has { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}, not 8
fen_castling = castling rights are '-' or some of 'KQkq' once each, not '{ $found }'
fen_en_passant = the en-passant field is '-' or a square on rank 3 or 6, not '{ $found }'
fen_unreadable = the FEN cannot be read: { $detail }
chess_empty_board = the board is empty
chess_missing_king = each side needs a king, and one is missing
chess_too_many_kings = a side has more than one king
chess_pawn_back_rank = a pawn stands on the first or last rank
chess_castling_rights = a castling right needs the king and that rook on their starting squares
chess_en_passant_square = the en-passant square does not follow a double pawn step
chess_opposite_check = the side not to move is in check
chess_impossible_check = the check cannot arise in a game
chess_too_much_material = more pieces than promotions can give
chess_impossible = the position is not possible in chess
chess_two_reasons = { $first }; { $second }

## Records

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = variant '{ $variant }' is not played here: only standard chess
