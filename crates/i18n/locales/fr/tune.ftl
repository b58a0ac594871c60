# Les poids de l'évaluation apprise : `ply tune`, `ply --eval FILE`.

weights_io = { $path } : { $error }
weights_bad_file = { $path } : { $reason }
weights_not_weights = ce n'est pas un fichier de poids de ply
weights_version = version de format { $found }, ce ply lit la version { $expected }
weights_short = le fichier est tronqué ou trop long
weights_game = il n'y a pas de poids de motifs pour { $game } : ils sont ajustés pour le kabe et les dames internationales
weights_layout = les motifs disposés dans le fichier ne sont pas ceux de { $game }
weights_checksum = les valeurs ne correspondent pas à leur somme de contrôle
tune_data_bad = ce n'est pas un fichier de positions de { $game } écrit par ply tune, ou il est endommagé
tune_no_positions = trop peu de positions de { $game } pour l'ajustement : jouez plus de parties
tune_eval = --eval { $value } : attendu default, classic, learned ou un fichier de poids
tune_counts = --games, --nodes, --rounds et --epochs doivent valoir au moins 1
tune_rate = --rate doit être un nombre positif
tune_l2 = --l2 doit être zéro ou un nombre positif
tune_blend = --blend doit être compris entre 0 et 1
