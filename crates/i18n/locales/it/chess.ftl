# Scacchi: posizioni (FEN), mosse (SAN e UCI) e partite (PGN).

piece-pawn = pedone
piece-knight = cavallo
piece-bishop = alfiere
piece-rook = torre
piece-queen = donna
piece-king = re

## Mosse

chess_not_move = '{ $text }' non è una mossa: scrivila in SAN (Nf3, exd5, O-O, e8=Q) o UCI (g1f3, e7e8q)
chess_promotion_piece = un pedone si promuove a donna (Q), torre (R), alfiere (B) o cavallo (N)
chess_only_pawn_promotes = solo un pedone può essere promosso
chess_promotion_not_last_rank = solo un pedone che raggiunge l'ultima traversa viene promosso
chess_promotion_needed = sull'ultima traversa il pedone viene promosso: indica il pezzo ({ $example })
castling_moved = qui l'arrocco non è permesso: il re o quella torre hanno già mosso
castling_in_check = qui l'arrocco non è permesso: il re è sotto scacco
castling_blocked = qui l'arrocco non è permesso: ci sono pezzi tra il re e la torre
castling_attacked = qui l'arrocco non è permesso: il re passerebbe su una casa attaccata o ci finirebbe
chess_no_piece = non c'è nessun pezzo in { $square }
chess_not_your_piece = il pezzo in { $square } ({ $piece }) è del { $owner }, e la mossa spetta al { $turn }
chess_own_piece = in { $square } c'è un tuo pezzo ({ $piece })
chess_king_in_check = il re sarebbe sotto scacco
chess_cannot_reach = il pezzo in { $from } ({ $piece }) non può andare in { $to }
chess_none_reaches = nessun pezzo ({ $piece }) può andare in { $to }
chess_none_on_file = nessun pezzo ({ $piece }) sulla colonna { $file } può andare in { $to }
chess_none_on_rank = nessun pezzo ({ $piece }) sulla traversa { $rank } può andare in { $to }
chess_none_on_square = nessun pezzo ({ $piece }) in { $square } può andare in { $to }

## Posizioni

fen_empty = la FEN è vuota
fen_fields = una FEN ha da 4 a 6 campi (scacchiera, tratto, arrocchi, en passant, semimosse, numero della mossa), non { $found }
fen_side = il tratto è 'w' o 'b', non '{ $found }'
fen_halfmove_clock = il contatore delle semimosse '{ $found }' non è un numero
fen_move_number = il numero della mossa '{ $found }' non è un numero
fen_ranks = la scacchiera ha 8 traverse separate da '/', non { $found }
fen_rank_char = traversa { $rank }: '{ $found }' non è un pezzo (PNBRQK, pnbrqk) né un numero di case vuote
fen_rank_width = la traversa { $rank } ('{ $text }') ha { $squares ->
    [one] { $squares } casa
   *[other] { $squares } case
}, non 8
fen_castling = i diritti di arrocco sono '-' o alcuni di 'KQkq', ciascuno una volta, non '{ $found }'
fen_en_passant = il campo en passant è '-' o una casa della 3ª o 6ª traversa, non '{ $found }'
fen_unreadable = la FEN non si può leggere: { $detail }
chess_empty_board = la scacchiera è vuota
chess_missing_king = ogni colore ha bisogno di un re, e ne manca uno
chess_too_many_kings = un colore ha più di un re
chess_pawn_back_rank = un pedone sta sulla prima o sull'ultima traversa
chess_castling_rights = un diritto di arrocco richiede il re e quella torre sulle loro case di partenza
chess_en_passant_square = la casa en passant non segue un doppio passo di pedone
chess_opposite_check = il colore che non ha il tratto è sotto scacco
chess_impossible_check = questo scacco non può nascere in una partita
chess_too_much_material = più pezzi di quanti ne possano dare le promozioni
chess_impossible = la posizione non è possibile negli scacchi
chess_two_reasons = { $first }; { $second }

## Partite

pgn_bad_move = { $number } { $text }: { $reason }
pgn_variant = la variante '{ $variant }' non si gioca qui: solo scacchi classici
