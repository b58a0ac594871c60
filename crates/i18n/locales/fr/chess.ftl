# Échecs : positions (FEN), coups (SAN et UCI) et parties (PGN).

piece-pawn = pion
piece-knight = cavalier
piece-bishop = fou
piece-rook = tour
piece-queen = dame
piece-king = roi

## Coups

chess_not_move = '{ $text }' n'est pas un coup : écrivez-le en SAN (Nf3, exd5, O-O, e8=Q) ou en UCI (g1f3, e7e8q)
chess_promotion_piece = un pion se promeut en dame (Q), tour (R), fou (B) ou cavalier (N)
chess_only_pawn_promotes = seul un pion peut être promu
chess_promotion_not_last_rank = seul un pion qui atteint la dernière rangée est promu
chess_promotion_needed = un pion est promu sur la dernière rangée : indiquez la pièce ({ $example })
castling_moved = le roque n'est pas permis ici : le roi ou cette tour a déjà joué
castling_in_check = le roque n'est pas permis ici : le roi est en échec
castling_blocked = le roque n'est pas permis ici : des pièces se trouvent entre le roi et la tour
castling_attacked = le roque n'est pas permis ici : le roi traverserait une case attaquée ou s'y arrêterait
chess_no_piece = il n'y a pas de pièce en { $square }
chess_not_your_piece = la pièce en { $square } ({ $piece }) est du camp adverse ({ $owner }) ; trait : { $turn }
chess_own_piece = votre propre pièce ({ $piece }) occupe { $square }
chess_king_in_check = le roi serait en échec
chess_cannot_reach = la pièce en { $from } ({ $piece }) ne peut pas aller en { $to }
chess_none_reaches = aucune pièce ({ $piece }) ne peut aller en { $to }
chess_none_on_file = aucune pièce ({ $piece }) de la colonne { $file } ne peut aller en { $to }
chess_none_on_rank = aucune pièce ({ $piece }) de la rangée { $rank } ne peut aller en { $to }
chess_none_on_square = aucune pièce ({ $piece }) en { $square } ne peut aller en { $to }

## Positions

fen_empty = la FEN est vide
fen_fields = une FEN a de 4 à 6 champs (échiquier, trait, roques, en passant, demi-coups, numéro du coup), pas { $found }
fen_side = le trait est 'w' ou 'b', pas '{ $found }'
fen_halfmove_clock = le compteur de demi-coups '{ $found }' n'est pas un nombre
fen_move_number = le numéro du coup '{ $found }' n'est pas un nombre
fen_ranks = l'échiquier a 8 rangées séparées par '/', pas { $found }
fen_rank_char = rangée { $rank } : '{ $found }' n'est ni une pièce (PNBRQK, pnbrqk) ni un nombre de cases vides
fen_rank_width = la rangée { $rank } ('{ $text }') a { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}, pas 8
fen_castling = les droits de roque sont '-' ou certains de 'KQkq', chacun une fois, pas '{ $found }'
fen_en_passant = le champ en passant est '-' ou une case de la 3e ou de la 6e rangée, pas '{ $found }'
fen_unreadable = la FEN ne peut pas être lue : { $detail }
chess_empty_board = l'échiquier est vide
chess_missing_king = chaque camp a besoin d'un roi, et il en manque un
chess_too_many_kings = un camp a plus d'un roi
chess_pawn_back_rank = un pion se trouve sur la première ou la dernière rangée
chess_castling_rights = un droit de roque exige le roi et cette tour sur leurs cases de départ
chess_en_passant_square = la case en passant ne suit pas une avance de deux cases d'un pion
chess_opposite_check = le camp qui n'a pas le trait est en échec
chess_impossible_check = cet échec ne peut pas survenir dans une partie
chess_too_much_material = plus de pièces que les promotions ne peuvent en donner
chess_impossible = cette position est impossible aux échecs
chess_two_reasons = { $first } ; { $second }

## Parties

pgn_bad_move = { $number } { $text } : { $reason }
pgn_variant = la variante '{ $variant }' ne se joue pas ici : seulement les échecs classiques
