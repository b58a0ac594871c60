# Ajedrez: posiciones (FEN), jugadas (SAN y UCI) y partidas (PGN).

piece-pawn = peón
piece-knight = caballo
piece-bishop = alfil
piece-rook = torre
piece-queen = dama
piece-king = rey

## Jugadas

chess_not_move = '{ $text }' no es una jugada: escríbela en SAN (Nf3, exd5, O-O, e8=Q) o UCI (g1f3, e7e8q)
chess_promotion_piece = un peón corona en dama (Q), torre (R), alfil (B) o caballo (N)
chess_only_pawn_promotes = solo un peón puede coronar
chess_promotion_not_last_rank = solo corona un peón que llega a la última fila
chess_promotion_needed = en la última fila el peón corona: indica la pieza ({ $example })
castling_moved = aquí no se puede enrocar: el rey o esa torre ya se han movido
castling_in_check = aquí no se puede enrocar: el rey está en jaque
castling_blocked = aquí no se puede enrocar: hay piezas entre el rey y la torre
castling_attacked = aquí no se puede enrocar: el rey pasaría por una casilla atacada o caería en ella
chess_no_piece = no hay ninguna pieza en { $square }
chess_not_your_piece = la pieza de { $square } ({ $piece }) es de { $owner }, y el turno es de { $turn }
chess_own_piece = tu propia pieza ({ $piece }) está en { $square }
chess_king_in_check = el rey quedaría en jaque
chess_cannot_reach = la pieza de { $from } ({ $piece }) no puede ir a { $to }
chess_none_reaches = ninguna pieza ({ $piece }) puede ir a { $to }
chess_none_on_file = ninguna pieza ({ $piece }) de la columna { $file } puede ir a { $to }
chess_none_on_rank = ninguna pieza ({ $piece }) de la fila { $rank } puede ir a { $to }
chess_none_on_square = ninguna pieza ({ $piece }) en { $square } puede ir a { $to }

## Posiciones

fen_empty = la FEN está vacía
fen_fields = una FEN tiene de 4 a 6 campos (tablero, turno, enroques, al paso, medias jugadas, número de jugada), no { $found }
fen_side = el turno es 'w' o 'b', no '{ $found }'
fen_halfmove_clock = el contador de medias jugadas '{ $found }' no es un número
fen_move_number = el número de jugada '{ $found }' no es un número
fen_ranks = el tablero tiene 8 filas separadas por '/', no { $found }
fen_rank_char = fila { $rank }: '{ $found }' no es una pieza (PNBRQK, pnbrqk) ni un número de casillas vacías
fen_rank_width = la fila { $rank } ('{ $text }') tiene { $squares ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
}, no 8
fen_castling = los derechos de enroque son '-' o algunos de 'KQkq', cada uno una vez, no '{ $found }'
fen_en_passant = el campo al paso es '-' o una casilla de la fila 3 o 6, no '{ $found }'
fen_unreadable = la FEN no se puede leer: { $detail }
chess_empty_board = el tablero está vacío
chess_missing_king = cada bando necesita un rey, y falta uno
chess_too_many_kings = un bando tiene más de un rey
chess_pawn_back_rank = hay un peón en la primera o en la última fila
chess_castling_rights = un derecho de enroque exige el rey y esa torre en sus casillas iniciales
chess_en_passant_square = la casilla al paso no sigue a un avance doble de peón
chess_opposite_check = el bando que no tiene el turno está en jaque
chess_impossible_check = ese jaque no puede darse en una partida
chess_too_much_material = más piezas de las que pueden dar las coronaciones
chess_impossible = la posición no es posible en ajedrez
chess_two_reasons = { $first }; { $second }

## Partidas

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = la variante '{ $variant }' no se juega aquí: solo ajedrez clásico
