# La API de la aplicación web: por qué se rechazó una petición.

unauthorized = esto necesita la ficha de la partida: envía 'Authorization: Bearer TOKEN'
no_such_game = no hay ninguna partida '{ $id }'
no_route = no hay ninguna página, archivo ni ruta de la API en { $path }
no_api_route = esa ruta de la API no existe
method_not_allowed = { $path } no admite { $method } (la cabecera Allow dice lo que admite)
not_your_turn = es el turno de { $side }
too_large = el cuerpo de la petición es demasiado grande
invalid_json = el cuerpo de la petición no es válido: { $detail }
internal = el servidor ha fallado: { $detail }
database_unavailable = la base de datos no responde: { $detail }
not_stored = la base de datos no guardó este cambio en { $ms } ms y nunca lo hará: vuelve a leer la partida y envía otra vez el cambio si aún lo quieres
websocket_expected = esta dirección habla WebSocket: { $detail }
busy = la partida no dejó de cambiar durante esta petición: vuelve a intentarlo
service_full = el ordenador tiene demasiadas partidas para responder ahora: vuelve a intentarlo dentro de un minuto
too_many_searches = ya tienes { $waiting ->
    [one] { $waiting } partida esperando
   *[other] { $waiting } partidas esperando
} la respuesta del ordenador (como máximo { $most })
too_many_sockets = esta dirección ya tiene { $open ->
    [one] { $open } WebSocket abierto
   *[other] { $open } WebSockets abiertos
} (como máximo { $most }): cierra algunas páginas y vuelve a intentarlo
sockets_full = el servidor tiene abiertos tantos WebSockets como puede: vuelve a intentarlo dentro de un minuto
analysis_busy = todos los núcleos están analizando: vuelve a intentarlo en un momento
analysis_queue_full = { $most ->
    [one] { $most } petición de análisis ya espera
   *[other] { $most } peticiones de análisis ya esperan
} una búsqueda: vuelve a intentarlo en un momento
analysis_request = petición de análisis desconocida '{ $kind }' (analyse, review o stop)
analysis_needs_game = una petición de análisis necesita su 'id' (un número) y su 'game'
too_many_moves = como máximo { $most ->
    [one] { $most } jugada lleva
   *[other] { $most } jugadas llevan
} a una posición que analizar
no_such_ply = la partida tiene { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}; la media jugada { $ply } no existe
not_a_ply = '{ $text }' no es una media jugada: se esperaba un número entero desde 0
rule_value_type = la opción de regla '{ $key }' necesita un texto, un número o un booleano
unknown_color = color desconocido '{ $color }' (white, black o random)
clock_minutes = los minutos del reloj deben ser al menos un segundo (1/60) y como máximo 600
clock_increment = el incremento del reloj debe ser de 0 a 600 segundos
engine_only_computer = un motor solo juega como rival ordenador
level_range = el nivel debe ser de 1 a 10
unknown_opponent = rival desconocido '{ $opponent }' (computer, friend o local)
no_engine_for_game = motor desconocido '{ $engine }': este servidor no tiene ningún motor externo para { $game }
unknown_engine = motor desconocido '{ $engine }' para { $game } (este servidor tiene: { $known })
movetime_range = movetime_ms debe ser de 1 a { $most } (milisegundos)
depth_range = depth debe ser de 1 a { $most }
token_not_for_game = esta ficha no pertenece a esta partida
invite_not_valid = esta invitación no vale para esta partida
waiting_for_friend = tu amigo aún no se ha unido: envíale el enlace de invitación
stale_ply = la jugada era para la media jugada { $ply }, pero la partida está en la media jugada { $current }
already_joined = los dos bandos de esta partida están ocupados
rematch_started = la revancha ya ha empezado: ábrela desde su página
game_not_over = una revancha puede empezar cuando esta partida haya terminado
rematch_exists = ya ha empezado una revancha de esta partida
nothing_to_retry = el motor no ha fallado
draw_declined = el ordenador rechaza la oferta de tablas
draw_already_offered = ya has ofrecido tablas
no_draw_offer = no hay ninguna oferta de tablas que responder
undo_not_allowed = entre amigos, pide mejor a tu rival que te deje deshacer una jugada
abort_not_allowed = la partida solo se puede anular antes de que los dos bandos hayan hecho su primera jugada en una partida con reloj, o mientras espera a tu amigo
nothing_to_undo = no tienes ninguna jugada que deshacer
takeback_not_between_friends = las peticiones para deshacer son para partidas entre amigos; aquí usa Deshacer
takeback_already_requested = ya has pedido deshacer una jugada
no_takeback_request = no hay ninguna petición para deshacer que responder
stale_search = la posición que analizó el ordenador ya no está en el tablero

set_up_cell = una casilla de la preparación es null, un número o {"{"}"side", "kind"{"}"}, no { $found }
set_up_both = da o bien un texto de posición o bien las casillas, no ambos
set_up_turn_without_cells = el bando con turno se da con las casillas; un texto de posición indica el suyo
set_up_side = bando con turno desconocido '{ $side }' (white o black)
move_or_cells = da la jugada o bien como texto (move) o bien como las casillas pulsadas (cells)
bad_path = una parte de la dirección no se puede leer: debe ser texto (UTF-8)
bad_query = la consulta no se puede leer: cada parámetro como máximo una vez, con un valor de su tipo
