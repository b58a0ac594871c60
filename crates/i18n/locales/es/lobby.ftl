# La sala: por qué se rechazó un desafío.

lobby_too_many_seeks = como máximo { $most } desafíos abiertos a la vez
lobby_full = la sala está llena: vuelve a intentarlo enseguida
lobby_too_many_tokens = como máximo { $most } fichas de desafío en una conexión
lobby_clock_or_days = indica un reloj o días por jugada, no ambos
lobby_clock_limit = el tiempo de un reloj es de 1 a { $most } segundos
lobby_clock_increment = el incremento de un reloj es de 0 a { $most } segundos
lobby_days = los días por jugada son uno de { $days }
lobby_range = un intervalo de puntuación son dos puntuaciones de 500 a 3500, la menor primero, como 1400-1800, no '{ $range }'
lobby_rated_needs_account = inicia sesión para jugar partidas puntuables
lobby_rated_needs_clock = una partida puntuable necesita un reloj o días por jugada
lobby_no_seek = no hay ningún desafío abierto '{ $id }'
lobby_own_seek = este es tu propio desafío
lobby_seek_taken = otro jugador aceptó antes este desafío
lobby_not_owner = solo el jugador que abrió un desafío puede cancelarlo
lobby_range_needs_account = un intervalo de puntuación es para jugadores con cuenta: inicia sesión
lobby_range_needs_clock = un intervalo de puntuación necesita un reloj o días por jugada
lobby_out_of_range = tu puntuación { $rating } está fuera del intervalo { $range } de este desafío
