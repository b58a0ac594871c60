# Le terminal : `ply apply`, `ply play`.

cli-position = position : { $position }
cli-finished = état : terminée, { $result }
cli-ongoing = état : en cours, trait : { $side }
cli-welcome = { $game } — votre camp : { $side }, l'ordinateur joue au niveau { $level }. Tapez help pour les commandes.
cli-prompt = trait : { $side }
cli-help =
    Tapez un coup dans la notation du jeu, ou une commande :
      hint    l'ordinateur propose un coup     undo    reprendre votre dernier coup
      flip    retourner le plateau             moves   lister les coups légaux
      draw    proposer la nulle                resign  abandonner la partie
      board   réafficher le plateau            quit    quitter
cli-computer-plays = ply joue { $text }
cli-computer-refused = le coup { $text } de l'ordinateur a été refusé : { $reason }
cli-hint = conseil : { $text }
cli-no-hint = aucun coup à proposer
cli-nothing-to-undo = rien à reprendre
cli-taken-back = repris : { $moves }
cli-draw-accepted = l'ordinateur accepte la nulle
cli-draw-declined = l'ordinateur refuse la nulle
cli-game-over = partie terminée : { $result }
cli-moves = coups : { $moves }
cli-bad-color = --color { $text } : attendu { $first }, { $second } ou random
record_warning = partie { $game } (ligne { $line }) : avertissement : { $warning }
record_skipped = ignorée : { $error }
record_read_summary = { $read } parties lues, { $skipped } ignorées
