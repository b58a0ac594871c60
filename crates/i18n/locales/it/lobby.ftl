# La sala: perché una sfida è stata rifiutata.

lobby_too_many_seeks = al massimo { $most } sfide aperte alla volta
lobby_full = la sala è piena: riprova tra poco
lobby_too_many_tokens = al massimo { $most } token di sfida su una connessione
lobby_clock_or_days = indica un orologio o i giorni per mossa, non entrambi
lobby_clock_limit = il tempo di un orologio va da 1 a { $most } secondi
lobby_clock_increment = l'incremento di un orologio va da 0 a { $most } secondi
lobby_days = i giorni per mossa sono uno di { $days }
lobby_range = un intervallo di punteggio sono due punteggi da 500 a 3500, il più basso prima, come 1400-1800, non '{ $range }'
lobby_rated_needs_account = accedi per giocare partite valide per il punteggio
lobby_rated_needs_clock = una partita valida per il punteggio richiede un orologio o i giorni per mossa
lobby_no_seek = non c'è nessuna sfida aperta '{ $id }'
lobby_own_seek = questa è la tua sfida
lobby_seek_taken = un altro giocatore ha accettato prima questa sfida
lobby_not_owner = solo chi ha aperto una sfida può ritirarla
lobby_range_needs_account = un intervallo di punteggio è per i giocatori con un account: accedi
lobby_range_needs_clock = un intervallo di punteggio richiede un orologio o i giorni per mossa
lobby_out_of_range = il tuo punteggio { $rating } è fuori dall'intervallo { $range } di questa sfida
