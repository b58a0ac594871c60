# Le salon : pourquoi une proposition de partie a été refusée.

lobby_too_many_seeks = au plus { $most } propositions ouvertes à la fois
lobby_full = le salon est plein : réessayez dans un instant
lobby_too_many_tokens = au plus { $most } jetons de proposition sur une connexion
lobby_clock_or_days = donnez une pendule ou des jours par coup, pas les deux
lobby_clock_limit = le temps d'une pendule va de 1 à { $most } secondes
lobby_clock_increment = l'incrément d'une pendule va de 0 à { $most } secondes
lobby_days = les jours par coup sont l'une des valeurs { $days }
lobby_range = une fourchette de classement est deux classements de 500 à 3500, le plus bas d'abord, comme 1400-1800, pas '{ $range }'
lobby_rated_needs_account = connectez-vous pour jouer des parties classées
lobby_rated_needs_clock = une partie classée demande une pendule ou des jours par coup
lobby_no_seek = il n'y a pas de proposition ouverte '{ $id }'
lobby_own_seek = c'est votre propre proposition
lobby_seek_taken = un autre joueur a accepté cette proposition le premier
lobby_not_owner = seul le joueur qui a ouvert une proposition peut l'annuler
lobby_range_needs_account = une fourchette de classement est réservée aux joueurs avec un compte : connectez-vous
lobby_range_needs_clock = une fourchette de classement demande une pendule ou des jours par coup
lobby_out_of_range = votre classement { $rating } est hors de la fourchette { $range } de cette proposition
