# Dama, tutte le varianti: posizioni (FEN PDN), mosse e partite (PDN).

## Mosse

draughts_example_numbers = 32-28, o 26x17 per una presa
draughts_example_algebraic = c3-d4, o c3:e5 per una presa
draughts_not_move = '{ $text }' non è una mossa: scrivila come { $example }
draughts_not_dark_square = '{ $text }' non è una casella scura della damiera { $size }×{ $size }
draughts_no_such_square = la casella { $square } non esiste (le caselle vanno da 1 a { $max })
draughts_not_yours = nessun tuo pezzo in { $square }
draughts_ambiguous = ambigua: { $text } può essere { $moves }

## Perché una mossa non è legale

men_capture_forward = le pedine non prendono all'indietro ({ $game })
no_capture_to_make = non c'è nessuna presa da fare: { $moves }
square_not_empty = la casella { $square } non è libera
king_diagonal = una dama si muove lungo una diagonale
king_orthogonal = una dama si muove lungo una riga o una colonna
man_one_square = una pedina avanza di una casella in diagonale
man_one_square_orthogonal = una pedina si muove di una casella in avanti o di lato
men_forward_only = le pedine vanno solo avanti
king_one_square = le dame si muovono di una casella alla volta ({ $game })
way_blocked = la strada da { $from } a { $to } è sbarrata
king_must_capture = la dama deve prendere: { $moves }
majority_rule = è obbligatorio prendere il maggior numero di pezzi: { $count ->
    [one] { $count } pezzo
   *[other] { $count } pezzi
}: { $moves }
king_must_continue = una dama che prende deve fermarsi dove può continuare a prendere: { $moves }
capture_continues = la presa deve continuare: { $moves }
capture_compulsory = la presa è obbligatoria: { $captures }

## Posizioni

position_empty = testo di posizione vuoto
draughts_side = '{ $found }' non è il colore che muove: il testo comincia con W o B, come in W:W21-32:B1-12
draughts_colour_section = '{ $found }' non è una sezione di colore: comincia con W o B
draughts_listed_twice = i pezzi del { $side } sono elencati due volte
draughts_square_off_board = la casella { $square } non esiste: la damiera { $size }×{ $size } ha le caselle da 1 a { $max }
draughts_square_twice = la casella { $square } è elencata due volte
draughts_white_man_crown_row = una pedina bianca non può stare in { $square }: su quella riga le pedine bianche vanno a dama
draughts_black_man_crown_row = una pedina nera non può stare in { $square }: su quella riga le pedine nere vanno a dama
draughts_token = '{ $found }' non è una casella: scrivi un numero, K davanti a una dama, o un intervallo come 1-12
draughts_range = '{ $found }' non è un intervallo: la prima casella deve essere la minore

## Opzioni di regole e partite

expected_plies = un numero di semimosse, o off
expected_board_size = 8 o 10 (la damiera 12×12 è il gioco canadian)
expected_board_size_12 = 12: questo gioco si gioca sulla damiera 12×12
expected_orthogonal_size = 8: la damiera ortogonale (turca) è 8×8
expected_orthogonal_captures_size = false: le prese lungo righe e colonne si giocano sulle damiere 8×8 e 10×10
expected_not_turkish_board = false: le prese ortogonali (frisone) e la damiera turca non vanno insieme
pdn_game_type = GameType { $value } non è supportato: ply legge { $known }
pdn_board = GameType { $value } si gioca sulla damiera { $size }×{ $size }: apri la partita come quel gioco
men_capture_kings = le pedine non prendono le dame ({ $game })
italian_priority = tra prese di ugual numero di pezzi va prima quella della dama, poi quella che prende più dame, poi quella che prende prima una dama: { $moves }
most_kings_first = tra prese di ugual numero di pezzi va prima quella che prende più dame: { $moves }
expected_tie_break = none, kings, italian o frisian
expected_count = un numero, o off
expected_start_rows = un numero di righe minore della metà del lato della damiera
frisian_value = va prima la presa di valore più alto (una dama vale più di una pedina e meno di due), e a parità di valore quella della dama: { $moves }
king_move_run = questa dama ha fatto { $limit } mosse di fila; deve prendere o deve muovere un altro pezzo
record_ambiguous_taken = la mossa { $number } ({ $text }) corrisponde a più di un percorso di presa; quello da cui prosegue la partita è { $taken }
