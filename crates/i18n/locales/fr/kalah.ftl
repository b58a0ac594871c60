# Kalaha : options de règles, positions et coups.

kalah_pits_range = option de règle pits={ $pits } : un camp a de 1 à { $most } alvéoles
kalah_seeds_zero = option de règle seeds=0 : chaque alvéole commence avec au moins un haricot
kalah_too_many_seeds = Kalaha({ $pits },{ $seeds }) aurait { $total } haricots ; au plus { $limit } tiennent (avec { $pits ->
    [one] { $pits } alvéole
   *[other] { $pits } alvéoles
}, seeds va de 1 à { $most })
kalah_count_number = attendu { $expected ->
    [one] { $expected } nombre
   *[other] { $expected } nombres
} ({ $pits ->
    [one] { $pits } alvéole
   *[other] { $pits } alvéoles
} et une alvéole de gains par camp), trouvé { $found } ; l'option de règle pits fixe la taille du plateau
kalah_seed_total = les nombres font en tout { $total ->
    [one] { $total } haricot
   *[other] { $total } haricots
}, mais { $rules } en a { $expected }
kalah_position_form = attendu les nombres séparés par des virgules, une espace et le camp au trait (S ou N), par exemple 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = le camp au trait est S (Sud) ou N (Nord), pas '{ $found }'
kalah_seed_count = pas un nombre de haricots : '{ $found }'
kalah_not_pit = pas un numéro d'alvéole : { $text } (un coup est le numéro de l'alvéole dont on répartit les haricots, de 1 à { $pits })
kalah_pit_range = les alvéoles sont numérotées de 1 à { $pits }
kalah_pit_empty = l'alvéole { $pit } est vide : on ne répartit que depuis une alvéole qui a des haricots
