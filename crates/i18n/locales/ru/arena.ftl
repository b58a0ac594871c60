# Арены: берсерк и боты.

berserk_not_allowed = берсерк возможен только в партии турнира, который его разрешает, пока она идёт
berserk_no_clock = берсерк возможен только в партии с часами
berserk_already = вы уже взяли берсерк в этой партии
berserk_too_late = берсерк можно взять только до своего первого хода
tournament_no_bots = организатор этого турнира не допускает ботов
page-tournament-berserk = Берсерк
page-tournament-berserk-hint = половина времени на часах и без добавления за лишнее очко при победе
page-tournament-berserkable = Берсерк разрешён
page-tournament-allow-bots = Боты могут участвовать
page-tournament-bot = БОТ
