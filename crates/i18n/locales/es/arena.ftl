# Arenas: berserk y bots.

berserk_not_allowed = solo puedes hacer berserk en una partida en curso de un torneo que lo permita
berserk_no_clock = solo se puede hacer berserk en una partida con reloj
berserk_already = ya has hecho berserk en esta partida
berserk_too_late = solo puedes hacer berserk antes de tu primera jugada
tournament_no_bots = el organizador de este torneo no admite bots
page-tournament-berserk = Berserk
page-tournament-berserk-hint = la mitad del tiempo y sin incremento, por un punto más si ganas
page-tournament-berserkable = Berserk permitido
page-tournament-allow-bots = Se admiten bots
page-tournament-bot = BOT
