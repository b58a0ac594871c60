# Turniirid: miks päring tagasi lükati.

tournament_not_found = turniiri '{ $id }' ei ole
tournament_unknown_system = turniiri süsteem on arena, swiss või robin, mitte '{ $system }'
tournament_clock_time = turniiri kell on 0,25 kuni 180 minutit
tournament_clock_increment = turniiri lisaaeg on 0 kuni 180 sekundit
tournament_minutes = areen kestab 1 kuni { $most } minutit
tournament_wait_or_date = anna ooteminutid või algusaeg, mitte mõlemat
tournament_start = turniir algab { $most } minuti jooksul alates praegusest
tournament_max_players = turniiril on 2 kuni { $most } mängijat
tournament_rounds_not_arena = areenil pole voore: anna selle minutid
tournament_name = turniiri nimi on kuni { $most } märki, juhtmärkideta
tournament_too_many = sinu turniire võib oodata või käia korraga kuni { $most }
tournament_full_server = server peab juba nii palju turniire kui suudab: proovi hiljem
tournament_finished = see turniir on lõppenud
tournament_started = see turniir on alanud
tournament_withdrawn = sa loobusid sellest turniirist
tournament_full = see turniir on täis ({ $most } mängijat)
tournament_not_in = sa ei osale selles turniiris
tournament_not_maker = turniiri saab alustada ainult selle looja
tournament_minutes_not_rounds = šveitsi süsteemil ja ringturniiril on voorud, mitte minutid
tournament_round_pause = vooru vaheaeg on 0 kuni { $most } sekundit
tournament_swiss_rounds = šveitsi süsteemi turniiril on 1 kuni { $most } vooru
tournament_robin_cycles = ringturniir on ühe- (1) või kaheringiline (2)
tournament_robin_players = ringturniiril on { $least } kuni { $most } mängijat
tournament_no_trf = areenil pole voore, mida esitada: TRF-fail on ainult šveitsi süsteemi turniiril ja ringturniiril

# Turniiride lehed.

page-tournaments = Turniirid
page-tournament-create = Loo turniir
page-tournament-name = Nimi
page-tournament-game = Mäng
page-tournament-clock = Kell, minutit
page-tournament-increment = Lisaaeg, sekundit
page-tournament-minutes = Kestus, minutit
page-tournament-wait = Algab, minuti pärast
page-tournament-rated = Reitinguga
page-tournament-casual = Reitinguta
page-tournament-arena = Areen
page-tournament-list-created = Algavad varsti
page-tournament-list-started = Käimas
page-tournament-list-finished = Lõppenud
page-tournament-none = Turniire pole.
page-tournament-players = { $count ->
    [one] { $count } mängija
   *[other] { $count } mängijat
}
page-tournament-join = Liitu
page-tournament-withdraw = Loobu
page-tournament-pause = Paus
page-tournament-start-now = Alusta kohe
page-tournament-log-in = Liitumiseks logi sisse.
page-tournament-starts-in = Algab { $time } pärast
page-tournament-ends-in = Lõpeb { $time } pärast
page-tournament-next-round-in = Järgmine voor { $time } pärast
page-tournament-finished = Lõppenud
page-tournament-standings = Tabel
page-tournament-pairings = Partiid
page-tournament-player = Mängija
page-tournament-rating = Reiting
page-tournament-points = Punktid
page-tournament-results = Tulemused
page-tournament-playing = mängib
page-tournament-paused = pausil
page-tournament-withdrawn = loobunud
page-tournament-fire = võiduseeria: võidud ja viigid loevad topelt
page-tournament-your-game = Sinu partii algas.
page-tournament-bye = vaba voor
page-tournament-ongoing = käib
page-tournament-no-games = Partiisid veel pole.
page-tournament-system = Süsteem
page-tournament-swiss = Šveitsi süsteem
page-tournament-robin = Ringturniir
page-tournament-double-robin = Kaheringiline turniir
page-tournament-rounds = Voorud
page-tournament-cycles = Ringid
page-tournament-round-pause = Vooru vaheaeg, sekundit
page-tournament-round-of = Voor { $round }/{ $rounds }
page-tournament-round = Voor { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz ilma nõrgimata
page-tournament-sonneborn-berger = Sonneborn–Berger
page-tournament-direct = Omavaheline mäng
page-tournament-trf = Turniiri aruanne (TRF)
page-tournament-forfeit = loobumisvõit/-kaotus
