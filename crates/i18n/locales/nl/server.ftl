# De API van de webapp: waarom een verzoek geweigerd is.

unauthorized = hiervoor is het token van de partij nodig: stuur 'Authorization: Bearer TOKEN'
no_such_game = er is geen partij '{ $id }'
no_route = op { $path } is geen pagina, bestand of API-route
no_api_route = die API-route bestaat niet
method_not_allowed = { $path } neemt geen { $method } aan (de Allow-header noemt wat het aanneemt)
not_your_turn = { $side } is aan zet
too_large = de inhoud van het verzoek is te groot
invalid_json = de inhoud van het verzoek is ongeldig: { $detail }
internal = de server faalde: { $detail }
database_unavailable = de database antwoordt niet: { $detail }
not_stored = de database heeft deze wijziging niet binnen { $ms } ms opgeslagen en zal dat nooit doen: lees de partij opnieuw en stuur de wijziging nog eens als die nog gewenst is
websocket_expected = dit adres spreekt WebSocket: { $detail }
busy = de partij bleef veranderen tijdens dit verzoek: probeer het opnieuw
service_full = de computer heeft te veel partijen om nu te antwoorden: probeer het over een minuut opnieuw
too_many_searches = je hebt al { $waiting ->
    [one] { $waiting } partij
   *[other] { $waiting } partijen
} die wachten op het antwoord van de computer (hoogstens { $most })
too_many_sockets = dit adres heeft al { $open ->
    [one] { $open } WebSocket
   *[other] { $open } WebSockets
} open (hoogstens { $most }): sluit enkele pagina's en probeer het opnieuw
sockets_full = de server heeft zoveel WebSockets open als hij aankan: probeer het over een minuut opnieuw
analysis_busy = alle kernen zijn aan het analyseren: probeer het zo opnieuw
analysis_queue_full = { $most ->
    [one] { $most } analyseverzoek wacht
   *[other] { $most } analyseverzoeken wachten
} al op een zoektocht: probeer het zo opnieuw
analysis_request = onbekend analyseverzoek '{ $kind }' (analyse, review of stop)
analysis_needs_game = een analyseverzoek heeft zijn 'id' (een getal) en zijn 'game' nodig
too_many_moves = hoogstens { $most ->
    [one] { $most } zet leidt
   *[other] { $most } zetten leiden
} naar een stelling om te analyseren
no_such_ply = de partij heeft { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}; halve zet { $ply } bestaat niet
not_a_ply = '{ $text }' is geen halve zet: verwacht een geheel getal vanaf 0
rule_value_type = regeloptie '{ $key }' vraagt een tekst, een getal of een booleaanse waarde
unknown_color = onbekende kleur '{ $color }' (white, black of random)
clock_minutes = de minuten van de klok moeten minstens één seconde (1/60) en hoogstens 600 zijn
clock_increment = de increment van de klok moet 0 tot 600 seconden zijn
engine_only_computer = een engine speelt alleen als computertegenstander
level_range = het niveau moet 1 tot 10 zijn
unknown_opponent = onbekende tegenstander '{ $opponent }' (computer, friend of local)
no_engine_for_game = onbekende engine '{ $engine }': deze server heeft geen externe engine voor { $game }
unknown_engine = onbekende engine '{ $engine }' voor { $game } (deze server heeft: { $known })
movetime_range = movetime_ms moet 1 tot { $most } zijn (milliseconden)
depth_range = depth moet 1 tot { $most } zijn
token_not_for_game = dit token hoort niet bij deze partij
invite_not_valid = deze uitnodiging geldt niet voor deze partij
waiting_for_friend = je vriend is nog niet aangesloten: stuur de uitnodigingslink
stale_ply = de zet was bedoeld voor halve zet { $ply }, maar de partij is bij halve zet { $current }
already_joined = beide kanten van deze partij zijn bezet
rematch_started = de revanche is al begonnen: open ze via haar pagina
game_not_over = een revanche kan beginnen als deze partij afgelopen is
rematch_exists = een revanche van deze partij is al begonnen
nothing_to_retry = de engine is niet gefaald
draw_declined = de computer weigert het remiseaanbod
draw_already_offered = je hebt al remise aangeboden
no_draw_offer = er is geen remiseaanbod om op te antwoorden
undo_not_allowed = vraag onder vrienden je tegenstander liever om een zet terug te mogen nemen
abort_not_allowed = de partij kan alleen afgebroken worden voordat beide kanten in een partij met klok hun eerste zet hebben gedaan, of zolang ze op je vriend wacht
nothing_to_undo = je hebt geen zet om terug te nemen
takeback_not_between_friends = verzoeken om terugnemen zijn voor partijen tussen vrienden; gebruik hier Terug
takeback_already_requested = je hebt al gevraagd een zet terug te nemen
no_takeback_request = er is geen verzoek om terugnemen om op te antwoorden
stale_search = de stelling die de computer doorzocht, staat er niet meer

set_up_cell = een veld van de opstelling is null, een aantal of {"{"}"side", "kind"{"}"}, niet { $found }
set_up_both = geef een stellingstekst of de velden, niet allebei
set_up_turn_without_cells = wie aan zet is, wordt met de velden gegeven; een stellingstekst noemt dat zelf
set_up_side = onbekende kant aan zet '{ $side }' (white of black)
move_or_cells = geef de zet als tekst (move) of als de aangeklikte velden (cells)
bad_path = een deel van het adres kan niet gelezen worden: het moet tekst zijn (UTF-8)
bad_query = de query kan niet gelezen worden: elke parameter hoogstens één keer, met een waarde van zijn soort
