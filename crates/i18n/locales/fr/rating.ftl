# Classements : pourquoi une partie classée a été refusée, et comment la page montre un classement.

rated_needs_account = une partie classée se joue entre deux comptes : connectez-vous d'abord
rated_only_between_players = seule une partie contre un ami peut être classée, pas contre l'ordinateur ni sur un seul appareil
rated_needs_clock = une partie classée demande une pendule
rated_from_start = une partie classée part de la position de départ du jeu
rated_standard_rules = une partie classée se joue selon les règles standard du jeu
rated_same_account = votre compte joue déjà l'autre camp de cette partie classée
page-rated = Classée
page-rating-change = classement { $rating } ({ $diff })
