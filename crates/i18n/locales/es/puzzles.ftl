# Problemas: `ply puzzles generate`, y la API de problemas del servidor.

puzzles_counts = --games, --nodes y --count deben ser al menos 1
puzzles_read = no se puede leer { $path }: { $error }
puzzles_written = { $count ->
    [one] 1 problema
   *[other] { $count } problemas
} de { $positions } posiciones escritos en { $path }
puzzles_no_game = no hay problemas de { $game }; hay problemas de { $known }
puzzle_not_found = no hay ningún problema { $id }
puzzle_bad_rating = la puntuación de problemas enviada no es de las que da este servidor: una puntuación de 0 a 4000, un RD de 45 a 350 y una volatilidad entre 0 y 1
puzzle_rating_kept = la puntuación de problemas de un jugador con sesión la lleva el servidor: envía el resultado sin puntuación

## `ply puzzles check`, y por qué un problema no pasa su comprobación.

puzzles_checked = { $game }: { $count ->
    [one] 1 problema comprobado
   *[other] { $count } problemas comprobados
}, { $failed } fallidos; las bases de finales o el solucionador alcanzaron { $reached } de ellos, en { $positions } de las posiciones donde mueve quien resuelve
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 problema no pasa su comprobación
   *[other] { $count } problemas no pasan su comprobación
}
puzzles_refused = { $count ->
    [one] 1 problema hallado por la búsqueda fue rechazado
   *[other] { $count } problemas hallados por la búsqueda fueron rechazados
}: las bases de finales o el solucionador contradicen sus jugadas
puzzle_check_game = juego desconocido { $game }
puzzle_check_position = la posición: { $error }
puzzle_check_over = la posición ha terminado
puzzle_check_move = la jugada { $number } '{ $text }' de la solución no es legal
puzzle_check_reply = la solución termina con una respuesta, no con la jugada de quien resuelve
puzzle_check_not_only = la única jugada ganadora según la búsqueda más profunda es { $found }, no la de la solución
puzzle_check_no_winner = según la búsqueda más profunda ninguna jugada gana por sí sola
puzzle_check_tables_none = las bases de finales contradicen la jugada { $number } de la solución: ninguna jugada gana
puzzle_check_tables = las bases de finales contradicen la jugada { $number } de la solución; jugadas ganadoras: { $moves }
puzzle_check_solver = el solucionador contradice la jugada { $number } de la solución; las diferencias finales de las jugadas: { $margins }

## Los problemas de la página (/puzzles).

page-puzzles = Problemas
page-puzzles-game = Juego de los problemas
page-puzzle-find = encuentra la jugada que gana para { $side }
page-puzzle-over = Problema terminado
page-puzzle-right = Correcto. Sigue.
page-puzzle-wrong = Incorrecto: { $move } no es la jugada.
page-puzzle-solved = ¡Resuelto!
page-puzzle-show = Mostrar la solución
page-puzzle-next = Siguiente problema
page-puzzle-solution = Solución: { $moves }
page-puzzle-rating = Puntuación del problema: { $rating }
page-puzzle-your-rating = Tu puntuación de problemas: { $rating }
page-puzzle-change = Cambio de puntuación: { $diff }
page-puzzle-themes = Temas: { $themes }
page-puzzle-source = De { $source }
page-puzzle-theme-capture-sequence = captura múltiple
page-puzzle-theme-sacrifice = sacrificio
page-puzzle-theme-breakthrough = ruptura
page-puzzle-theme-coup-turc = golpe turco
page-puzzle-theme-check = jaque
page-puzzle-theme-promotion = coronación
page-puzzle-theme-one-move = una jugada
page-puzzle-theme-win = victoria
page-puzzle-theme-mate = mate
page-puzzle-theme-mate-in-1 = mate en 1
page-puzzle-theme-mate-in-2 = mate en 2
page-puzzle-theme-mate-in-3 = mate en 3
page-puzzle-theme-extra-turn = jugada más
page-puzzle-theme-capture = captura
page-puzzle-theme-endgame = final

## La práctica de las páginas de reglas: cada figura que muestra una jugada, hecha por el jugador.

page-practise = Practicar
page-practise-count = Ejercicio { $n } de { $count }
page-practise-task = turno de { $side }: haz la jugada de la que trata esta regla.
page-practise-right = ¡Correcto!
page-practise-other = { $move } es legal aquí, pero esta regla pide otra jugada. Inténtalo otra vez.
page-practise-next = Siguiente ejercicio
page-practise-again = Empezar de nuevo
page-practise-close = Cerrar la práctica
page-practise-done = Has hecho todas las jugadas de esta página.
