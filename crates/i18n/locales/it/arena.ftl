# Arene: berserk e bot.

berserk_not_allowed = il berserk è possibile solo in una partita in corso di un torneo che lo consente
berserk_no_clock = il berserk è possibile solo in una partita con orologio
berserk_already = hai già scelto il berserk in questa partita
berserk_too_late = il berserk è possibile solo prima della tua prima mossa
tournament_no_bots = l'organizzatore di questo torneo non ammette bot
page-tournament-berserk = Berserk
page-tournament-berserk-hint = metà del tempo, senza incremento, per un punto in più se vinci
page-tournament-berserkable = Berserk consentito
page-tournament-allow-bots = Bot ammessi
page-tournament-bot = BOT
