# Konane: posiciones y jugadas.

konane_no_move = no se ha dado ninguna jugada: escribe una casilla que vaciar (d5) o un salto origen-destino (d3-d5)
konane_not_move = '{ $text }' no es una jugada de Konane: escribe una casilla que vaciar (d5) o un salto origen-destino (d3-d5)
konane_not_square = '{ $text }' no es una casilla: columnas a-h, filas 1-8 (escribe una casilla que vaciar (d5) o un salto origen-destino (d3-d5))
konane_black_removal = la primera jugada de Negras retira una piedra de a8, h1, d5 o e4
konane_white_removal = Blancas retiran una piedra junto a la casilla vacía: { $squares }
konane_removal_over = las piedras solo se retiran en la apertura; ahora cada jugada es un salto, escrito origen-destino como d3-d5
konane_not_yours = no tienes ninguna piedra en { $square }
konane_no_step = { $from }-{ $to } no se mueve: un salto cae más allá de la piedra que captura
konane_diagonal = no se permiten saltos en diagonal
konane_turn = los saltos van en línea recta; sin girar
konane_odd_distance = { $from }-{ $to } es un número impar de casillas: cada salto pasa sobre una piedra contraria a la casilla vacía de detrás, dos casillas más allá
konane_not_jump = no es un salto: { $from } no está junto a una piedra contraria ({ $over } está vacía)
konane_jump_stops = el salto no puede seguir desde { $stop }: { $over } está vacía, no es una piedra contraria
konane_occupied = la casilla { $square } no está vacía

konane_position_form = se esperaba el tablero, un espacio y el bando con turno (b o w), por ejemplo '{ $example }'
konane_side = el bando con turno es b o w, no '{ $found }'
konane_ranks = se esperaban 8 filas separadas por '/', hay { $found }
konane_rank_char = fila { $rank }: '{ $found }' no es b, w ni una cifra de 1 a 8
konane_rank_long = la fila { $rank } tiene más de 8 casillas
konane_rank_digits = fila { $rank }: dos cifras seguidas; escribe una sola cifra para una serie de casillas vacías
konane_rank_short = la fila { $rank } tiene { $found ->
    [one] { $found } casilla
   *[other] { $found } casillas
}; cada fila tiene 8
konane_white_colour = una piedra blanca en { $square }: las piedras de Blancas empiezan en las casillas oscuras y se quedan en ellas
konane_black_colour = una piedra negra en { $square }: las piedras de Negras empiezan en las casillas claras y se quedan en ellas
konane_full_board = el tablero está lleno, así que juegan Negras: su primera jugada retira una piedra
konane_first_removal = la única casilla vacía es { $square }, pero la primera jugada de Negras retira una piedra de a8, h1, d5 o e4
konane_white_after_removal = una casilla vacía significa que Negras han retirado una piedra, así que juegan Blancas
konane_two_removals = dos casillas vacías deben ser las retiradas de la apertura (una de a8, h1, d5, e4 y una casilla vecina), no { $first } y { $second }
konane_black_after_removals = tras las dos retiradas de la apertura juegan Negras
konane_white_count = Blancas tienen { $count ->
    [one] { $count } piedra
   *[other] { $count } piedras
}, pero la apertura retiró una de ellas
konane_black_count = Negras tienen { $count ->
    [one] { $count } piedra
   *[other] { $count } piedras
}, pero la apertura retiró una de ellas
konane_white_unjumped = Negras han saltado (más de dos casillas vacías), pero Blancas aún tienen 31 piedras
konane_black_unjumped = juegan Negras tras un salto, así que Blancas han saltado, pero Negras aún tienen 31 piedras
