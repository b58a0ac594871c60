# Терминал: `ply apply`, `ply play`.

cli-position = позиция: { $position }
cli-finished = состояние: партия окончена, { $result }
cli-ongoing = состояние: партия идёт, ход за стороной: { $side }
cli-welcome = { $game } — вы играете за сторону: { $side }, компьютер играет на уровне { $level }. Список команд: help.
cli-prompt = ход: { $side }
cli-help =
    Введите ход в нотации игры или команду:
      hint    подсказка компьютера              undo    взять свой последний ход назад
      flip    перевернуть доску                 moves   список возможных ходов
      draw    предложить ничью                  resign  сдаться
      board   показать доску снова              quit    выйти
cli-computer-plays = ply ходит { $text }
cli-computer-refused = ход компьютера { $text } отклонён: { $reason }
cli-hint = подсказка: { $text }
cli-no-hint = нечего подсказать
cli-nothing-to-undo = нечего брать назад
cli-taken-back = взято назад: { $moves }
cli-draw-accepted = компьютер согласен на ничью
cli-draw-declined = компьютер отклоняет ничью
cli-game-over = партия окончена: { $result }
cli-moves = ходы: { $moves }
cli-bad-color = --color { $text }: ожидается { $first }, { $second } или random
record_warning = партия { $game } (строка { $line }): предупреждение: { $warning }
record_skipped = пропущено: { $error }
record_read_summary = прочитано партий: { $read }, пропущено: { $skipped }
