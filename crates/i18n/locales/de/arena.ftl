# Arenen: Berserk und Bots.

berserk_not_allowed = Berserk geht nur in einer laufenden Turnierpartie, deren Turnier es erlaubt
berserk_no_clock = Berserk geht nur in einer Partie mit Uhr
berserk_already = du bist in dieser Partie schon auf Berserk gegangen
berserk_too_late = Berserk geht nur vor deinem ersten Zug
tournament_no_bots = der Veranstalter dieses Turniers lässt keine Bots zu
page-tournament-berserk = Berserk
page-tournament-berserk-hint = halbe Bedenkzeit ohne Inkrement für einen Extrapunkt bei einem Sieg
page-tournament-berserkable = Berserk erlaubt
page-tournament-allow-bots = Bots dürfen mitspielen
page-tournament-bot = BOT
