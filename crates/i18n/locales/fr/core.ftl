# Messages communs à tous les jeux : résultats, raisons de la fin, parties, options de règles.

language-name = français

side-white = Blancs
side-black = Noirs
side-south = Sud
side-north = Nord

## Résultats

result_win = victoire : { $side } — { $reason }
result_draw = partie nulle : { $reason }
result_win_score = victoire : { $side } { $won }–{ $lost } — { $reason }
result_draw_score = partie nulle { $white }–{ $black } : { $reason }
result_aborted = partie annulée : { $reason }

## Pourquoi une partie s'est terminée

reason-no_moves = le camp au trait n'a aucun coup légal
reason-no_pieces = le camp au trait n'a plus de pièces
reason-checkmate = échec et mat
reason-stalemate = pat
reason-insufficient_material = aucun camp ne peut mater
reason-repetition = la même position pour la troisième fois
reason-fifty_moves = 50 coups de chaque camp sans coup de pion ni prise
reason-no_capture_moves = 15 coups de chaque camp sans prise
reason-king_moves = { $moves } coups de chaque camp avec seulement des dames qui jouent et sans prise
reason-sixteen_moves = 16 coups de chaque camp dans une finale de trois pièces contre une dame
reason-five_moves = 5 coups de chaque camp dans une finale de deux pièces contre une dame
reason-pits_empty = les alvéoles d'un camp sont vides et les haricots sont comptés
reason-nothing_left = le camp au trait n'a plus de pièce ou plus de coup, ce qui gagne
reason-crowned = un pion est allé à dame, ce qui gagne
reason-lone_pieces = une pièce de chaque côté après la dernière prise
reason-two_kings_one = 7 coups de chaque camp avec deux dames contre une
reason-one_king_each = 2 coups de chaque camp avec une dame chacun
reason-resignation = abandon
reason-agreement = accord mutuel
reason-timeout = temps écoulé
reason-aborted = un camp n'a pas joué son premier coup dans les 30 secondes

## Listes

list-or = { $first } ou { $last }

## Coups

move_not_legal = ce coup n'est pas légal dans cette position
game_over = la partie est terminée : { $result }

## Positions et parties

invalid_position = position invalide : { $detail }
invalid_record = partie invalide : { $detail }
position_unreadable = ce texte de position ne peut pas être lu
comment_not_closed = un commentaire '{"{"}' n'est pas fermé par '{"}"}'
comment_not_open = '{"}"}' ne ferme aucun commentaire
variation_not_closed = une variante '(' n'est pas fermée par ')'
variation_not_open = ')' ne ferme aucune variante
record_other_game = la partie est une partie de '{ $named }', pas de '{ $game }'
record_bad_move = coup { $number } '{ $text }' : { $reason }
comment_no_move = pas de coup { $ply } à commenter : la partie a { $played ->
    [one] { $played } coup
   *[other] { $played } coups
}
tag_malformed = ligne d'étiquette mal formée : { $line }
tag_no_value = étiquette sans valeur : { $line }
tag_not_quoted = valeur d'étiquette sans guillemets : { $line }

## Options de règles

rule_unknown_none = option de règle inconnue '{ $key }' : ce jeu n'en a aucune
rule_unknown = option de règle inconnue '{ $key }' (connues : { $known })
rule_bad_value = option de règle { $key }={ $value } : attendu { $expected }
expected_bool = true ou false
expected_whole_number = un nombre entier
game_over_plain = la partie est terminée
no_move_given = aucun coup donné
move_ambiguous = { $text } est ambigu : { $moves }

## Jeux et parties

unknown_game = jeu inconnu '{ $game }' (connus : { $known })
engine_failed = moteur : { $detail }
record_in_game = partie { $game } (ligne { $line }) : { $error }
record_empty = le texte ne contient aucune partie
record_past_draw = le coup { $number } ({ $text }) continue après la fin de la partie ({ $result }) ; les coups sont gardés tels que notés
record_result_differs = la partie indique { $written }, mais la position finale dit : { $found } ; le résultat de la partie est gardé

## Mettre en place une position dans l'éditeur

set_up_unsupported = les positions de ce jeu ne peuvent pas être mises en place sur le plateau ; tapez plutôt le texte de la position
set_up_cells = une mise en place demande { $expected } cases, pas { $found }
set_up_piece = ce jeu n'a pas de pièce '{ $piece }'
set_up_unplayable = les pièces ne se placent que sur les cases foncées
