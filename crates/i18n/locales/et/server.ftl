# Veebirakenduse API: miks päring tagasi lükati.

unauthorized = selleks on vaja mängu tokenit (saada 'Authorization: Bearer TOKEN') või selle konto sisselogimist, mis selles mängus mängib
no_such_game = mängu '{ $id }' pole olemas
no_route = aadressil { $path } pole lehte, faili ega API teed
no_api_route = sellist API teed pole
method_not_allowed = { $path } ei võta vastu meetodit { $method } (lubatud meetodid on päises Allow)
not_your_turn = käigul on { $side }
too_large = päringu sisu on liiga suur
invalid_json = päringu sisu on vigane: { $detail }
internal = serveris tekkis viga: { $detail }
database_unavailable = andmebaas ei vasta: { $detail }
not_stored = andmebaas ei salvestanud seda muudatust { $ms } ms jooksul ega salvesta seda ka hiljem: loe partii uuesti ja saada muudatus uuesti, kui seda veel soovid
websocket_expected = see aadress kasutab WebSocketit: { $detail }
busy = mäng muutus päringu ajal: proovi uuesti
service_full = arvutil on praegu liiga palju mänge: proovi minuti pärast uuesti
too_many_searches = { $waiting ->
    [one] sul on juba { $waiting } mäng arvuti käiku ootamas (kõige rohkem { $most })
   *[other] sul on juba { $waiting } mängu arvuti käiku ootamas (kõige rohkem { $most })
}
too_many_sockets = { $open ->
    [one] sellelt aadressilt on juba avatud { $open } WebSocketi ühendus (kõige rohkem { $most }): sulge mõni leht ja proovi uuesti
   *[other] sellelt aadressilt on juba avatud { $open } WebSocketi ühendust (kõige rohkem { $most }): sulge mõni leht ja proovi uuesti
}
sockets_full = serveris on avatud nii palju WebSocketi ühendusi, kui ta hoida suudab: proovi minuti pärast uuesti
analysis_busy = kõik tuumad analüüsivad: proovi hetke pärast uuesti
analysis_queue_full = { $most } analüüsipäringut ootavad juba otsingut: proovi hetke pärast uuesti
analysis_request = tundmatu analüüsipäring '{ $kind }' (analyse, review või stop)
analysis_needs_game = analüüsipäring vajab oma 'id' (arvu) ja mängu ('game')
too_many_moves = analüüsitavasse seisu võib viia kõige rohkem { $most } käiku
no_such_ply = { $moves ->
    [one] partiis on { $moves } käik; poolkäiku { $ply } pole olemas
   *[other] partiis on { $moves } käiku; poolkäiku { $ply } pole olemas
}
not_a_ply = '{ $text }' pole poolkäigu number: oodati täisarvu alates 0-st
rule_value_type = reeglivaliku '{ $key }' väärtus peab olema tekst, arv või tõeväärtus
unknown_color = tundmatu värv '{ $color }' (white, black või random)
clock_minutes = kella minutid peavad olema vähemalt üks sekund (1/60) ja kõige rohkem 600
clock_increment = lisaaeg peab olema 0 kuni 600 sekundit
engine_only_computer = mootor saab mängida ainult arvutivastasena
level_range = tase peab olema 1 kuni 10
unknown_opponent = tundmatu vastane '{ $opponent }' (computer, friend või local)
no_engine_for_game = tundmatu mootor '{ $engine }': selles serveris pole mängu { $game } jaoks välist mootorit
unknown_engine = tundmatu mootor '{ $engine }' mängu { $game } jaoks (selles serveris on: { $known })
movetime_range = movetime_ms peab olema 1 kuni { $most } (millisekundites)
depth_range = sügavus peab olema 1 kuni { $most }
token_not_for_game = see token ei kuulu sellele mängule
invite_not_valid = see kutse ei kehti selle mängu jaoks
waiting_for_friend = sõber pole veel liitunud: saada talle kutselink
stale_ply = käik oli mõeldud poolkäigule { $ply }, kuid mäng on juba poolkäigul { $current }
already_joined = selle mängu mõlemad pooled on juba võetud
rematch_started = kordusmäng on juba alanud: ava selle leht
game_not_over = kordusmängu saab alustada, kui see mäng on läbi
rematch_exists = selle mängu kordusmäng on juba alanud
nothing_to_retry = mootor pole tõrkunud
draw_declined = arvuti keeldub viigipakkumisest
draw_already_offered = sa oled juba viiki pakkunud
no_draw_offer = pole viigipakkumist, millele vastata
undo_not_allowed = sõbraga mängides palu vastasel hoopis käik tagasi võtta
abort_not_allowed = mängu saab katkestada ainult enne, kui mõlemad pooled on ajaga mängus esimese käigu teinud, või kuni sõber pole liitunud
nothing_to_undo = sul pole käiku, mida tagasi võtta
takeback_not_between_friends = käigu tagasivõtmist palutakse sõbraga mängides; siin kasuta nuppu „Võta tagasi“
takeback_already_requested = oled juba palunud käiku tagasi võtta
no_takeback_request = pole tagasivõtmise palvet, millele vastata
stale_search = seisu, mida arvuti analüüsis, pole enam laual

set_up_cell = seisu lahter on null, arv või {"{"}"side", "kind"{"}"}, mitte { $found }
set_up_both = anna kas seisu kirje või lahtrid, mitte mõlemat
set_up_turn_without_cells = käigul olev pool antakse koos lahtritega; seisu kirje nimetab selle ise
set_up_side = tundmatu käigul olev pool '{ $side }' (white või black)
move_or_cells = anna käik kas tekstina (move) või klõpsatud lahtritena (cells)
bad_path = aadressis on osa, mida ei saa lugeda: see peab olema tekst (UTF-8)
bad_query = päringut ei saa lugeda: iga parameeter kõige rohkem üks kord ja õiget liiki väärtusega
