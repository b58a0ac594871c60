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

## `ply puzzles check`, et pourquoi un problème échoue à sa vérification.

puzzles_checked = { $game } : { $count ->
    [one] 1 problème vérifié
   *[other] { $count } problèmes vérifiés
}, { $failed } en échec ; les bases de finales ou le solveur en ont atteint { $reached }, dans { $positions } des positions où joue le solutionniste
puzzles_check_failed = { $id } ({ $source }) : { $reason }
puzzles_check_failures = { $count ->
    [one] 1 problème échoue à sa vérification
   *[other] { $count } problèmes échouent à leur vérification
}
puzzles_refused = { $count ->
    [one] 1 problème trouvé par la recherche a été refusé
   *[other] { $count } problèmes trouvés par la recherche ont été refusés
} : les bases de finales ou le solveur contredisent leurs coups
puzzle_check_game = jeu inconnu { $game }
puzzle_check_position = la position : { $error }
puzzle_check_over = la position est terminée
puzzle_check_move = le coup { $number } « { $text } » de la solution est illégal
puzzle_check_reply = la solution finit par une réponse, pas par un coup du solutionniste
puzzle_check_not_only = le seul coup gagnant selon la recherche plus profonde est { $found }, pas celui de la solution
puzzle_check_no_winner = selon la recherche plus profonde, aucun coup ne gagne seul
puzzle_check_tables_none = les bases de finales contredisent le coup { $number } de la solution : aucun coup ne gagne
puzzle_check_tables = les bases de finales contredisent le coup { $number } de la solution ; coups gagnants : { $moves }
puzzle_check_solver = le solveur contredit le coup { $number } de la solution ; les écarts finaux des coups : { $margins }

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
