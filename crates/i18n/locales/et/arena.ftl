# Areenid: berserk ja robotid.

berserk_not_allowed = berserk on lubatud ainult sellise turniiri mängus, mis seda lubab, ja ainult mängu ajal
berserk_no_clock = berserk on võimalik ainult ajaga mängus
berserk_already = oled selles mängus juba berserki võtnud
berserk_too_late = berserki saab võtta ainult enne oma esimest käiku
tournament_no_bots = selle turniiri korraldaja ei luba robotitel osaleda
page-tournament-berserk = Berserk
page-tournament-berserk-hint = poolita oma aeg ilma lisaajata, võidu eest saad lisapunkti
page-tournament-berserkable = Berserk lubatud
page-tournament-allow-bots = Robotid võivad osaleda
page-tournament-bot = BOT
