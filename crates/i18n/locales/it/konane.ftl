# Konane: posizioni e mosse.

konane_no_move = nessuna mossa data: scrivi una casella da svuotare (d5) o un salto da-a (d3-d5)
konane_not_move = '{ $text }' non è una mossa di Konane: scrivi una casella da svuotare (d5) o un salto da-a (d3-d5)
konane_not_square = '{ $text }' non è una casella: colonne a-h, righe 1-8 (scrivi una casella da svuotare (d5) o un salto da-a (d3-d5))
konane_black_removal = la prima mossa del Nero toglie una pietra da a8, h1, d5 o e4
konane_white_removal = il Bianco toglie una pietra accanto alla casella vuota: { $squares }
konane_removal_over = le pietre si tolgono solo in apertura; ogni mossa ora è un salto, scritto da-a come d3-d5
konane_not_yours = nessuna tua pietra in { $square }
konane_no_step = { $from }-{ $to } non si muove: un salto atterra oltre la pietra che prende
konane_diagonal = i salti in diagonale non sono permessi
konane_turn = i salti vanno in linea retta; niente svolte
konane_odd_distance = { $from }-{ $to } è un numero dispari di caselle: ogni salto passa sopra una pietra avversaria fino alla casella vuota subito dopo, due caselle più in là
konane_not_jump = non è un salto: { $from } non è accanto a una pietra avversaria ({ $over } è vuota)
konane_jump_stops = il salto non può continuare da { $stop }: { $over } è vuota, non è una pietra avversaria
konane_occupied = la casella { $square } non è vuota

konane_position_form = attesi la scacchiera, uno spazio e chi muove (b o w), per esempio '{ $example }'
konane_side = chi muove è b o w, non '{ $found }'
konane_ranks = attese 8 righe separate da '/', trovate { $found }
konane_rank_char = riga { $rank }: '{ $found }' non è b, w né una cifra da 1 a 8
konane_rank_long = la riga { $rank } ha più di 8 caselle
konane_rank_digits = riga { $rank }: due cifre di fila; scrivi una sola cifra per una serie di caselle vuote
konane_rank_short = la riga { $rank } ha { $found ->
    [one] { $found } casella
   *[other] { $found } caselle
}; ogni riga ne ha 8
konane_white_colour = una pietra bianca in { $square }: le pietre del Bianco cominciano sulle caselle scure e ci restano
konane_black_colour = una pietra nera in { $square }: le pietre del Nero cominciano sulle caselle chiare e ci restano
konane_full_board = la scacchiera è piena, quindi muove il Nero: la sua prima mossa toglie una pietra
konane_first_removal = l'unica casella vuota è { $square }, ma la prima mossa del Nero toglie una pietra da a8, h1, d5 o e4
konane_white_after_removal = una casella vuota significa che il Nero ha tolto una pietra, quindi muove il Bianco
konane_two_removals = due caselle vuote devono essere le pietre tolte in apertura (una di a8, h1, d5, e4 e una casella accanto), non { $first } e { $second }
konane_black_after_removals = dopo le due pietre tolte in apertura muove il Nero
konane_white_count = il Bianco ha { $count ->
    [one] { $count } pietra
   *[other] { $count } pietre
}, ma l'apertura ne ha tolta una
konane_black_count = il Nero ha { $count ->
    [one] { $count } pietra
   *[other] { $count } pietre
}, ma l'apertura ne ha tolta una
konane_white_unjumped = il Nero ha saltato (più di due caselle vuote), ma il Bianco ha ancora 31 pietre
konane_black_unjumped = muove il Nero dopo un salto, quindi il Bianco ha saltato, ma il Nero ha ancora 31 pietre
