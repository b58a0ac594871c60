# Arena's: berserk en bots.

berserk_not_allowed = berserk kan alleen in een lopende toernooipartij van een toernooi dat het toestaat
berserk_no_clock = berserk kan alleen in een partij met klok
berserk_already = je bent in deze partij al berserk gegaan
berserk_too_late = berserk kan alleen vóór je eerste zet
tournament_no_bots = de organisator van dit toernooi laat geen bots toe
page-tournament-berserk = Berserk
page-tournament-berserk-hint = halve bedenktijd zonder increment, voor een extra punt bij winst
page-tournament-berserkable = Berserk toegestaan
page-tournament-allow-bots = Bots mogen meedoen
page-tournament-bot = BOT
