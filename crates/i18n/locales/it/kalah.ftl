# Mancala (Kalah): opzioni di regole, posizioni e mosse.

kalah_pits_range = opzione di regola pits={ $pits }: ogni giocatore ha da 1 a { $most } buche
kalah_seeds_zero = opzione di regola seeds=0: ogni buca comincia con almeno una pedina
kalah_too_many_seeds = Kalah({ $pits },{ $seeds }) avrebbe { $total } pedine; ne stanno al massimo { $limit } (con { $pits ->
    [one] { $pits } buca
   *[other] { $pits } buche
}, seeds va da 1 a { $most })
kalah_count_number = attesi { $expected ->
    [one] { $expected } numero
   *[other] { $expected } numeri
} ({ $pits ->
    [one] { $pits } buca
   *[other] { $pits } buche
} e una buca posta al lato per giocatore), trovati { $found }; l'opzione di regola pits fissa la grandezza del tavoliere
kalah_seed_total = i numeri sommano { $total ->
    [one] { $total } pedina
   *[other] { $total } pedine
}, ma { $rules } ne ha { $expected }
kalah_position_form = attesi i numeri separati da virgole, uno spazio e chi muove (S o N), per esempio 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = chi muove è S (Sud) o N (Nord), non '{ $found }'
kalah_seed_count = non è un numero di pedine: '{ $found }'
kalah_not_pit = non è un numero di buca: { $text } (una mossa è il numero della buca di cui si distribuiscono le pedine, da 1 a { $pits })
kalah_pit_range = le buche sono numerate da 1 a { $pits }
kalah_pit_empty = la buca { $pit } è vuota: si distribuiscono solo le pedine di una buca che ne ha
