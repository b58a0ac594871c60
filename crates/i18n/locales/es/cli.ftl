# El terminal: `ply apply`, `ply play`.

cli-position = posición: { $position }
cli-finished = estado: terminada, { $result }
cli-ongoing = estado: en juego, turno de { $side }
cli-welcome = { $game } — juegas con { $side }, el ordenador juega en el nivel { $level }. Escribe help para ver las órdenes.
cli-prompt = turno de { $side }
cli-help =
    Escribe una jugada en la notación del juego, o una orden:
      hint    el ordenador sugiere una jugada     undo    deshacer tu última jugada
      flip    girar el tablero                    moves   listar las jugadas legales
      draw    ofrecer tablas                      resign  abandonar la partida
      board   mostrar otra vez el tablero         quit    salir
cli-computer-plays = ply juega { $text }
cli-computer-refused = se rechazó la jugada { $text } del ordenador: { $reason }
cli-hint = sugerencia: { $text }
cli-no-hint = ninguna jugada que sugerir
cli-nothing-to-undo = nada que deshacer
cli-taken-back = deshecho: { $moves }
cli-draw-accepted = el ordenador acepta las tablas
cli-draw-declined = el ordenador rechaza las tablas
cli-game-over = partida terminada: { $result }
cli-moves = jugadas: { $moves }
cli-bad-color = --color { $text }: se esperaba { $first }, { $second } o random
record_warning = partida { $game } (línea { $line }): aviso: { $warning }
record_skipped = omitida: { $error }
record_read_summary = { $read } partidas leídas, { $skipped } omitidas
