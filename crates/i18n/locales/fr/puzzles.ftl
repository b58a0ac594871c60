# Problèmes : `ply puzzles generate`, et l'API des problèmes du serveur.

puzzles_counts = --games, --nodes et --count doivent valoir au moins 1
puzzles_read = impossible de lire { $path } : { $error }
puzzles_written = { $count ->
    [one] 1 problème
   *[other] { $count } problèmes
} tirés de { $positions } positions écrits dans { $path }
puzzles_no_game = il n'y a pas de problèmes de { $game } ; il y a des problèmes de { $known }
puzzle_not_found = il n'y a pas de problème { $id }
puzzle_bad_rating = le classement de problèmes envoyé n'est pas de ceux que donne ce serveur : un classement de 0 à 4000, un RD de 45 à 350 et une volatilité entre 0 et 1
puzzle_rating_kept = le classement de problèmes d'un joueur connecté est tenu par le serveur : envoyez le résultat sans classement

## Les problèmes de la page (/puzzles).

page-puzzles = Problèmes
page-puzzles-game = Jeu des problèmes
page-puzzle-find = trouvez le coup gagnant (trait : { $side })
page-puzzle-over = Problème terminé
page-puzzle-right = Juste. Continuez.
page-puzzle-wrong = Faux : { $move } n'est pas le coup.
page-puzzle-solved = Résolu !
page-puzzle-show = Montrer la solution
page-puzzle-next = Problème suivant
page-puzzle-solution = Solution : { $moves }
page-puzzle-rating = Classement du problème : { $rating }
page-puzzle-your-rating = Votre classement de problèmes : { $rating }
page-puzzle-change = Variation du classement : { $diff }
page-puzzle-themes = Thèmes : { $themes }
page-puzzle-source = Tiré de { $source }
page-puzzle-theme-capture-sequence = rafle
page-puzzle-theme-sacrifice = sacrifice
page-puzzle-theme-breakthrough = percée
page-puzzle-theme-coup-turc = coup turc
page-puzzle-theme-check = échec
page-puzzle-theme-promotion = promotion
page-puzzle-theme-one-move = un coup
page-puzzle-theme-win = gain
page-puzzle-theme-mate = mat
page-puzzle-theme-mate-in-1 = mat en 1
page-puzzle-theme-mate-in-2 = mat en 2
page-puzzle-theme-mate-in-3 = mat en 3
page-puzzle-theme-extra-turn = rejouer
page-puzzle-theme-capture = prise
page-puzzle-theme-endgame = finale

## L'entraînement des pages de règles : chaque figure qui montre un coup, joué par le joueur.

page-practise = S'entraîner
page-practise-count = Exercice { $n } sur { $count }
page-practise-task = trait : { $side }. Jouez le coup dont parle cette règle.
page-practise-right = Juste !
page-practise-other = { $move } est légal ici, mais cette règle demande un autre coup. Réessayez.
page-practise-next = Exercice suivant
page-practise-again = Recommencer
page-practise-close = Fermer l'entraînement
page-practise-done = Vous avez joué tous les coups de cette page.
