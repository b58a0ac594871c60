# Toernooien: waarom een verzoek geweigerd is.

tournament_not_found = er is geen toernooi '{ $id }'
tournament_unknown_system = het systeem van een toernooi is arena, swiss of robin, niet '{ $system }'
tournament_clock_time = de klok van een toernooi is 0,25 tot 180 minuten
tournament_clock_increment = de increment van een toernooi is 0 tot 180 seconden
tournament_minutes = een arena duurt 1 tot { $most } minuten
tournament_wait_or_date = geef de minuten tot de start of de startdatum, niet allebei
tournament_start = een toernooi begint binnen { $most } minuten vanaf nu
tournament_max_players = een toernooi neemt 2 tot { $most } spelers op
tournament_rounds_not_arena = een arena heeft geen ronden: geef haar duur in minuten
tournament_name = de naam van een toernooi heeft hoogstens { $most } tekens, zonder stuurtekens
tournament_too_many = hoogstens { $most } van je toernooien mogen wachten of bezig zijn
tournament_full_server = de server houdt zoveel toernooien als hij kan: probeer het later opnieuw
tournament_finished = dit toernooi is afgelopen
tournament_started = dit toernooi is begonnen
tournament_withdrawn = je hebt je uit dit toernooi teruggetrokken
tournament_full = dit toernooi is vol ({ $most } spelers)
tournament_not_in = je speelt niet mee in dit toernooi
tournament_not_maker = alleen de speler die een toernooi heeft aangemaakt, mag het starten
tournament_minutes_not_rounds = een Zwitsers toernooi of round robin heeft ronden, geen minuten
tournament_round_pause = de pauze tussen de ronden is 0 tot { $most } seconden
tournament_swiss_rounds = een Zwitsers toernooi heeft 1 tot { $most } ronden
tournament_robin_cycles = een round robin is enkel (1) of dubbel (2)
tournament_robin_players = een round robin heeft { $least } tot { $most } spelers
tournament_no_trf = een arena heeft geen ronden om te rapporteren: alleen een Zwitsers toernooi of round robin heeft een TRF-bestand

# De pagina's van de toernooien.

page-tournaments = Toernooien
page-tournament-create = Een toernooi aanmaken
page-tournament-name = Naam
page-tournament-game = Spel
page-tournament-clock = Klok, minuten
page-tournament-increment = Increment, seconden
page-tournament-minutes = Duur, minuten
page-tournament-wait = Begint over, minuten
page-tournament-rated = Met rating
page-tournament-casual = Vriendschappelijk
page-tournament-arena = Arena
page-tournament-list-created = Begint binnenkort
page-tournament-list-started = Bezig
page-tournament-list-finished = Afgelopen
page-tournament-none = Hier zijn geen toernooien.
page-tournament-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
page-tournament-join = Meedoen
page-tournament-withdraw = Terugtrekken
page-tournament-pause = Pauze
page-tournament-start-now = Nu starten
page-tournament-log-in = Log in om mee te doen.
page-tournament-starts-in = Begint over { $time }
page-tournament-ends-in = Eindigt over { $time }
page-tournament-next-round-in = Volgende ronde over { $time }
page-tournament-finished = Afgelopen
page-tournament-standings = Stand
page-tournament-pairings = Partijen
page-tournament-player = Speler
page-tournament-rating = Rating
page-tournament-points = Punten
page-tournament-results = Uitslagen
page-tournament-playing = speelt
page-tournament-paused = gepauzeerd
page-tournament-withdrawn = teruggetrokken
page-tournament-fire = in vorm: winst en remise tellen dubbel
page-tournament-your-game = Je partij is begonnen.
page-tournament-bye = vrij
page-tournament-ongoing = bezig
page-tournament-no-games = Nog geen partijen.
page-tournament-system = Systeem
page-tournament-swiss = Zwitsers systeem
page-tournament-robin = Round robin
page-tournament-double-robin = Dubbele round robin
page-tournament-rounds = Ronden
page-tournament-cycles = Cycli
page-tournament-round-pause = Pauze tussen de ronden, seconden
page-tournament-round-of = Ronde { $round } van { $rounds }
page-tournament-round = Ronde { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz min laagste
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Onderling resultaat
page-tournament-trf = Toernooirapport (TRF)
page-tournament-forfeit = reglementair
