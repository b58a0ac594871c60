# L'API dell'app web: perché una richiesta è stata rifiutata.

unauthorized = serve il token della partita: invia 'Authorization: Bearer TOKEN'
no_such_game = non c'è nessuna partita '{ $id }'
no_route = non c'è nessuna pagina, file o rotta API in { $path }
no_api_route = questa rotta API non esiste
method_not_allowed = { $path } non accetta { $method } (l'intestazione Allow dice cosa accetta)
not_your_turn = tocca a { $side }
too_large = il corpo della richiesta è troppo grande
invalid_json = il corpo della richiesta non è valido: { $detail }
internal = il server ha fallito: { $detail }
database_unavailable = il database non risponde: { $detail }
not_stored = il database non ha salvato questa modifica entro { $ms } ms e non lo farà mai: rileggi la partita, poi invia di nuovo la modifica se la vuoi ancora
websocket_expected = questo indirizzo parla WebSocket: { $detail }
busy = la partita ha continuato a cambiare durante questa richiesta: riprova
service_full = il computer ha troppe partite per rispondere adesso: riprova tra un minuto
too_many_searches = hai già { $waiting ->
    [one] { $waiting } partita che aspetta
   *[other] { $waiting } partite che aspettano
} la risposta del computer (al massimo { $most })
too_many_sockets = questo indirizzo ha già { $open ->
    [one] { $open } WebSocket aperto
   *[other] { $open } WebSocket aperti
} (al massimo { $most }): chiudi qualche pagina e riprova
sockets_full = il server ha aperti tutti i WebSocket che può reggere: riprova tra un minuto
analysis_busy = tutti i core stanno analizzando: riprova tra un momento
analysis_queue_full = { $most ->
    [one] { $most } richiesta di analisi aspetta
   *[other] { $most } richieste di analisi aspettano
} già una ricerca: riprova tra un momento
analysis_request = richiesta di analisi sconosciuta '{ $kind }' (analyse, review o stop)
analysis_needs_game = una richiesta di analisi ha bisogno del suo 'id' (un numero) e del suo 'game'
too_many_moves = al massimo { $most ->
    [one] { $most } mossa porta
   *[other] { $most } mosse portano
} a una posizione da analizzare
no_such_ply = la partita ha { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}; la semimossa { $ply } non esiste
not_a_ply = '{ $text }' non è una semimossa: atteso un numero intero da 0
rule_value_type = l'opzione di regola '{ $key }' richiede un testo, un numero o un booleano
unknown_color = colore sconosciuto '{ $color }' (white, black o random)
clock_minutes = i minuti dell'orologio devono essere almeno un secondo (1/60) e al massimo 600
clock_increment = l'incremento dell'orologio deve andare da 0 a 600 secondi
engine_only_computer = un motore gioca solo come avversario computer
level_range = il livello deve andare da 1 a 10
unknown_opponent = avversario sconosciuto '{ $opponent }' (computer, friend o local)
no_engine_for_game = motore sconosciuto '{ $engine }': questo server non ha un motore esterno per { $game }
unknown_engine = motore sconosciuto '{ $engine }' per { $game } (questo server ha: { $known })
movetime_range = movetime_ms deve andare da 1 a { $most } (millisecondi)
depth_range = depth deve andare da 1 a { $most }
token_not_for_game = questo token non appartiene a questa partita
invite_not_valid = questo invito non vale per questa partita
waiting_for_friend = il tuo amico non si è ancora unito: mandagli il link d'invito
stale_ply = la mossa era per la semimossa { $ply }, ma la partita è alla semimossa { $current }
already_joined = entrambi i colori di questa partita sono occupati
rematch_started = la rivincita è già cominciata: aprila dalla sua pagina
game_not_over = una rivincita può cominciare quando questa partita è finita
rematch_exists = una rivincita di questa partita è già cominciata
nothing_to_retry = il motore non ha fallito
draw_declined = il computer rifiuta la proposta di patta
draw_already_offered = hai già proposto la patta
no_draw_offer = non c'è nessuna proposta di patta a cui rispondere
undo_not_allowed = tra amici, chiedi piuttosto al tuo avversario di ritirare una mossa
abort_not_allowed = la partita si può annullare solo prima che entrambi abbiano fatto la prima mossa in una partita a tempo, o finché aspetta il tuo amico
nothing_to_undo = non hai nessuna mossa da ritirare
takeback_not_between_friends = le richieste di ritirare una mossa sono per le partite tra amici; qui usa Annulla
takeback_already_requested = hai già chiesto di ritirare una mossa
no_takeback_request = non c'è nessuna richiesta di ritiro a cui rispondere
stale_search = la posizione che il computer ha cercato non c'è più

set_up_cell = una casella della preparazione è null, un numero o {"{"}"side", "kind"{"}"}, non { $found }
set_up_both = dai o un testo di posizione o le caselle, non entrambi
set_up_turn_without_cells = chi muove si dà con le caselle; un testo di posizione indica il proprio
set_up_side = colore che muove sconosciuto '{ $side }' (white o black)
move_or_cells = dai la mossa o come testo (move) o come caselle cliccate (cells)
bad_path = una parte dell'indirizzo non si può leggere: deve essere testo (UTF-8)
bad_query = la query non si può leggere: ogni parametro al massimo una volta, con un valore del suo tipo
