# Torneos: por qué se rechazó una petición.

tournament_not_found = no hay ningún torneo '{ $id }'
tournament_unknown_system = el sistema de un torneo es arena, swiss o robin, no '{ $system }'
tournament_clock_time = el reloj de un torneo es de 0,25 a 180 minutos
tournament_clock_increment = el incremento de un torneo es de 0 a 180 segundos
tournament_minutes = una arena dura de 1 a { $most } minutos
tournament_wait_or_date = indica los minutos de espera o la fecha de inicio, no ambos
tournament_start = un torneo empieza dentro de los próximos { $most } minutos
tournament_max_players = un torneo admite de 2 a { $most } jugadores
tournament_rounds_not_arena = una arena no tiene rondas: indica sus minutos
tournament_name = el nombre de un torneo tiene como máximo { $most } caracteres, sin caracteres de control
tournament_too_many = como máximo { $most } de tus torneos pueden estar en espera o en juego
tournament_full_server = el servidor celebra tantos torneos como puede: vuelve a intentarlo más tarde
tournament_finished = este torneo ha terminado
tournament_started = este torneo ha empezado
tournament_withdrawn = te has retirado de este torneo
tournament_full = este torneo está completo ({ $most } jugadores)
tournament_not_in = no participas en este torneo
tournament_not_maker = solo el jugador que creó un torneo puede empezarlo
tournament_minutes_not_rounds = un suizo o un todos contra todos tiene rondas, no minutos
tournament_round_pause = la pausa entre rondas es de 0 a { $most } segundos
tournament_swiss_rounds = un suizo tiene de 1 a { $most } rondas
tournament_robin_cycles = un todos contra todos es a una vuelta (1) o a dos (2)
tournament_robin_players = un todos contra todos admite de { $least } a { $most } jugadores
tournament_no_trf = una arena no tiene rondas que informar: solo un suizo o un todos contra todos tiene un archivo TRF

# Las páginas de los torneos.

page-tournaments = Torneos
page-tournament-create = Crear un torneo
page-tournament-name = Nombre
page-tournament-game = Juego
page-tournament-clock = Reloj, minutos
page-tournament-increment = Incremento, segundos
page-tournament-minutes = Duración, minutos
page-tournament-wait = Empieza dentro de, minutos
page-tournament-rated = Puntuable
page-tournament-casual = Amistoso
page-tournament-arena = Arena
page-tournament-list-created = Empiezan pronto
page-tournament-list-started = En juego
page-tournament-list-finished = Terminados
page-tournament-none = Aquí no hay torneos.
page-tournament-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
page-tournament-join = Participar
page-tournament-withdraw = Retirarse
page-tournament-pause = Pausa
page-tournament-start-now = Empezar ya
page-tournament-log-in = Inicia sesión para participar.
page-tournament-starts-in = Empieza dentro de { $time }
page-tournament-ends-in = Termina dentro de { $time }
page-tournament-next-round-in = Siguiente ronda dentro de { $time }
page-tournament-finished = Terminado
page-tournament-standings = Clasificación
page-tournament-pairings = Partidas
page-tournament-player = Jugador
page-tournament-rating = Puntuación
page-tournament-points = Puntos
page-tournament-results = Resultados
page-tournament-playing = jugando
page-tournament-paused = en pausa
page-tournament-withdrawn = retirado
page-tournament-fire = en racha: victorias y tablas cuentan doble
page-tournament-your-game = Tu partida ha empezado.
page-tournament-bye = descanso
page-tournament-ongoing = en juego
page-tournament-no-games = Aún no hay partidas.
page-tournament-system = Sistema
page-tournament-swiss = Sistema suizo
page-tournament-robin = Todos contra todos
page-tournament-double-robin = Todos contra todos a doble vuelta
page-tournament-rounds = Rondas
page-tournament-cycles = Vueltas
page-tournament-round-pause = Pausa entre rondas, segundos
page-tournament-round-of = Ronda { $round } de { $rounds }
page-tournament-round = Ronda { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz menos el peor
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Resultado particular
page-tournament-trf = Informe del torneo (TRF)
page-tournament-forfeit = incomparecencia
