# Páginas de jugadores: por qué se rechazó una petición de las partidas de un jugador, y las palabras de la página.

players_bad_max = max es un número de partidas desde 1 (como máximo se envían { $most } a la vez)
players_bad_result = el resultado '{ $result }' no es ninguno de win, draw, loss

page-player-anonymous = anónimo
page-player-deleted = eliminado
page-player-versus = contra
page-player-result-win = Ganada
page-player-result-draw = Tablas
page-player-result-loss = Perdida
page-player-result-none = Anulada
page-player-result-ongoing = En juego
page-player-count-all = Partidas
page-player-count-win = Victorias
page-player-count-draw = Tablas
page-player-count-loss = Derrotas
page-player-playing = Jugando ahora: ver la partida
page-player-filter-game = Juego
page-player-filter-all-games = Todos los juegos
page-player-filter-result = Resultado
page-player-filter-all-results = Todos los resultados
page-player-games = Partidas jugadas
page-player-no-games = Aquí no hay partidas.
page-player-more = Más partidas
page-player-since = Jugador desde { $date }
page-player-speed-bullet = bala
page-player-speed-blitz = blitz
page-player-speed-rapid = rápidas
page-player-speed-classical = clásicas
page-player-speed-correspondence = por correspondencia
page-player-rated-games = partidas puntuables: { $games }
