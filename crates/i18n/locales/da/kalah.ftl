# Kalaha: regelvalg, stillinger og træk.

kalah_pits_range = regelvalg pits={ $pits }: en spiller har 1 til { $most } små fordybninger
kalah_seeds_zero = regelvalg seeds=0: hver fordybning begynder med mindst én kugle
kalah_too_many_seeds = Kalaha({ $pits },{ $seeds }) ville have { $total } kugler; højst { $limit } er der plads til (med { $pits ->
    [one] { $pits } fordybning
   *[other] { $pits } fordybninger
} er seeds 1 til { $most })
kalah_count_number = forventede { $expected ->
    [one] { $expected } tal
   *[other] { $expected } tal
} ({ $pits ->
    [one] { $pits } fordybning
   *[other] { $pits } fordybninger
} og en kalaha til hver spiller), fandt { $found }; regelvalget pits bestemmer brættets størrelse
kalah_seed_total = tallene giver tilsammen { $total ->
    [one] { $total } kugle
   *[other] { $total } kugler
}, men { $rules } har { $expected }
kalah_position_form = forventede tallene adskilt af kommaer, et mellemrum og den, der er i trækket (S eller N), f.eks. 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = den, der er i trækket, er S (syd) eller N (nord), ikke '{ $found }'
kalah_seed_count = ikke et antal kugler: '{ $found }'
kalah_not_pit = ikke et fordybningsnummer: { $text } (et træk er nummeret på den fordybning, hvis kugler fordeles, 1 til { $pits })
kalah_pit_range = fordybningerne er nummereret 1 til { $pits }
kalah_pit_empty = fordybning { $pit } er tom: kun kugler fra en fordybning med kugler kan fordeles
