# Sfide per nome, token API personali, il canale in diretta degli account e la Bot API: perché
# una richiesta è stata rifiutata.

challenge_field = '{ $field }' ha un valore del tipo sbagliato
challenge_self = non puoi sfidare te stesso
challenge_rated_position = una partita valida per il punteggio parte dalla posizione iniziale del gioco: togli la posizione o gioca un'amichevole
challenge_too_many = al massimo { $most } sfide in { $minutes } minuti: aspetta un po'
challenge_too_many_open = al massimo { $most } sfide aperte alla volta: ritirane una o aspetta le risposte
challenge_inbox_full = { $name } ha già { $most } sfide aperte: riprova più tardi
challenge_none = non c'è nessuna sfida aperta '{ $id }'
challenge_closed = questa sfida non è più aperta: è stata accettata, rifiutata o ritirata
challenge_not_yours = non spetta a te rispondere a questa sfida o ritirarla
challenge_reason = '{ $reason }' non è un motivo per rifiutare; i motivi sono { $reasons }
live_too_many_listeners = al massimo { $most } pagine in diretta o flussi di eventi per account su un server
token_unknown_scope = ambito sconosciuto '{ $scope }'; gli ambiti sono { $scopes }
token_no_scope = indica almeno un ambito: { $scopes }
token_description_length = la descrizione di un token ha al massimo { $most } caratteri
token_too_many = al massimo { $most } token per account: revocane prima uno
token_bad = questo token API è sbagliato o è stato revocato
token_missing_scope = questo token API non lo permette: serve uno di { $scopes }
token_none = non hai nessun token API '{ $id }'
bot_not_a_bot = la Bot API è per gli account bot: converti questo con POST /api/bot/account/upgrade, o usa la Board API
bot_uses_bot_api = un account bot gioca tramite la Bot API (/api/bot/…), non la Board API
bot_not_your_game = questo account non ha posto in questa partita
bot_upgrade_refused = un account che ha giocato una partita valida per il punteggio come persona non può diventare un bot
