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
players_account_deleted = la cuenta '{ $name }' se eliminó: sus partidas siguen, y el jugador aparece como «eliminado»
players_account_closed = la cuenta '{ $name }' está cerrada
page-player-speed-ultraBullet = ultrabala
page-player-count-rated = Puntuables
page-player-filter-rated = Puntuables o amistosas
page-player-filter-all-kinds = Puntuables y amistosas
page-player-filter-rated-only = Puntuables
page-player-filter-casual-only = Amistosas
page-player-history = Historial de puntuación
page-player-history-none = Aún no hay partidas puntuables.
page-player-history-summary = { $series }: de { $first } a { $last } en { $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
} (mínima { $low }, máxima { $high })
page-player-history-table = Las puntuaciones en una tabla
page-player-history-date = Fecha
page-player-history-rating = Puntuación
page-player-history-change = Cambio
page-player-closed = Esta cuenta está cerrada.
