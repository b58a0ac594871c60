# Arènes : berserk et bots.

berserk_not_allowed = le berserk n'est possible que dans une partie en cours d'un tournoi qui l'autorise
berserk_no_clock = le berserk n'est possible que dans une partie à la pendule
berserk_already = vous avez déjà pris le berserk dans cette partie
berserk_too_late = le berserk n'est possible qu'avant votre premier coup
tournament_no_bots = l'organisateur de ce tournoi n'accepte pas les bots
page-tournament-berserk = Berserk
page-tournament-berserk-hint = moitié du temps, sans incrément, pour un point de plus en cas de victoire
page-tournament-berserkable = Berserk autorisé
page-tournament-allow-bots = Bots acceptés
page-tournament-bot = BOT
