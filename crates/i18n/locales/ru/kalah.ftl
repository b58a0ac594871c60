# Калах: параметры правил, позиции и ходы.

kalah_pits_range = параметр правил pits={ $pits }: у каждой стороны от 1 до { $most } { $most ->
        [one] лотка
       *[other] лотков
    }
kalah_seeds_zero = параметр правил seeds=0: в начале в каждом лотке должен быть хотя бы один боб
kalah_too_many_seeds = в Kalah({ $pits },{ $seeds }) бобов было бы { $total }, а помещается не больше { $limit } (если лотков { $pits }, seeds — от 1 до { $most })
kalah_count_number = ожидалось { $expected ->
        [one] { $expected } число
        [few] { $expected } числа
       *[many] { $expected } чисел
    } (у каждой стороны { $pits ->
        [one] { $pits } лоток
        [few] { $pits } лотка
       *[many] { $pits } лотков
    } и выигрышный лоток), а найдено { $found }; размер доски задаёт параметр правил pits
kalah_seed_total = в сумме { $total ->
        [one] { $total } боб
        [few] { $total } боба
       *[many] { $total } бобов
    }, а в { $rules } их { $expected }
kalah_position_form = ожидаются числа через запятую, пробел и очередь хода (S или N), например 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = очередь хода — S (юг) или N (север), а не '{ $found }'
kalah_seed_count = не число бобов: '{ $found }'
kalah_not_pit = не номер лотка: { $text } (ход — это номер лотка, из которого сеют, от 1 до { $pits })
kalah_pit_range = лотки пронумерованы от 1 до { $pits }
kalah_pit_empty = лоток { $pit } пуст: сеять можно только из лотка с бобами
