# Kalahá: opciones de reglas, posiciones y jugadas.

kalah_pits_range = opción de regla pits={ $pits }: cada jugador tiene de 1 a { $most } hoyos
kalah_seeds_zero = opción de regla seeds=0: cada hoyo empieza con al menos una judía
kalah_too_many_seeds = Kalahá({ $pits },{ $seeds }) tendría { $total } judías; caben como máximo { $limit } (con { $pits ->
    [one] { $pits } hoyo
   *[other] { $pits } hoyos
}, seeds va de 1 a { $most })
kalah_count_number = se esperaban { $expected ->
    [one] { $expected } número
   *[other] { $expected } números
} ({ $pits ->
    [one] { $pits } hoyo
   *[other] { $pits } hoyos
} y un hoyo de ganancias por jugador), hay { $found }; la opción de regla pits fija el tamaño del tablero
kalah_seed_total = los números suman { $total ->
    [one] { $total } judía
   *[other] { $total } judías
}, pero { $rules } tiene { $expected }
kalah_position_form = se esperaban los números separados por comas, un espacio y el jugador con turno (S o N), por ejemplo 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = el jugador con turno es S (Sur) o N (Norte), no '{ $found }'
kalah_seed_count = no es un número de judías: '{ $found }'
kalah_not_pit = no es un número de hoyo: { $text } (una jugada es el número del hoyo cuyas judías se reparten, de 1 a { $pits })
kalah_pit_range = los hoyos se numeran de 1 a { $pits }
kalah_pit_empty = el hoyo { $pit } está vacío: solo se reparten judías de un hoyo que las tenga
