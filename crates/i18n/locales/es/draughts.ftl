# Damas, todas las variantes: posiciones (FEN de PDN), jugadas y partidas (PDN).

## Jugadas

draughts_example_numbers = 32-28, o 26x17 para una captura
draughts_example_algebraic = c3-d4, o c3:e5 para una captura
draughts_not_move = '{ $text }' no es una jugada: escríbela como { $example }
draughts_not_dark_square = '{ $text }' no es una casilla oscura del tablero de { $size }×{ $size }
draughts_no_such_square = la casilla { $square } no existe (las casillas van de 1 a { $max })
draughts_not_yours = no tienes ninguna pieza en { $square }
draughts_ambiguous = ambigua: { $text } puede ser { $moves }

## Por qué una jugada no es legal

men_capture_forward = los peones no capturan hacia atrás ({ $game })
no_capture_to_make = no hay ninguna captura que hacer: { $moves }
square_not_empty = la casilla { $square } no está vacía
king_diagonal = una dama se mueve por una diagonal
king_orthogonal = una dama se mueve por una fila o una columna
man_one_square = un peón avanza una casilla en diagonal
man_one_square_orthogonal = un peón se mueve una casilla hacia delante o hacia un lado
men_forward_only = los peones solo avanzan
king_one_square = las damas se mueven de una en una casilla ({ $game })
way_blocked = el camino de { $from } a { $to } está cortado
king_must_capture = la dama debe capturar: { $moves }
majority_rule = la ley de la cantidad obliga a capturar { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}: { $moves }
king_must_continue = una dama que captura debe detenerse donde pueda seguir capturando: { $moves }
capture_continues = la captura debe continuar: { $moves }
capture_compulsory = la captura es obligatoria: { $captures }

## Posiciones

position_empty = texto de posición vacío
draughts_side = '{ $found }' no es un bando con turno: el texto empieza por W o B, como en W:W21-32:B1-12
draughts_colour_section = '{ $found }' no es una sección de color: empieza por W o B
draughts_listed_twice = las piezas de { $side } aparecen dos veces
draughts_square_off_board = la casilla { $square } no existe: el tablero de { $size }×{ $size } tiene las casillas 1 a { $max }
draughts_square_twice = la casilla { $square } aparece dos veces
draughts_white_man_crown_row = un peón blanco no puede estar en { $square }: en esa fila coronan los peones blancos
draughts_black_man_crown_row = un peón negro no puede estar en { $square }: en esa fila coronan los peones negros
draughts_token = '{ $found }' no es una casilla: escribe un número, K delante de una dama, o un intervalo como 1-12
draughts_range = '{ $found }' no es un intervalo: la primera casilla debe ser la menor

## Opciones de reglas y partidas

expected_plies = un número de medias jugadas, u off
expected_board_size = 8 o 10 (el tablero de 12×12 es el juego canadian)
expected_board_size_12 = 12: este juego se juega en el tablero de 12×12
expected_orthogonal_size = 8: el tablero ortogonal (turco) es de 8×8
expected_orthogonal_captures_size = false: las capturas por filas y columnas se juegan en los tableros de 8×8 y 10×10
expected_not_turkish_board = false: las capturas ortogonales (frisias) y el tablero turco no van juntos
pdn_game_type = GameType { $value } no está admitido: ply lee { $known }
pdn_board = GameType { $value } se juega en el tablero de { $size }×{ $size }: abre la partida como ese juego
men_capture_kings = los peones no capturan damas ({ $game })
italian_priority = entre capturas de igual número de piezas va primero la de la dama, después la que captura más damas, después la que captura antes una dama: { $moves }
most_kings_first = entre capturas de igual número de piezas va primero la que captura más damas: { $moves }
expected_tie_break = none, kings, italian o frisian
expected_count = un número, u off
expected_start_rows = un número de filas menor que la mitad del lado del tablero
frisian_value = va primero la captura de más valor (una dama vale más que un peón y menos que dos), y a igual valor la de la dama: { $moves }
king_move_run = esta dama ha hecho { $limit } jugadas seguidas; debe capturar o debe moverse otra pieza
record_ambiguous_taken = la jugada { $number } ({ $text }) encaja con más de un camino de captura; el que sigue la partida es { $taken }
