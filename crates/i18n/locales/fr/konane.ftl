# Konane : positions et coups.

konane_no_move = aucun coup donné : écrivez une case à vider (d5) ou un saut départ-arrivée (d3-d5)
konane_not_move = '{ $text }' n'est pas un coup de Konane : écrivez une case à vider (d5) ou un saut départ-arrivée (d3-d5)
konane_not_square = '{ $text }' n'est pas une case : colonnes a-h, rangées 1-8 (écrivez une case à vider (d5) ou un saut départ-arrivée (d3-d5))
konane_black_removal = le premier coup des Noirs retire une pierre de a8, h1, d5 ou e4
konane_white_removal = les Blancs retirent une pierre voisine de la case vide : { $squares }
konane_removal_over = on ne retire des pierres qu'à l'ouverture ; chaque coup est maintenant un saut, écrit départ-arrivée comme d3-d5
konane_not_yours = aucune de vos pierres en { $square }
konane_no_step = { $from }-{ $to } ne bouge pas : un saut se pose au-delà de la pierre qu'il prend
konane_diagonal = les sauts en diagonale ne sont pas permis
konane_turn = les sauts vont en ligne droite ; pas de virage
konane_odd_distance = { $from }-{ $to } fait un nombre impair de cases : chaque saut passe par-dessus une pierre adverse vers la case vide juste derrière, deux cases plus loin
konane_not_jump = pas un saut : { $from } n'est pas à côté d'une pierre adverse ({ $over } est vide)
konane_jump_stops = le saut ne peut pas continuer depuis { $stop } : { $over } est vide, ce n'est pas une pierre adverse
konane_occupied = la case { $square } n'est pas vide

konane_position_form = attendu le plateau, une espace et le camp au trait (b ou w), par exemple '{ $example }'
konane_side = le camp au trait est b ou w, pas '{ $found }'
konane_ranks = attendu 8 rangées séparées par '/', trouvé { $found }
konane_rank_char = rangée { $rank } : '{ $found }' n'est ni b, ni w, ni un chiffre de 1 à 8
konane_rank_long = la rangée { $rank } a plus de 8 cases
konane_rank_digits = rangée { $rank } : deux chiffres de suite ; écrivez un seul chiffre pour une suite de cases vides
konane_rank_short = la rangée { $rank } a { $found ->
    [one] { $found } case
   *[other] { $found } cases
} ; chaque rangée en a 8
konane_white_colour = une pierre blanche en { $square } : les pierres des Blancs commencent sur les cases foncées et y restent
konane_black_colour = une pierre noire en { $square } : les pierres des Noirs commencent sur les cases claires et y restent
konane_full_board = le plateau est plein, donc les Noirs ont le trait : leur premier coup retire une pierre
konane_first_removal = la seule case vide est { $square }, mais le premier coup des Noirs retire une pierre de a8, h1, d5 ou e4
konane_white_after_removal = une seule case vide signifie que les Noirs ont retiré une pierre, donc les Blancs ont le trait
konane_two_removals = deux cases vides doivent être les retraits de l'ouverture (l'une de a8, h1, d5, e4 et une case voisine), pas { $first } et { $second }
konane_black_after_removals = après les deux retraits de l'ouverture, les Noirs ont le trait
konane_white_count = les Blancs ont { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}, mais l'ouverture en a retiré une
konane_black_count = les Noirs ont { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}, mais l'ouverture en a retiré une
konane_white_unjumped = les Noirs ont sauté (plus de deux cases vides), mais les Blancs ont encore 31 pierres
konane_black_unjumped = les Noirs ont le trait après un saut, donc les Blancs ont sauté, mais les Noirs ont encore 31 pierres
