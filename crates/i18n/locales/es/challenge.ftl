# Desafíos por nombre, fichas personales de la API, el canal en directo de las cuentas y la API
# de bots: por qué se rechazó una petición.

challenge_field = '{ $field }' tiene un valor del tipo equivocado
challenge_self = no puedes desafiarte a ti mismo
challenge_rated_position = una partida puntuable empieza en la posición inicial del juego: omite la posición o juega una amistosa
challenge_too_many = como máximo { $most } desafíos en { $minutes } minutos: espera un poco
challenge_too_many_open = como máximo { $most } desafíos abiertos a la vez: cancela uno o espera las respuestas
challenge_inbox_full = { $name } ya tiene { $most } desafíos abiertos: vuelve a intentarlo más tarde
challenge_none = no hay ningún desafío abierto '{ $id }'
challenge_closed = este desafío ya no está abierto: se aceptó, se rechazó o se canceló
challenge_not_yours = no te corresponde contestar ni cancelar este desafío
challenge_reason = '{ $reason }' no es un motivo para rechazar; los motivos son { $reasons }
live_too_many_listeners = como máximo { $most } páginas en directo o flujos de eventos por cuenta en un servidor
token_unknown_scope = ámbito desconocido '{ $scope }'; los ámbitos son { $scopes }
token_no_scope = indica al menos un ámbito: { $scopes }
token_description_length = la descripción de una ficha tiene como máximo { $most } caracteres
token_too_many = como máximo { $most } fichas por cuenta: revoca antes una
token_bad = esta ficha de la API es incorrecta o se ha revocado
token_missing_scope = esta ficha de la API no permite esto: necesita uno de { $scopes }
token_none = no tienes ninguna ficha de la API '{ $id }'
bot_not_a_bot = la API de bots es para cuentas de bot: convierte esta con POST /api/bot/account/upgrade, o usa la API de tablero
bot_uses_bot_api = una cuenta de bot juega por la API de bots (/api/bot/…), no por la API de tablero
bot_not_your_game = esta cuenta no tiene sitio en esta partida
bot_upgrade_refused = una cuenta que ha jugado una partida puntuable como persona no puede convertirse en bot
