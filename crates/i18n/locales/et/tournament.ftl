# Turniirid: miks päring tagasi lükati.

tournament_not_found = turniiri '{ $id }' ei ole
tournament_system_unavailable = see server ei pea { $system }-turniire
tournament_unknown_system = turniiri süsteem on arena, mitte '{ $system }'
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
