# Kalaha: regelopties, stellingen en zetten.

kalah_pits_range = regeloptie pits={ $pits }: een speler heeft 1 tot { $most } vakjes
kalah_seeds_zero = regeloptie seeds=0: elk vakje begint met minstens één boon
kalah_too_many_seeds = Kalaha({ $pits },{ $seeds }) zou { $total } bonen hebben; hoogstens { $limit } passen (met { $pits ->
    [one] { $pits } vakje
   *[other] { $pits } vakjes
} is seeds 1 tot { $most })
kalah_count_number = verwacht { $expected ->
    [one] { $expected } getal
   *[other] { $expected } getallen
} ({ $pits ->
    [one] { $pits } vakje
   *[other] { $pits } vakjes
} en een winstvak per speler), gevonden { $found }; de regeloptie pits bepaalt de grootte van het bord
kalah_seed_total = de getallen tellen op tot { $total ->
    [one] { $total } boon
   *[other] { $total } bonen
}, maar { $rules } heeft er { $expected }
kalah_position_form = verwacht de getallen gescheiden door komma's, een spatie en wie aan zet is (S of N), bijvoorbeeld 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = wie aan zet is, is S (zuid) of N (noord), niet '{ $found }'
kalah_seed_count = geen aantal bonen: '{ $found }'
kalah_not_pit = geen vaknummer: { $text } (een zet is het nummer van het vakje waarvan je de bonen verdeelt, 1 tot { $pits })
kalah_pit_range = de vakjes zijn genummerd van 1 tot { $pits }
kalah_pit_empty = vakje { $pit } is leeg: je kunt alleen bonen verdelen uit een vakje met bonen
