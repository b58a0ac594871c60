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
