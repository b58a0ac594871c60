# Schach: Stellungen (FEN), Züge (SAN und UCI) und Partien (PGN).

piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König

## Züge

chess_not_move = '{ $text }' ist kein Zug: schreibe ihn in SAN (Nf3, exd5, O-O, e8=Q) oder UCI (g1f3, e7e8q)
chess_promotion_piece = ein Bauer wird in eine Dame (Q), einen Turm (R), einen Läufer (B) oder einen Springer (N) umgewandelt
chess_only_pawn_promotes = nur ein Bauer kann umgewandelt werden
chess_promotion_not_last_rank = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
chess_promotion_needed = auf der letzten Reihe wird der Bauer umgewandelt: gib die Figur an ({ $example })
castling_moved = Rochade hier nicht erlaubt: der König oder dieser Turm hat schon gezogen
castling_in_check = Rochade hier nicht erlaubt: der König steht im Schach
castling_blocked = Rochade hier nicht erlaubt: zwischen König und Turm stehen Figuren
castling_attacked = Rochade hier nicht erlaubt: der König würde ein angegriffenes Feld überqueren oder betreten
chess_no_piece = auf { $square } steht keine Figur
chess_not_your_piece = { $piece } auf { $square } gehört { $owner }, am Zug ist { $turn }
chess_own_piece = auf { $square } steht deine eigene Figur ({ $piece })
chess_king_in_check = der König stünde im Schach
chess_cannot_reach = { $piece } auf { $from } kann nicht nach { $to } ziehen
chess_none_reaches = keine Figur der Art { $piece } kann nach { $to } ziehen
chess_none_on_file = keine Figur der Art { $piece } auf der { $file }-Linie kann nach { $to } ziehen
chess_none_on_rank = keine Figur der Art { $piece } auf der { $rank }. Reihe kann nach { $to } ziehen
chess_none_on_square = keine Figur der Art { $piece } auf { $square } kann nach { $to } ziehen

## Stellungen

fen_empty = die FEN ist leer
fen_fields = eine FEN hat 4 bis 6 Felder (Brett, Zugrecht, Rochaden, en passant, Halbzugzähler, Zugnummer), nicht { $found }
fen_side = das Zugrecht ist 'w' oder 'b', nicht '{ $found }'
fen_halfmove_clock = der Halbzugzähler '{ $found }' ist keine Zahl
fen_move_number = die Zugnummer '{ $found }' ist keine Zahl
fen_ranks = das Brett hat 8 durch '/' getrennte Reihen, nicht { $found }
fen_rank_char = Reihe { $rank }: '{ $found }' ist weder eine Figur (PNBRQK, pnbrqk) noch eine Anzahl leerer Felder
fen_rank_width = Reihe { $rank } ('{ $text }') hat { $squares ->
    [one] { $squares } Feld
   *[other] { $squares } Felder
}, nicht 8
fen_castling = Rochaderechte sind '-' oder einige von 'KQkq', jedes einmal, nicht '{ $found }'
fen_en_passant = das En-passant-Feld ist '-' oder ein Feld der 3. oder 6. Reihe, nicht '{ $found }'
fen_unreadable = die FEN kann nicht gelesen werden: { $detail }
chess_empty_board = das Brett ist leer
chess_missing_king = jede Seite braucht einen König, und einer fehlt
chess_too_many_kings = eine Seite hat mehr als einen König
chess_pawn_back_rank = ein Bauer steht auf der ersten oder letzten Reihe
chess_castling_rights = ein Rochaderecht verlangt König und Turm auf ihren Ausgangsfeldern
chess_en_passant_square = das En-passant-Feld folgt keinem Doppelschritt eines Bauern
chess_opposite_check = die Seite, die nicht am Zug ist, steht im Schach
chess_impossible_check = dieses Schach kann in einer Partie nicht entstehen
chess_too_much_material = mehr Figuren, als Umwandlungen ergeben können
chess_impossible = diese Stellung ist im Schach nicht möglich
chess_two_reasons = { $first }; { $second }

## Partien

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = die Variante '{ $variant }' wird hier nicht gespielt: nur klassisches Schach
