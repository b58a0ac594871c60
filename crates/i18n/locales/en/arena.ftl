# Arenas: berserk and bots.

berserk_not_allowed = you may berserk only in a tournament game whose tournament allows it, while it is played
berserk_no_clock = only a game with a clock can be played berserk
berserk_already = you have already berserked in this game
berserk_too_late = you may berserk only before your first move
tournament_no_bots = the organiser of this tournament does not let bots join
page-tournament-berserk = Berserk
page-tournament-berserk-hint = halve your clock, without increment, for an extra point on a win
page-tournament-berserkable = Berserk allowed
page-tournament-allow-bots = Bots may join
page-tournament-bot = BOT
