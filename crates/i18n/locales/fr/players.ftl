# Pages des joueurs : pourquoi une demande des parties d'un joueur a été refusée, et les mots de la page.

players_bad_max = max est un nombre de parties à partir de 1 (au plus { $most } sont envoyées à la fois)
players_bad_result = le résultat '{ $result }' n'est ni win, ni draw, ni loss

page-player-anonymous = anonyme
page-player-deleted = supprimé
page-player-versus = contre
page-player-result-win = Gagnée
page-player-result-draw = Nulle
page-player-result-loss = Perdue
page-player-result-none = Annulée
page-player-result-ongoing = En cours
page-player-count-all = Parties
page-player-count-win = Victoires
page-player-count-draw = Nulles
page-player-count-loss = Défaites
page-player-playing = Joue en ce moment : regarder la partie
page-player-filter-game = Jeu
page-player-filter-all-games = Tous les jeux
page-player-filter-result = Résultat
page-player-filter-all-results = Tous les résultats
page-player-games = Parties jouées
page-player-no-games = Aucune partie ici.
page-player-more = Plus de parties
page-player-since = Joueur depuis le { $date }
page-player-speed-bullet = bullet
page-player-speed-blitz = blitz
page-player-speed-rapid = rapide
page-player-speed-classical = classique
page-player-speed-correspondence = par correspondance
page-player-rated-games = parties classées : { $games }
players_account_deleted = le compte '{ $name }' a été supprimé : ses parties restent, le joueur apparaît comme « supprimé »
players_account_closed = le compte '{ $name }' est fermé
page-player-speed-ultraBullet = ultrabullet
page-player-count-rated = Classées
page-player-filter-rated = Classées ou amicales
page-player-filter-all-kinds = Classées et amicales
page-player-filter-rated-only = Classées
page-player-filter-casual-only = Amicales
page-player-history = Historique du classement
page-player-history-none = Pas encore de partie classée.
page-player-history-summary = { $series } : de { $first } à { $last } en { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
} (plus bas { $low }, plus haut { $high })
page-player-history-table = Les classements sous forme de tableau
page-player-history-date = Date
page-player-history-rating = Classement
page-player-history-change = Variation
page-player-closed = Ce compte est fermé.
