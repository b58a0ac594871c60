# Mensajes comunes a todos los juegos: resultados, motivos del final, partidas, opciones de reglas.

language-name = español

side-white = Blancas
side-black = Negras
side-south = Sur
side-north = Norte

## Resultados

result_win = victoria de { $side }: { $reason }
result_draw = tablas: { $reason }
result_win_score = victoria de { $side } { $won }–{ $lost }: { $reason }
result_draw_score = tablas { $white }–{ $black }: { $reason }
result_aborted = partida anulada: { $reason }

## Por qué terminó una partida

reason-no_moves = el bando que tiene el turno no tiene jugadas legales
reason-no_pieces = el bando que tiene el turno ya no tiene piezas
reason-checkmate = jaque mate
reason-stalemate = rey ahogado
reason-insufficient_material = ningún bando puede dar mate
reason-repetition = la misma posición por tercera vez
reason-fifty_moves = 50 jugadas de cada bando sin mover un peón ni capturar
reason-no_capture_moves = 15 jugadas de cada bando sin captura
reason-king_moves = { $moves } jugadas de cada bando moviendo solo damas y sin captura
reason-sixteen_moves = 16 jugadas de cada bando en un final de tres contra una dama
reason-five_moves = 5 jugadas de cada bando en un final de dos contra una dama
reason-pits_empty = los hoyos de un jugador están vacíos y se cuentan las judías
reason-nothing_left = el bando que tiene el turno ya no tiene piezas ni jugadas, y eso gana
reason-crowned = un peón coronó, y eso gana
reason-lone_pieces = una pieza cada uno tras la última captura
reason-two_kings_one = 7 jugadas de cada bando con dos damas contra una
reason-one_king_each = 2 jugadas de cada bando con una dama cada uno
reason-resignation = abandono
reason-agreement = acuerdo
reason-timeout = se acabó el tiempo
reason-aborted = un bando no hizo su primera jugada en 30 segundos

## Listas

list-or = { $first } o { $last }

## Jugadas

move_not_legal = esa jugada no es legal en esta posición
game_over = la partida ha terminado: { $result }

## Posiciones y partidas

invalid_position = posición no válida: { $detail }
invalid_record = partida no válida: { $detail }
position_unreadable = este texto de posición no se puede leer
comment_not_closed = un comentario '{"{"}' no se cierra con '{"}"}'
comment_not_open = '{"}"}' no cierra ningún comentario
variation_not_closed = una variante '(' no se cierra con ')'
variation_not_open = ')' no cierra ninguna variante
record_other_game = la partida es de '{ $named }', no de '{ $game }'
record_bad_move = jugada { $number } '{ $text }': { $reason }
comment_no_move = no hay jugada { $ply } que comentar: la partida tiene { $played ->
    [one] { $played } jugada
   *[other] { $played } jugadas
}
tag_malformed = línea de etiqueta mal formada: { $line }
tag_no_value = etiqueta sin valor: { $line }
tag_not_quoted = valor de etiqueta sin comillas: { $line }

## Opciones de reglas

rule_unknown_none = opción de regla desconocida '{ $key }': este juego no tiene ninguna
rule_unknown = opción de regla desconocida '{ $key }' (conocidas: { $known })
rule_bad_value = opción de regla { $key }={ $value }: se esperaba { $expected }
expected_bool = true o false
expected_whole_number = un número entero
game_over_plain = la partida ha terminado
no_move_given = no se ha dado ninguna jugada
move_ambiguous = { $text } es ambigua: { $moves }

## Juegos y partidas

unknown_game = juego desconocido '{ $game }' (conocidos: { $known })
engine_failed = motor: { $detail }
record_in_game = partida { $game } (línea { $line }): { $error }
record_empty = el texto no contiene ninguna partida
record_past_draw = la jugada { $number } ({ $text }) sigue después de terminar la partida ({ $result }); las jugadas se conservan tal como se anotaron
record_result_differs = la partida dice { $written }, pero la posición final dice: { $found }; se conserva el resultado de la partida

## Preparar una posición en el editor

set_up_unsupported = las posiciones de este juego no se pueden preparar en el tablero; escribe el texto de la posición
set_up_cells = una preparación necesita { $expected } casillas, no { $found }
set_up_piece = este juego no tiene ninguna pieza '{ $piece }'
set_up_unplayable = las piezas solo se colocan en las casillas oscuras
