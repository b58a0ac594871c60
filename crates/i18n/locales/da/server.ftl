# Webappens API: hvorfor en anmodning blev afvist.

unauthorized = dette kræver partiets token: send 'Authorization: Bearer TOKEN'
no_such_game = der er intet parti '{ $id }'
no_route = der er ingen side, fil eller API-rute på { $path }
no_api_route = den API-rute findes ikke
method_not_allowed = { $path } tager ikke imod { $method } (Allow-headeren nævner, hvad den tager imod)
not_your_turn = { $side } er i trækket
too_large = anmodningens indhold er for stort
invalid_json = anmodningens indhold er ugyldigt: { $detail }
internal = serveren fejlede: { $detail }
database_unavailable = databasen svarer ikke: { $detail }
not_stored = databasen gemte ikke denne ændring inden for { $ms } ms og vil aldrig gøre det: læs partiet igen, og send så ændringen igen, hvis den stadig ønskes
websocket_expected = denne adresse taler WebSocket: { $detail }
busy = partiet blev ved med at ændre sig under denne anmodning: prøv igen
service_full = computeren har for mange partier til at svare lige nu: prøv igen om et minut
too_many_searches = du har allerede { $waiting ->
    [one] { $waiting } parti
   *[other] { $waiting } partier
}, der venter på computerens svar (højst { $most })
too_many_sockets = denne adresse har allerede { $open ->
    [one] { $open } WebSocket
   *[other] { $open } WebSockets
} åben (højst { $most }): luk nogle sider, og prøv igen
sockets_full = serveren har så mange WebSockets åbne, som den kan holde: prøv igen om et minut
analysis_busy = alle kerner analyserer: prøv igen om et øjeblik
analysis_queue_full = { $most ->
    [one] { $most } analyseanmodning venter
   *[other] { $most } analyseanmodninger venter
} allerede på en søgning: prøv igen om et øjeblik
analysis_request = ukendt analyseanmodning '{ $kind }' (analyse, review eller stop)
analysis_needs_game = en analyseanmodning skal have sit 'id' (et tal) og sit 'game'
too_many_moves = højst { $most ->
    [one] { $most } træk fører
   *[other] { $most } træk fører
} til en stilling, der skal analyseres
no_such_ply = partiet har { $moves ->
    [one] { $moves } træk
   *[other] { $moves } træk
}; halvtræk { $ply } findes ikke
not_a_ply = '{ $text }' er ikke et halvtræk: forventede et helt tal fra 0
rule_value_type = regelvalget '{ $key }' kræver en tekst, et tal eller en sandhedsværdi
unknown_color = ukendt farve '{ $color }' (white, black eller random)
clock_minutes = urets minutter skal være mindst ét sekund (1/60) og højst 600
clock_increment = urets tillæg skal være 0 til 600 sekunder
engine_only_computer = en motor spiller kun som computermodstander
level_range = niveauet skal være 1 til 10
unknown_opponent = ukendt modstander '{ $opponent }' (computer, friend eller local)
no_engine_for_game = ukendt motor '{ $engine }': denne server har ingen ekstern motor til { $game }
unknown_engine = ukendt motor '{ $engine }' til { $game } (denne server har: { $known })
movetime_range = movetime_ms skal være 1 til { $most } (millisekunder)
depth_range = depth skal være 1 til { $most }
token_not_for_game = dette token hører ikke til dette parti
invite_not_valid = denne invitation gælder ikke for dette parti
waiting_for_friend = din ven er ikke kommet med endnu: send invitationslinket
stale_ply = trækket var tænkt til halvtræk { $ply }, men partiet er ved halvtræk { $current }
already_joined = begge sider af dette parti er optaget
rematch_started = returpartiet er allerede begyndt: åbn det fra dets side
game_not_over = et returparti kan begynde, når dette parti er slut
rematch_exists = et returparti af dette parti er allerede begyndt
nothing_to_retry = motoren har ikke fejlet
draw_declined = computeren afslår remistilbuddet
draw_already_offered = du har allerede tilbudt remis
no_draw_offer = der er intet remistilbud at svare på
undo_not_allowed = mellem venner skal du i stedet bede din modstander om at tage et træk tilbage
abort_not_allowed = partiet kan kun afbrydes, før begge sider har lavet deres første træk i et parti med ur, eller mens det venter på din ven
nothing_to_undo = du har intet træk at tage tilbage
takeback_not_between_friends = anmodninger om at tage træk tilbage er til partier mellem venner; brug Fortryd her
takeback_already_requested = du har allerede bedt om at tage et træk tilbage
no_takeback_request = der er ingen anmodning om at tage et træk tilbage at svare på
stale_search = stillingen, som computeren søgte i, står der ikke længere

set_up_cell = et felt i opstillingen er null, et antal eller {"{"}"side", "kind"{"}"}, ikke { $found }
set_up_both = angiv enten en stillingstekst eller felterne, ikke begge
set_up_turn_without_cells = den, der er i trækket, angives med felterne; en stillingstekst nævner selv sin
set_up_side = ukendt side i trækket '{ $side }' (white eller black)
move_or_cells = angiv trækket enten som tekst (move) eller som de klikkede felter (cells)
bad_path = en del af adressen kan ikke læses: den skal være tekst (UTF-8)
bad_query = forespørgslen kan ikke læses: hver parameter højst én gang, med en værdi af sin slags
