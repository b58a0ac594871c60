# Schaken: stellingen (FEN), zetten (SAN en UCI) en partijen (PGN).

piece-pawn = pion
piece-knight = paard
piece-bishop = loper
piece-rook = toren
piece-queen = dame
piece-king = koning

## Zetten

chess_not_move = '{ $text }' is geen zet: schrijf hem in SAN (Nf3, exd5, O-O, e8=Q) of UCI (g1f3, e7e8q)
chess_promotion_piece = een pion promoveert tot dame (Q), toren (R), loper (B) of paard (N)
chess_only_pawn_promotes = alleen een pion kan promoveren
chess_promotion_not_last_rank = alleen een pion die de laatste rij bereikt, promoveert
chess_promotion_needed = een pion promoveert op de laatste rij: geef aan tot welk stuk ({ $example })
castling_moved = rokeren mag hier niet: de koning of die toren heeft al gezet
castling_in_check = rokeren mag hier niet: de koning staat schaak
castling_blocked = rokeren mag hier niet: er staan stukken tussen de koning en de toren
castling_attacked = rokeren mag hier niet: de koning zou over een aangevallen veld gaan of erop komen
chess_no_piece = op { $square } staat geen stuk
chess_not_your_piece = het stuk op { $square } ({ $piece }) is van { $owner }, en { $turn } is aan zet
chess_own_piece = op { $square } staat je eigen stuk ({ $piece })
chess_king_in_check = de koning zou schaak staan
chess_cannot_reach = het stuk op { $from } ({ $piece }) kan niet naar { $to }
chess_none_reaches = geen enkel stuk ({ $piece }) kan naar { $to }
chess_none_on_file = geen enkel stuk ({ $piece }) op de { $file }-lijn kan naar { $to }
chess_none_on_rank = geen enkel stuk ({ $piece }) op rij { $rank } kan naar { $to }
chess_none_on_square = geen enkel stuk ({ $piece }) op { $square } kan naar { $to }

## Stellingen

fen_empty = de FEN is leeg
fen_fields = een FEN heeft 4 tot 6 velden (bord, aan zet, rokade, en passant, halve zetten, zetnummer), niet { $found }
fen_side = wie aan zet is, is 'w' of 'b', niet '{ $found }'
fen_halfmove_clock = de teller van halve zetten '{ $found }' is geen getal
fen_move_number = het zetnummer '{ $found }' is geen getal
fen_ranks = het bord heeft 8 rijen gescheiden door '/', niet { $found }
fen_rank_char = rij { $rank }: '{ $found }' is geen stuk (PNBRQK, pnbrqk) en geen aantal lege velden
fen_rank_width = rij { $rank } ('{ $text }') heeft { $squares ->
    [one] { $squares } veld
   *[other] { $squares } velden
}, niet 8
fen_castling = rokaderechten zijn '-' of enkele van 'KQkq', elk één keer, niet '{ $found }'
fen_en_passant = het en-passantveld is '-' of een veld op rij 3 of 6, niet '{ $found }'
fen_unreadable = de FEN kan niet gelezen worden: { $detail }
chess_empty_board = het bord is leeg
chess_missing_king = elke kleur heeft een koning nodig, en er ontbreekt er een
chess_too_many_kings = een kleur heeft meer dan één koning
chess_pawn_back_rank = er staat een pion op de eerste of laatste rij
chess_castling_rights = een rokaderecht vraagt koning en toren op hun beginvelden
chess_en_passant_square = het en-passantveld volgt niet op een dubbele pionstap
chess_opposite_check = de kleur die niet aan zet is, staat schaak
chess_impossible_check = dit schaak kan in een partij niet ontstaan
chess_too_much_material = meer stukken dan promoties kunnen opleveren
chess_impossible = deze stelling is bij het schaken niet mogelijk
chess_two_reasons = { $first }; { $second }

## Partijen

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = de variant '{ $variant }' wordt hier niet gespeeld: alleen gewoon schaken
