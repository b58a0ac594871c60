# Задачи: `ply puzzles generate` и задачи в API сервера.

puzzles_counts = --games, --nodes и --count должны быть не меньше 1
puzzles_read = не удаётся прочитать { $path }: { $error }
puzzles_written = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
} из { $positions } позиций записано в { $path }
puzzles_no_game = задач по игре { $game } нет; задачи есть по играм { $known }
puzzle_not_found = задачи { $id } нет
puzzle_bad_rating = присланный рейтинг задач не мог быть выдан этим сервером: рейтинг от 0 до 4000, RD от 45 до 350, волатильность от 0 до 1
puzzle_rating_kept = рейтинг задач вошедшего игрока хранит сервер: пришлите результат без рейтинга

## `ply puzzles check` и почему задача не проходит проверку.

puzzles_checked = { $game }: { $count ->
    [one] проверена { $count } задача
    [few] проверено { $count } задачи
   *[many] проверено { $count } задач
}, не прошли: { $failed }; базы эндшпиля или решатель достали { $reached } из них, в позициях с ходом решающего: { $positions }
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] { $count } задача не проходит проверку
    [few] { $count } задачи не проходят проверку
   *[many] { $count } задач не проходят проверку
}
puzzles_refused = отклонено задач, найденных поиском: { $count }; базы эндшпиля или решатель противоречат их решениям
puzzle_check_game = неизвестная игра { $game }
puzzle_check_position = позиция: { $error }
puzzle_check_over = позиция окончена
puzzle_check_move = ход { $number } решения «{ $text }» недопустим
puzzle_check_reply = решение кончается ответом соперника, а не ходом решающего
puzzle_check_not_only = по более глубокому поиску единственный выигрывающий ход — { $found }, а не ход решения
puzzle_check_no_winner = по более глубокому поиску ни один ход не выигрывает в одиночку
puzzle_check_tables_none = базы эндшпиля противоречат ходу { $number } решения: ни один ход не выигрывает
puzzle_check_tables = базы эндшпиля противоречат ходу { $number } решения; выигрывающие ходы: { $moves }
puzzle_check_solver = решатель противоречит ходу { $number } решения; итоговые разницы ходов: { $margins }

## Задачи на странице (/puzzles).

page-puzzles = Задачи
page-puzzles-game = Игра задач
page-puzzle-find = найдите выигрывающий ход за сторону: { $side }
page-puzzle-over = Задача окончена
page-puzzle-right = Верно. Дальше.
page-puzzle-wrong = Неверно: { $move } — не тот ход.
page-puzzle-solved = Решено!
page-puzzle-show = Показать решение
page-puzzle-next = Следующая задача
page-puzzle-solution = Решение: { $moves }
page-puzzle-rating = Рейтинг задачи: { $rating }
page-puzzle-your-rating = Ваш рейтинг в задачах: { $rating }
page-puzzle-change = Изменение рейтинга: { $diff }
page-puzzle-themes = Темы: { $themes }
page-puzzle-source = Источник: { $source }
page-puzzle-theme-capture-sequence = серия взятий
page-puzzle-theme-sacrifice = жертва
page-puzzle-theme-breakthrough = прорыв в дамки
page-puzzle-theme-coup-turc = турецкий удар
page-puzzle-theme-check = шах
page-puzzle-theme-promotion = превращение
page-puzzle-theme-one-move = один ход
page-puzzle-theme-win = выигрыш
page-puzzle-theme-mate = мат
page-puzzle-theme-mate-in-1 = мат в 1 ход
page-puzzle-theme-mate-in-2 = мат в 2 хода
page-puzzle-theme-mate-in-3 = мат в 3 хода
page-puzzle-theme-extra-turn = лишний ход
page-puzzle-theme-capture = захват
page-puzzle-theme-endgame = эндшпиль

## Упражнения на страницах правил: каждый ход с диаграммы игрок делает сам.

page-practise = Упражняться
page-practise-count = Упражнение { $n } из { $count }
page-practise-task = Ход: { $side }. Сделайте ход, о котором говорит это правило.
page-practise-right = Верно!
page-practise-other = Ход { $move } здесь допустим, но это правило требует другого хода. Попробуйте ещё раз.
page-practise-next = Следующее упражнение
page-practise-again = Начать сначала
page-practise-close = Закончить упражнения
page-practise-done = Вы сделали все ходы этой страницы.
