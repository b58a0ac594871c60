# Kalah: rule options, positions and moves.

kalah_pits_range = rule option pits={ $pits }: a side has 1 to { $most } pits
kalah_seeds_zero = rule option seeds=0: each pit starts with at least one seed
kalah_too_many_seeds = Kalah({ $pits },{ $seeds }) would have { $total } seeds; at most { $limit } fit (with { $pits ->
    [one] { $pits } pit
   *[other] { $pits } pits
}, seeds is 1 to { $most })
kalah_count_number = expected { $expected ->
    [one] { $expected } count
   *[other] { $expected } counts
} ({ $pits ->
    [one] { $pits } pit
   *[other] { $pits } pits
} and a store a side), found { $found }; the rule option pits sets the board size
kalah_seed_total = the counts add up to { $total ->
    [one] { $total } seed
   *[other] { $total } seeds
}, but { $rules } has { $expected }
kalah_position_form = expected the counts separated by commas, a space and the side to move (S or N), e.g. 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = the side to move is S (south) or N (north), not '{ $found }'
kalah_seed_count = not a seed count: '{ $found }'
kalah_not_pit = not a pit number: { $text } (a move is the number of the pit to sow, 1 to { $pits })
kalah_pit_range = pits are numbered 1 to { $pits }
kalah_pit_empty = pit { $pit } is empty: only a pit with seeds can be sown
