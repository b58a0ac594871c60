# Tournaments: why a request was refused.

tournament_not_found = there is no tournament '{ $id }'
tournament_unknown_system = a tournament's system is arena, swiss or robin, not '{ $system }'
tournament_clock_time = a tournament's clock is 0.25 to 180 minutes
tournament_clock_increment = a tournament's increment is 0 to 180 seconds
tournament_minutes = an arena lasts 1 to { $most } minutes
tournament_wait_or_date = give the minutes to wait or the start date, not both
tournament_start = a tournament starts within { $most } minutes from now
tournament_max_players = a tournament takes 2 to { $most } players
tournament_rounds_not_arena = an arena has no rounds: give its minutes
tournament_name = a tournament's name is at most { $most } characters, without control characters
tournament_too_many = at most { $most } tournaments of yours may be waiting or under way
tournament_full_server = the server holds as many tournaments as it can: try again later
tournament_finished = this tournament has finished
tournament_started = this tournament has started
tournament_withdrawn = you withdrew from this tournament
tournament_full = this tournament is full ({ $most } players)
tournament_not_in = you are not in this tournament
tournament_not_maker = only the player who made a tournament may start it
tournament_minutes_not_rounds = a Swiss or round robin has rounds, not minutes
tournament_round_pause = the pause between rounds is 0 to { $most } seconds
tournament_swiss_rounds = a Swiss has 1 to { $most } rounds
tournament_robin_cycles = a round robin is single (1) or double (2)
tournament_robin_players = a round robin takes { $least } to { $most } players
tournament_no_trf = an arena has no rounds to report: only a Swiss or round robin has a TRF file

# The tournaments' pages.

page-tournaments = Tournaments
page-tournament-create = Create a tournament
page-tournament-name = Name
page-tournament-game = Game
page-tournament-clock = Clock, minutes
page-tournament-increment = Increment, seconds
page-tournament-minutes = Duration, minutes
page-tournament-wait = Starts in, minutes
page-tournament-rated = Rated
page-tournament-casual = Casual
page-tournament-arena = Arena
page-tournament-list-created = Starting soon
page-tournament-list-started = Under way
page-tournament-list-finished = Finished
page-tournament-none = No tournaments here.
page-tournament-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
page-tournament-join = Join
page-tournament-withdraw = Withdraw
page-tournament-pause = Pause
page-tournament-start-now = Start now
page-tournament-log-in = Log in to join.
page-tournament-starts-in = Starts in { $time }
page-tournament-ends-in = Ends in { $time }
page-tournament-next-round-in = Next round in { $time }
page-tournament-finished = Finished
page-tournament-standings = Standings
page-tournament-pairings = Games
page-tournament-player = Player
page-tournament-rating = Rating
page-tournament-points = Points
page-tournament-results = Results
page-tournament-playing = playing
page-tournament-paused = paused
page-tournament-withdrawn = withdrawn
page-tournament-fire = on a streak: wins and draws count double
page-tournament-your-game = Your game has started.
page-tournament-bye = bye
page-tournament-ongoing = playing
page-tournament-no-games = No games yet.
page-tournament-system = System
page-tournament-swiss = Swiss
page-tournament-robin = Round robin
page-tournament-double-robin = Double round robin
page-tournament-rounds = Rounds
page-tournament-cycles = Cycles
page-tournament-round-pause = Pause between rounds, seconds
page-tournament-round-of = Round { $round } of { $rounds }
page-tournament-round = Round { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz cut 1
page-tournament-sonneborn-berger = Sonneborn–Berger
page-tournament-direct = Direct encounter
page-tournament-trf = Tournament report (TRF)
page-tournament-forfeit = forfeit
