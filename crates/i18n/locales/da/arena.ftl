# Arenaer: berserk og bots.

berserk_not_allowed = berserk kan kun bruges i et igangværende turneringsparti i en turnering, der tillader det
berserk_no_clock = berserk kan kun bruges i et parti med ur
berserk_already = du har allerede valgt berserk i dette parti
berserk_too_late = berserk kan kun vælges før dit første træk
tournament_no_bots = arrangøren af denne turnering tillader ikke bots
page-tournament-berserk = Berserk
page-tournament-berserk-hint = halv betænkningstid uden tillæg for et ekstra point ved sejr
page-tournament-berserkable = Berserk tilladt
page-tournament-allow-bots = Bots må deltage
page-tournament-bot = BOT
