# La página web: etiquetas, botones, títulos y líneas de estado. Los identificadores empiezan por `page-`.

## Cabecera y títulos de pestaña

page-new-game = Nueva partida
page-language = Idioma
page-tab-game = ply · partida
page-tab-over = ply · partida terminada
page-tab-your-turn = Te toca · ply
page-rules-link = Reglas
page-rules-of = Reglas: { $game }

## Sala

page-loading = Cargando…
page-server-unreachable = No se puede contactar con el servidor: { $error }
page-network-error = no se puede contactar con el servidor
page-play-a-game = Jugar una partida
page-game = Juego
page-rule-options = Reglas
page-opponent = Rival
page-computer = Ordenador
page-computer-levels = ply, niveles 1–10
page-installed-engine = motor instalado
page-friend = Un amigo
page-friend-sub = con un enlace de invitación
page-same-device = Mismo dispositivo
page-same-device-sub = dos jugadores
page-computer-level = Nivel del ordenador
page-you-play = Juegas con
page-moves-first = sale primero
page-moves-second = sale segundo
page-random = Al azar
page-clock = Reloj
page-timed-game = Partida con reloj
page-minutes = minutos
page-increment = incremento
page-min-plus = min +
page-seconds-per-move = s por jugada
page-untimed = sin reloj
page-clock-presets = ritmos predefinidos
page-play = Jugar
page-your-games = Tus partidas
page-no-games = Aquí aparecen las partidas que empieces.
page-list-ongoing = turno de { $side } · { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
page-list-moves = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
page-list-won = Has ganado
page-list-lost = Has perdido
page-list-drawn = Tablas
page-finished = terminada
page-gone = desaparecida
page-vs-computer = contra el ordenador
page-vs-friend = contra un amigo
page-on-this-device = en este dispositivo
page-as-side = con { $side }
page-both-sides = los dos bandos

## Qué es cada juego, por su identificador

page-lobby-board = Tablero { $board }
page-lobby-other-games = Otros juegos
page-about-kabe = Damas estonias, 8×8
page-about-draughts = Internacionales, 10×10
page-about-russian = Shashki, 8×8: un peón que corona durante una captura sigue como dama
page-about-brazilian = Reglas internacionales en 8×8
page-about-pool = Pool checkers americano, 8×8
page-about-checkers = Damas inglesas, 8×8: damas cortas, salen las negras
page-about-czech = Damas checas: las reglas del kabe
page-about-chess = Leyes de la FIDE
page-about-konane = Damas hawaianas
page-about-kalah = Juego de judías
page-about-antidraughts = Damas ganapierde, 10×10: entrega todas tus piezas
page-about-breakthrough = Reglas internacionales, 10×10: gana la primera dama
page-about-italian = Dama italiana, 8×8: damas cortas, los peones no capturan damas
page-about-spanish = Damas españolas, 8×8: damas de largo alcance, los peones capturan hacia delante
page-about-turkish = Dama, 8×8 en las 64 casillas: peones hacia delante y de lado, damas como torres
page-about-frisian = 10×10: peones y damas también capturan por filas y columnas, la captura de más valor
page-about-frysk = Damas frisias con cinco peones cada uno en la última fila
page-about-canadian = Reglas internacionales en 12×12, 30 peones cada uno

## Opciones de reglas, por su clave

page-rule-size = Tamaño del tablero
page-rule-men-capture-backwards = Los peones capturan hacia atrás
page-rule-flying-kings = Damas de largo alcance
page-rule-majority-rule = Ley de la cantidad
page-rule-king-priority = Capturar primero con la dama
page-rule-crown-mid-capture = Coronar durante una captura
page-rule-king-must-continue = Un peón coronado sigue capturando como dama
page-rule-black-moves-first = Salen las negras
page-rule-no-capture-limit = Medias jugadas sin captura hasta tablas
page-rule-king-move-limit = Medias jugadas solo de damas hasta tablas
page-rule-endgame-rules = Reglas de tablas en el final
page-rule-pits = Hoyos por jugador
page-rule-seeds = Judías por hoyo
page-rule-capture-needs-opposite-seeds = Solo se ganan judías si hay judías enfrente
page-rule-no-moves-wins = Gana el bando sin jugadas
page-rule-first-king-wins = Gana la primera dama
page-rule-mirrored = Tablero invertido
page-rule-men-capture-kings = Los peones pueden capturar damas
page-rule-tie-break = Qué captura elegir entre iguales
page-rule-orthogonal-captures = Capturas también por columnas y filas
page-rule-king-move-run = Jugadas seguidas que puede hacer una dama
page-rule-frisian-draws = Reglas frisias de tablas
page-rule-start-rows = Filas de peones al empezar
page-rule-orthogonal = Los peones se mueven por columnas y filas
page-rule-lone-pieces-limit = Medias jugadas con pocas piezas hasta tablas
page-custom-rules = Reglas propias
page-more-games = Más juegos
page-rule-bad-value = { $option }: «{ $value }» no está permitido ({ $expected })
page-rule-not-allowed = { $option }: «{ $value }» no está permitido

## Partida: jugadores y estado

page-joined = Te has unido con { $side }. ¡Buena partida!
page-cannot-join = No puedes unirte: { $error }. Estás mirando.
page-game-not-found = Partida no encontrada
page-start-new-game = Empezar una nueva partida
page-type-move = Escribe una jugada
page-type-move-hint = Escribe una jugada y pulsa Intro
page-type-move-letters = Escribe una jugada (piezas: { $letters }) y pulsa Intro
page-turn-of = Turno de { $side }.
page-game-is-over = La partida ha terminado.
page-looking-at = Estás viendo la jugada { $number } de { $total } ({ $move }): el tablero es de solo lectura. → o Fin vuelve a la partida.
page-board-label = Tablero: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: hoyos { $pits }; hoyo de ganancias { $store }
page-describe-empty = el tablero está vacío
page-read-title = Leer el tablero
page-read-label = Leer una casilla, o s y una fila
page-read-hint = una casilla ({ $square }), o s y una fila (s 4)
page-read-hint-pits = un hoyo (3), o s y un lado (s Norte)
page-read-piece = { $cell }: { $piece }, { $side }
page-read-empty = { $cell }: vacía
page-read-seeds = { $cell }, judías: { $count }
page-read-store = hoyo de ganancias de { $side }: { $count }
page-read-rank = Fila { $rank }: { $cells }
page-read-unknown = Nada en el tablero se llama «{ $asked }». Pregunta por una casilla ({ $square }) o por s y una fila (s 4).
page-to-move = turno de { $side }
page-computer-at-level = Ordenador · nivel { $level }
page-you = Tú
page-your-friend = Tu amigo
page-your-turn = Te toca
page-check = ¡jaque!
page-game-over = Partida terminada
page-retry = Reintentar
page-engine-thinking = { $engine } está pensando
page-computer-thinking = El ordenador está pensando
page-waiting-friend = Esperando a que se una tu amigo
page-waiting-for-friend = Esperando a tu amigo
page-watching = Estás mirando esta partida
page-computer-opens = Empieza el ordenador
page-extra-turn-you = Tienes una jugada más
page-extra-turn-for = { $side } tiene una jugada más

## Partida: ofertas de tablas, invitaciones, revanchas

page-you-offered-draw = Has ofrecido tablas.
page-offers-draw = { $side } ofrece tablas.
page-draw-declined = Tu rival rechaza la oferta de tablas.
page-ask-takeback = Pedir deshacer
page-ask-takeback-title = Pide a tu rival que te deje deshacer tu última jugada
page-takeback-asked = Petición para deshacer enviada.
page-you-asked-takeback = Has pedido deshacer tu última jugada.
page-asks-takeback = { $side } pide deshacer una jugada.
page-takeback-declined = Tu rival no deja deshacer.
page-watchers = Mirando ahora: { $count }
page-first-move-in = Haz tu primera jugada en { $seconds } s o se anulará la partida.
page-first-move-of = { $side } tiene { $seconds } s para la primera jugada o se anulará la partida.
page-accept = Aceptar
page-decline = Rechazar
page-invite-friend = Invitar a un amigo
page-invite-hint = Envía este enlace; quien lo abra primero juega con el otro bando.
page-copy-invite = Copiar el enlace de invitación
page-invite-copied = Enlace de invitación copiado.
page-copy-from-box = Copia el enlace del recuadro de arriba.
page-rematch-started = La revancha ha empezado.
page-rematch-wanted = Tu rival quiere la revancha.
page-rematch-on = Los jugadores vuelven a jugar.
page-watch-rematch = Ver la revancha
page-go-to-rematch = Ir a la revancha
page-join-rematch = Unirse a la revancha

## Partida: las jugadas

page-no-moves = Aún no hay jugadas.
page-show-position = Mostrar la posición tras esta jugada
page-extra-turn = jugada más
page-first-position = Primera posición (Inicio)
page-previous-move = Jugada anterior (←)
page-next-move = Jugada siguiente (→)
page-back-to-game = Volver a la partida (Fin)
page-looking-back = Estás mirando atrás: pulsa Fin (o ») para volver a la partida.
page-not-your-pit = Ese hoyo no es tuyo.
page-capturing = Capturando: { $path }…
page-promote-to = Coronar en
page-which-way = ¿Por qué camino?
page-cancel = Cancelar
page-cannot-show-move = No se puede mostrar esa jugada: { $error }

# Letras de las piezas en las jugadas mostradas, por el tipo que nombra el servidor (ajedrez:
# rey, dama, torre, alfil, caballo).
page-piece-letter-chess_king = R
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = A
page-piece-letter-knight = C

## Partida: botones

page-undo = Deshacer
page-undo-title = Deshacer tu última jugada
page-offer-draw = Ofrecer tablas
page-draw-offered = Tablas ofrecidas.
page-resign = Abandonar
page-abort = Anular
page-really-resign = ¿Seguro que abandonas?
page-rematch = Revancha
page-analyse = Analizar
page-analyse-title = Preguntar al motor de ply por la posición mostrada
page-stop-analysis = Parar el análisis
page-flip-board = Girar el tablero
page-download-record = Descargar la partida
page-sounds = Sonidos

## Ajustes
page-settings = Ajustes
page-settings-board = Tablero
page-theme-wood = Madera
page-theme-sea = Mar
page-settings-pieces = Piezas
page-pieces-classic = Clásicas
page-pieces-flat = Planas
page-settings-coordinates = Coordenadas
page-on = Sí
page-off = No

## Análisis

page-analysis-failed = Análisis: { $error }
page-no-move = ninguna jugada
page-analysis-meta = profundidad { $depth } · { $knps } kN/s · desde el lado de { $side }

## El editor de posiciones

page-editor-link = Preparar una posición
page-editor-title = Editor de posiciones
page-editor-board = El tablero que se prepara
page-editor-pieces = Piezas
page-editor-to-move = Turno
page-editor-remove = Quitar una pieza
page-editor-add-seed = Añadir una judía
page-editor-take-seed = Quitar una judía
page-editor-start = Posición inicial
page-editor-clear = Vaciar el tablero
page-editor-position = Posición
page-editor-read = Leer la posición
page-editor-play-computer = Jugar contra el ordenador desde aquí
page-editor-play-friend = Jugar contra un amigo desde aquí
page-editor-over = desde esta posición la partida termina enseguida: { $reason }
page-editor-not-playable = las piezas solo se colocan en las casillas oscuras
page-editor-seeds-over = { $total ->
    [one] { $total } judía
   *[other] { $total } judías
} cuando el juego tiene { $expected }: quita { $count } de cualquier hoyo.
page-editor-seeds-under = { $total ->
    [one] { $total } judía
   *[other] { $total } judías
} cuando el juego tiene { $expected }: añade { $count } a cualquier hoyo.
page-piece-man = peón
page-piece-king = dama
page-piece-pawn = peón
page-piece-knight = caballo
page-piece-bishop = alfil
page-piece-rook = torre
page-piece-queen = dama
page-piece-chess-king = rey
page-piece-stone = piedra

## Tablero de análisis

page-open-analysis-board = Tablero de análisis
page-analysis-board = Tablero de análisis
page-analysis-not-live = El tablero de análisis se abre para una partida terminada o contra el ordenador, nunca durante una partida entre personas.
page-analysis-bad-rules = Las reglas de la dirección no son JSON válido.
page-analysis-needs-game = Indica un juego que analizar: /analysis?game=ID&position=TEXT, o abre el tablero desde una partida.
page-eval-bar = Evaluación
page-eval-draw = Tablas (demostrado)
page-eval-win = Victoria de { $side } (demostrado)
page-eval-win-in = Victoria de { $side } en { $plies ->
    [one] { $plies } media jugada
   *[other] { $plies } medias jugadas
} (demostrado)
page-eval-margin = Victoria de { $side } por { $margin } (demostrado)
page-engine = El motor de ply
page-engine-starting = Pensando…
page-engine-stats = profundidad { $depth } · { $knps } kN/s · { $nodes } nodos
page-engine-done = límite de tiempo alcanzado
page-engine-solved = Resuelto: el resultado está demostrado, no hace falta buscar más
page-mark-inaccuracy = Imprecisión
page-mark-mistake = Error
page-mark-blunder = Error grave
page-mark-title = { $mark }; el motor prefería { $best }
page-review-game = Revisar toda la partida
page-review-again = Revisar de nuevo
page-reviewing = Revisando: posición { $ply } de { $total }
page-play-computer-here = Jugar contra el ordenador desde aquí
page-play-friend-here = Jugar contra un amigo desde aquí
page-back-to-the-game = Volver a la partida
page-last-move = Última jugada (Fin)
page-not-found = Página no encontrada
page-not-found-text = No hay ninguna página en esta dirección.

# Los desafíos de la sala.
page-quick-pairing = Emparejamiento rápido: { $game }
page-open-seeks = Desafíos abiertos
page-no-seeks = No hay desafíos abiertos: elige un ritmo arriba y espera a un rival.
page-seek-days-1 = 1 día
page-seek-days-2 = 2 días
page-seek-days-3 = 3 días
page-seek-days-5 = 5 días
page-seek-days-7 = 7 días
page-seek-days-14 = 14 días
page-seek-waiting = Esperando a un rival…
page-seek-join = Unirse
page-seek-cancel = Cancelar
page-seek-rated = puntuable
page-seek-casual = amistosa
page-seek-anonymous = Anónimo
page-lobby-counts = Jugadores conectados: { $online } · partidas en juego: { $playing }
page-seek-range = Intervalo de puntuación
page-seek-range-any = cualquiera
page-seek-out-of-range = Tu puntuación está fuera del intervalo de puntuación de este desafío
page-challenge-title = Desafiar a un jugador
page-challenge-name = Nombre del jugador
page-challenge-control = Ritmo de juego
page-challenge-color = Tu color
page-challenge-color-random = Al azar
page-challenge-color-white = Blancas
page-challenge-color-black = Negras
page-challenge-send = Desafiar
page-challenge-sent = Desafío enviado a { $name }: la partida se abre cuando lo acepte
page-challenge-incoming = { $name } te desafía
page-challenge-accept = Aceptar
page-challenge-decline = Rechazar
page-challenge-declined = { $name } rechazó tu desafío
page-challenge-canceled = { $name } retiró el desafío
page-corr-days-hours = { $days } d { $hours } h
page-corr-hours-minutes = { $hours } h { $minutes } min
page-settings-notify = Avisarme cuando me toque mover
page-notify-your-turn = Te toca mover: { $game }
