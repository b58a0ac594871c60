# Калах: параметры правил, позиции и ходы.

kalah_pits_range = параметр правил pits={ $pits }: у каждой стороны от 1 до { $most ->
        [one] { $most } лунки
       *[other] { $most } лунок
    }
kalah_seeds_zero = параметр правил seeds=0: в начале в каждой лунке должен быть хотя бы один камень
kalah_too_many_seeds = в Kalah({ $pits },{ $seeds }) камней было бы { $total }, а помещается не больше { $limit } (если лунок { $pits }, seeds — от 1 до { $most })
kalah_count_number = ожидалось { $expected ->
        [one] { $expected } число
        [few] { $expected } числа
       *[many] { $expected } чисел
    } (у каждой стороны { $pits ->
        [one] { $pits } лунка
        [few] { $pits } лунки
       *[many] { $pits } лунок
    } и калах), а найдено { $found }; размер доски задаёт параметр правил pits
kalah_seed_total = в сумме { $total ->
        [one] { $total } камень
        [few] { $total } камня
       *[many] { $total } камней
    }, а в { $rules } их { $expected }
kalah_position_form = ожидаются числа через запятую, пробел и очередь хода (S или N), например 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = очередь хода — S (юг) или N (север), а не '{ $found }'
kalah_seed_count = не число камней: '{ $found }'
kalah_not_pit = не номер лунки: { $text } (ход — это номер лунки, из которой сеют, от 1 до { $pits })
kalah_pit_range = лунки пронумерованы от 1 до { $pits }
kalah_pit_empty = лунка { $pit } пуста: сеять можно только из лунки с камнями
