# Turneringer: hvorfor en anmodning blev afvist.

tournament_not_found = der er ingen turnering '{ $id }'
tournament_unknown_system = en turnerings system er arena, swiss eller robin, ikke '{ $system }'
tournament_clock_time = en turnerings ur er 0,25 til 180 minutter
tournament_clock_increment = en turnerings tillæg er 0 til 180 sekunder
tournament_minutes = en arena varer 1 til { $most } minutter
tournament_wait_or_date = angiv minutterne til start eller startdatoen, ikke begge
tournament_start = en turnering begynder inden for { $most } minutter fra nu
tournament_max_players = en turnering tager 2 til { $most } spillere
tournament_rounds_not_arena = en arena har ingen runder: angiv dens minutter
tournament_name = en turnerings navn har højst { $most } tegn, uden kontroltegn
tournament_too_many = højst { $most } af dine turneringer må vente eller være i gang
tournament_full_server = serveren afholder så mange turneringer, som den kan: prøv igen senere
tournament_finished = denne turnering er slut
tournament_started = denne turnering er begyndt
tournament_withdrawn = du har trukket dig fra denne turnering
tournament_full = denne turnering er fuld ({ $most } spillere)
tournament_not_in = du deltager ikke i denne turnering
tournament_not_maker = kun den spiller, der oprettede en turnering, må starte den
tournament_minutes_not_rounds = en schweizerturnering eller alle-mod-alle har runder, ikke minutter
tournament_round_pause = pausen mellem runderne er 0 til { $most } sekunder
tournament_swiss_rounds = en schweizerturnering har 1 til { $most } runder
tournament_robin_cycles = en alle-mod-alle er enkelt (1) eller dobbelt (2)
tournament_robin_players = en alle-mod-alle har { $least } til { $most } spillere
tournament_no_trf = en arena har ingen runder at rapportere: kun en schweizerturnering eller alle-mod-alle har en TRF-fil

# Turneringernes sider.

page-tournaments = Turneringer
page-tournament-create = Opret en turnering
page-tournament-name = Navn
page-tournament-game = Spil
page-tournament-clock = Ur, minutter
page-tournament-increment = Tillæg, sekunder
page-tournament-minutes = Varighed, minutter
page-tournament-wait = Begynder om, minutter
page-tournament-rated = Ratet
page-tournament-casual = Uformel
page-tournament-arena = Arena
page-tournament-list-created = Begynder snart
page-tournament-list-started = I gang
page-tournament-list-finished = Slut
page-tournament-none = Ingen turneringer her.
page-tournament-players = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}
page-tournament-join = Deltag
page-tournament-withdraw = Træk dig
page-tournament-pause = Pause
page-tournament-start-now = Start nu
page-tournament-log-in = Log ind for at deltage.
page-tournament-starts-in = Begynder om { $time }
page-tournament-ends-in = Slutter om { $time }
page-tournament-next-round-in = Næste runde om { $time }
page-tournament-finished = Slut
page-tournament-standings = Stilling
page-tournament-pairings = Partier
page-tournament-player = Spiller
page-tournament-rating = Rating
page-tournament-points = Point
page-tournament-results = Resultater
page-tournament-playing = spiller
page-tournament-paused = holder pause
page-tournament-withdrawn = trukket sig
page-tournament-fire = i stime: sejre og remis tæller dobbelt
page-tournament-your-game = Dit parti er begyndt.
page-tournament-bye = oversidder
page-tournament-ongoing = i gang
page-tournament-no-games = Ingen partier endnu.
page-tournament-system = System
page-tournament-swiss = Schweizersystem
page-tournament-robin = Alle mod alle
page-tournament-double-robin = Dobbelt alle mod alle
page-tournament-rounds = Runder
page-tournament-cycles = Omgange
page-tournament-round-pause = Pause mellem runderne, sekunder
page-tournament-round-of = Runde { $round } af { $rounds }
page-tournament-round = Runde { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz minus laveste
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Indbyrdes opgør
page-tournament-trf = Turneringsrapport (TRF)
page-tournament-forfeit = uden kamp
