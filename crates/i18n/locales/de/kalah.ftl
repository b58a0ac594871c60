# Kalaha: Regeloptionen, Stellungen und Züge.

kalah_pits_range = Regeloption pits={ $pits }: eine Seite hat 1 bis { $most } Mulden
kalah_seeds_zero = Regeloption seeds=0: jede Mulde beginnt mit mindestens einer Bohne
kalah_too_many_seeds = Kalaha({ $pits },{ $seeds }) hätte { $total } Bohnen; höchstens { $limit } passen (bei { $pits ->
    [one] { $pits } Mulde
   *[other] { $pits } Mulden
} ist seeds 1 bis { $most })
kalah_count_number = erwartet { $expected ->
    [one] { $expected } Zahl
   *[other] { $expected } Zahlen
} ({ $pits ->
    [one] { $pits } Mulde
   *[other] { $pits } Mulden
} und eine Gewinnmulde je Seite), gefunden { $found }; die Regeloption pits legt die Brettgröße fest
kalah_seed_total = die Zahlen ergeben zusammen { $total ->
    [one] { $total } Bohne
   *[other] { $total } Bohnen
}, aber { $rules } hat { $expected }
kalah_position_form = erwartet die Zahlen durch Kommas getrennt, ein Leerzeichen und die Seite am Zug (S oder N), z. B. 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = die Seite am Zug ist S (Süd) oder N (Nord), nicht '{ $found }'
kalah_seed_count = keine Anzahl Bohnen: '{ $found }'
kalah_not_pit = keine Muldennummer: { $text } (ein Zug ist die Nummer der Mulde, deren Bohnen verteilt werden, 1 bis { $pits })
kalah_pit_range = die Mulden sind von 1 bis { $pits } nummeriert
kalah_pit_empty = Mulde { $pit } ist leer: nur aus einer Mulde mit Bohnen kann verteilt werden
