# Skak: stillinger (FEN), træk (SAN og UCI) og partier (PGN).

piece-pawn = bonde
piece-knight = springer
piece-bishop = løber
piece-rook = tårn
piece-queen = dronning
piece-king = konge

## Træk

chess_not_move = '{ $text }' er ikke et træk: skriv det i SAN (Nf3, exd5, O-O, e8=Q) eller UCI (g1f3, e7e8q)
chess_promotion_piece = en bonde forvandles til dronning (Q), tårn (R), løber (B) eller springer (N)
chess_only_pawn_promotes = kun en bonde kan forvandles
chess_promotion_not_last_rank = kun en bonde, der når sidste række, forvandles
chess_promotion_needed = på sidste række forvandles bonden: angiv brikken ({ $example })
castling_moved = rokade er ikke tilladt her: kongen eller det tårn har allerede flyttet
castling_in_check = rokade er ikke tilladt her: kongen står i skak
castling_blocked = rokade er ikke tilladt her: der står brikker mellem kongen og tårnet
castling_attacked = rokade er ikke tilladt her: kongen ville passere eller lande på et angrebet felt
chess_no_piece = der står ingen brik på { $square }
chess_not_your_piece = brikken på { $square } ({ $piece }) tilhører { $owner }, og { $turn } er i trækket
chess_own_piece = din egen brik ({ $piece }) står på { $square }
chess_king_in_check = kongen ville stå i skak
chess_cannot_reach = brikken på { $from } ({ $piece }) kan ikke flytte til { $to }
chess_none_reaches = ingen brik ({ $piece }) kan flytte til { $to }
chess_none_on_file = ingen brik ({ $piece }) på { $file }-linjen kan flytte til { $to }
chess_none_on_rank = ingen brik ({ $piece }) på række { $rank } kan flytte til { $to }
chess_none_on_square = ingen brik ({ $piece }) på { $square } kan flytte til { $to }

## Stillinger

fen_empty = FEN'en er tom
fen_fields = en FEN har 4 til 6 felter (brættet, hvem der er i trækket, rokade, en passant, halvtrækstæller, træknummer), ikke { $found }
fen_side = den, der er i trækket, er 'w' eller 'b', ikke '{ $found }'
fen_halfmove_clock = halvtrækstælleren '{ $found }' er ikke et tal
fen_move_number = træknummeret '{ $found }' er ikke et tal
fen_ranks = brættet har 8 rækker adskilt af '/', ikke { $found }
fen_rank_char = række { $rank }: '{ $found }' er hverken en brik (PNBRQK, pnbrqk) eller et antal tomme felter
fen_rank_width = række { $rank } ('{ $text }') har { $squares ->
    [one] { $squares } felt
   *[other] { $squares } felter
}, ikke 8
fen_castling = rokaderettigheder er '-' eller nogle af 'KQkq', hver én gang, ikke '{ $found }'
fen_en_passant = en passant-feltet er '-' eller et felt på række 3 eller 6, ikke '{ $found }'
fen_unreadable = FEN'en kan ikke læses: { $detail }
chess_empty_board = brættet er tomt
chess_missing_king = hver side skal have en konge, og der mangler en
chess_too_many_kings = en side har mere end én konge
chess_pawn_back_rank = en bonde står på første eller sidste række
chess_castling_rights = en rokaderet kræver kongen og tårnet på deres udgangsfelter
chess_en_passant_square = en passant-feltet følger ikke efter et dobbelttræk med en bonde
chess_opposite_check = den side, der ikke er i trækket, står i skak
chess_impossible_check = denne skak kan ikke opstå i et parti
chess_too_much_material = flere brikker, end forvandlinger kan give
chess_impossible = stillingen er ikke mulig i skak
chess_two_reasons = { $first }; { $second }

## Partier

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = varianten '{ $variant }' spilles ikke her: kun almindelig skak
