# Jeu de dames, toutes les variantes : positions (FEN PDN), coups et parties (PDN).

## Coups

draughts_example_numbers = 32-28, ou 26x17 pour une prise
draughts_example_algebraic = c3-d4, ou c3:e5 pour une prise
draughts_not_move = '{ $text }' n'est pas un coup : écrivez-le comme { $example }
draughts_not_dark_square = '{ $text }' n'est pas une case foncée du damier { $size }×{ $size }
draughts_no_such_square = la case { $square } n'existe pas (les cases vont de 1 à { $max })
draughts_not_yours = aucune de vos pièces en { $square }
draughts_ambiguous = ambigu : { $text } peut être { $moves }

## Pourquoi un coup n'est pas légal

men_capture_forward = les pions ne prennent pas en arrière ({ $game })
no_capture_to_make = il n'y a aucune prise à faire : { $moves }
square_not_empty = la case { $square } n'est pas libre
king_diagonal = une dame se déplace sur une diagonale
king_orthogonal = une dame se déplace sur une rangée ou une colonne
man_one_square = un pion avance d'une case en diagonale
man_one_square_orthogonal = un pion avance d'une case vers l'avant ou sur le côté
men_forward_only = les pions ne font qu'avancer
king_one_square = les dames ne se déplacent que d'une case ({ $game })
way_blocked = le chemin de { $from } à { $to } est barré
king_must_capture = la dame doit prendre : { $moves }
majority_rule = la prise majoritaire est obligatoire : prendre { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
} : { $moves }
king_must_continue = une dame qui prend doit s'arrêter là où elle peut prendre encore : { $moves }
capture_continues = la rafle doit être poursuivie : { $moves }
capture_compulsory = la prise est obligatoire : { $captures }

## Positions

position_empty = texte de position vide
draughts_side = '{ $found }' n'est pas un camp au trait : le texte commence par W ou B, comme dans W:W21-32:B1-12
draughts_colour_section = '{ $found }' n'est pas une section de couleur : elle commence par W ou B
draughts_listed_twice = les pièces des { $side } sont listées deux fois
draughts_square_off_board = la case { $square } n'existe pas : le damier { $size }×{ $size } a les cases 1 à { $max }
draughts_square_twice = la case { $square } est listée deux fois
draughts_white_man_crown_row = un pion blanc ne peut pas se trouver en { $square } : sur cette rangée, les pions blancs vont à dame
draughts_black_man_crown_row = un pion noir ne peut pas se trouver en { $square } : sur cette rangée, les pions noirs vont à dame
draughts_token = '{ $found }' n'est pas une case : écrivez un nombre, K devant une dame, ou un intervalle comme 1-12
draughts_range = '{ $found }' n'est pas un intervalle : la première case doit être la plus petite

## Options de règles et parties

expected_plies = un nombre de demi-coups, ou off
expected_board_size = 8 ou 10 (le damier 12×12 est le jeu canadian)
expected_board_size_12 = 12 : ce jeu se joue sur le damier 12×12
expected_orthogonal_size = 8 : le damier orthogonal (turc) est de 8×8
expected_orthogonal_captures_size = false : les prises le long des rangées et des colonnes se jouent sur les damiers 8×8 et 10×10
expected_not_turkish_board = false : les prises orthogonales (frisonnes) et le damier turc ne vont pas ensemble
pdn_game_type = GameType { $value } n'est pas pris en charge : ply lit { $known }
pdn_board = GameType { $value } se joue sur le damier { $size }×{ $size } : ouvrez la partie comme ce jeu
men_capture_kings = les pions ne prennent pas les dames ({ $game })
italian_priority = parmi les prises d'autant de pièces, celle de la dame passe d'abord, puis celle qui prend le plus de dames, puis celle qui prend une dame le plus tôt : { $moves }
most_kings_first = parmi les prises d'autant de pièces, celle qui prend le plus de dames passe d'abord : { $moves }
expected_tie_break = none, kings, italian ou frisian
expected_count = un nombre, ou off
expected_start_rows = un nombre de rangées inférieur à la moitié du côté du damier
frisian_value = la prise de plus grande valeur passe d'abord (une dame vaut plus qu'un pion et moins que deux), et à valeur égale celle de la dame : { $moves }
king_move_run = cette dame a joué { $limit } coups de suite ; elle doit prendre ou une autre pièce doit jouer
record_ambiguous_taken = le coup { $number } ({ $text }) correspond à plus d'un chemin de prise ; celui dont la partie repart est { $taken }
