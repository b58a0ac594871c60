# Tournois : pourquoi une requête a été refusée.

tournament_not_found = il n'y a pas de tournoi '{ $id }'
tournament_unknown_system = le système d'un tournoi est arena, swiss ou robin, pas '{ $system }'
tournament_clock_time = la pendule d'un tournoi va de 0,25 à 180 minutes
tournament_clock_increment = l'incrément d'un tournoi va de 0 à 180 secondes
tournament_minutes = une arène dure de 1 à { $most } minutes
tournament_wait_or_date = donnez les minutes d'attente ou la date de début, pas les deux
tournament_start = un tournoi commence dans les { $most } minutes à partir de maintenant
tournament_max_players = un tournoi accueille de 2 à { $most } joueurs
tournament_rounds_not_arena = une arène n'a pas de rondes : donnez sa durée en minutes
tournament_name = le nom d'un tournoi compte au plus { $most } caractères, sans caractères de contrôle
tournament_too_many = au plus { $most } de vos tournois peuvent être en attente ou en cours
tournament_full_server = le serveur organise autant de tournois qu'il peut : réessayez plus tard
tournament_finished = ce tournoi est terminé
tournament_started = ce tournoi a commencé
tournament_withdrawn = vous vous êtes retiré de ce tournoi
tournament_full = ce tournoi est complet ({ $most } joueurs)
tournament_not_in = vous ne participez pas à ce tournoi
tournament_not_maker = seul le joueur qui a créé un tournoi peut le lancer
tournament_minutes_not_rounds = un système suisse ou un toutes rondes a des rondes, pas des minutes
tournament_round_pause = la pause entre les rondes est de 0 à { $most } secondes
tournament_swiss_rounds = un système suisse a de 1 à { $most } rondes
tournament_robin_cycles = un toutes rondes est simple (1) ou double (2)
tournament_robin_players = un toutes rondes réunit { $least } à { $most } joueurs
tournament_no_trf = une arène n'a pas de rondes à rapporter : seuls un système suisse et un toutes rondes ont un fichier TRF

# Les pages des tournois.

page-tournaments = Tournois
page-tournament-create = Créer un tournoi
page-tournament-name = Nom
page-tournament-game = Jeu
page-tournament-clock = Pendule, minutes
page-tournament-increment = Incrément, secondes
page-tournament-minutes = Durée, minutes
page-tournament-wait = Commence dans, minutes
page-tournament-rated = Classé
page-tournament-casual = Amical
page-tournament-arena = Arène
page-tournament-list-created = Bientôt
page-tournament-list-started = En cours
page-tournament-list-finished = Terminés
page-tournament-none = Aucun tournoi ici.
page-tournament-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
page-tournament-join = Participer
page-tournament-withdraw = Se retirer
page-tournament-pause = Pause
page-tournament-start-now = Lancer maintenant
page-tournament-log-in = Connectez-vous pour participer.
page-tournament-starts-in = Commence dans { $time }
page-tournament-ends-in = Se termine dans { $time }
page-tournament-next-round-in = Prochaine ronde dans { $time }
page-tournament-finished = Terminé
page-tournament-standings = Classement
page-tournament-pairings = Parties
page-tournament-player = Joueur
page-tournament-rating = Classement Elo
page-tournament-points = Points
page-tournament-results = Résultats
page-tournament-playing = en partie
page-tournament-paused = en pause
page-tournament-withdrawn = retiré
page-tournament-fire = en série : victoires et nulles comptent double
page-tournament-your-game = Votre partie a commencé.
page-tournament-bye = exempt
page-tournament-ongoing = en cours
page-tournament-no-games = Aucune partie pour l'instant.
page-tournament-system = Système
page-tournament-swiss = Système suisse
page-tournament-robin = Toutes rondes
page-tournament-double-robin = Toutes rondes double
page-tournament-rounds = Rondes
page-tournament-cycles = Cycles
page-tournament-round-pause = Pause entre les rondes, secondes
page-tournament-round-of = Ronde { $round } sur { $rounds }
page-tournament-round = Ronde { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz tronqué
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Confrontation directe
page-tournament-trf = Rapport du tournoi (TRF)
page-tournament-forfeit = forfait
