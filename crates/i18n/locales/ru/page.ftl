# Веб-страница: подписи, кнопки, заголовки и строки состояния. Идентификаторы начинаются с `page-`.

## Шапка и заголовки вкладки

page-new-game = Новая партия
page-language = Язык
page-tab-game = ply · партия
page-tab-over = ply · партия окончена
page-tab-your-turn = Ваш ход · ply
page-rules-link = Правила
page-rules-of = Правила: { $game }

## Выбор партии

page-loading = Загрузка…
page-server-unreachable = Сервер недоступен: { $error }
page-network-error = сервер недоступен
page-play-a-game = Начать партию
page-game = Игра
page-rule-options = Правила
page-opponent = Соперник
page-computer = Компьютер
page-computer-levels = ply, уровни 1–10
page-installed-engine = установленный движок
page-friend = Друг
page-friend-sub = по ссылке-приглашению
page-same-device = На одном устройстве
page-same-device-sub = два игрока
page-computer-level = Уровень компьютера
page-you-play = Вы играете за
page-moves-first = первый ход
page-moves-second = второй ход
page-random = Случайно
page-clock = Часы
page-timed-game = Партия с часами
page-minutes = минуты
page-increment = добавка
page-min-plus = мин +
page-seconds-per-move = с за ход
page-untimed = без часов
page-clock-presets = готовые контроли времени
page-play = Играть
page-your-games = Ваши партии
page-no-games = Здесь появятся начатые вами партии.
page-list-ongoing = ход: { $side } · { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
page-list-moves = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
page-list-won = Вы выиграли
page-list-lost = Вы проиграли
page-list-drawn = Ничья
page-finished = окончена
page-gone = удалена
page-vs-computer = против компьютера
page-vs-friend = против друга
page-on-this-device = на этом устройстве
page-as-side = ваша сторона: { $side }
page-both-sides = обе стороны

## Что за игра, по её идентификатору

page-lobby-board = Доска { $board }
page-lobby-other-games = Другие игры
page-about-kabe = 8×8, правила Эстонии
page-about-draughts = 10×10, правила ФМЖД
page-about-russian = 8×8: шашка, ставшая дамкой во время взятия, бьёт дальше как дамка
page-about-brazilian = Международные правила на доске 8×8
page-about-pool = Американские правила, 8×8
page-about-checkers = 8×8: дамка ходит на одно поле, начинают чёрные
page-about-czech = Те же правила, что у кабе
page-about-chess = Правила ФИДЕ
page-about-konane = Гавайские шашки
page-about-kalah = Игра семейства манкала
page-about-antidraughts = Поддавки, 10×10: выигрывает тот, кто отдаст все шашки
page-about-breakthrough = Международные правила, 10×10: побеждает первая дамка
page-about-italian = 8×8: дамка ходит на одно поле, простая не бьёт дамку
page-about-spanish = 8×8: дальнобойные дамки, простые бьют только вперёд
page-about-turkish = Дама, 8×8 на всех 64 полях: простые вперёд и вбок, дамки как ладья
page-about-frisian = 10×10: простые и дамки бьют также по горизонтали и вертикали, обязательно взятие наибольшей ценности
page-about-frysk = фризские шашки, по пять шашек на последнем ряду
page-about-canadian = Международные правила на доске 12×12, по 30 шашек

## Параметры правил, по ключу

page-rule-size = Размер доски
page-rule-men-capture-backwards = Простые шашки бьют назад
page-rule-flying-kings = Дальнобойные дамки
page-rule-majority-rule = Бить наибольшее число шашек
page-rule-king-priority = Сначала бьёт дамка
page-rule-crown-mid-capture = Превращение в дамку во время взятия
page-rule-king-must-continue = Ставшая дамкой шашка бьёт дальше как дамка
page-rule-black-moves-first = Начинают чёрные
page-rule-no-capture-limit = Полуходов без взятия до ничьей
page-rule-king-move-limit = Полуходов одними дамками до ничьей
page-rule-endgame-rules = Правила ничьей в эндшпиле
page-rule-pits = Лотков у каждой стороны
page-rule-seeds = Бобов в лотке
page-rule-capture-needs-opposite-seeds = Для взятия нужны бобы напротив
page-rule-no-moves-wins = Сторона без хода выигрывает
page-rule-first-king-wins = Побеждает первая дамка
page-rule-mirrored = Зеркальная доска
page-rule-men-capture-kings = Простые шашки бьют дамок
page-rule-tie-break = Какое взятие выбрать из равных
page-rule-orthogonal-captures = Взятие также по вертикалям и горизонталям
page-rule-king-move-run = Ходов дамкой подряд
page-rule-frisian-draws = Фризские правила ничьей
page-rule-start-rows = Рядов шашек в начале
page-rule-orthogonal = Шашки ходят по вертикалям и горизонталям
page-rule-lone-pieces-limit = Полуходов до ничьей при малом числе шашек
page-custom-rules = Свои правила
page-more-games = Ещё игры
page-rule-bad-value = { $option }: «{ $value }» не подходит ({ $expected })
page-rule-not-allowed = { $option }: «{ $value }» не подходит

## Партия: игроки и состояние

page-joined = Вы присоединились, ваша сторона: { $side }. Хорошей игры!
page-cannot-join = Не удалось присоединиться: { $error }. Вы зритель.
page-game-not-found = Партия не найдена
page-start-new-game = Начать новую партию
page-type-move = Введите ход
page-type-move-hint = Введите ход и нажмите Enter
page-type-move-letters = Введите ход (фигуры: { $letters }) и нажмите Enter
page-turn-of = Очередь хода: { $side }.
page-game-is-over = Партия окончена.
page-looking-at = Ход { $number } из { $total } ({ $move }): доска только для просмотра. → или End — назад к партии.
page-board-label = Доска: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: лотки { $pits }; выигрышный лоток { $store }
page-describe-empty = доска пуста
page-read-title = Прочитать доску
page-read-label = Прочитать поле или s и номер горизонтали
page-read-hint = поле ({ $square }) или s и горизонталь (s 4)
page-read-hint-pits = лоток (3) или s и сторона (s север)
page-read-piece = { $cell }: { $piece }, { $side }
page-read-empty = { $cell }: пусто
page-read-seeds = { $cell }, бобов: { $count }
page-read-store = { $side }, выигрышный лоток: { $count }
page-read-rank = Горизонталь { $rank }: { $cells }
page-read-unknown = На доске нет ничего с именем «{ $asked }». Спросите поле ({ $square }) или s и горизонталь (s 4).
page-to-move = ход: { $side }
page-computer-at-level = Компьютер · уровень { $level }
page-you = Вы
page-your-friend = Ваш друг
page-your-turn = Ваш ход
page-check = шах!
page-game-over = Партия окончена
page-retry = Повторить
page-engine-thinking = { $engine } думает
page-computer-thinking = Компьютер думает
page-waiting-friend = Ждём, когда друг присоединится
page-waiting-for-friend = Ждём вашего друга
page-watching = Вы наблюдаете за этой партией
page-computer-opens = Компьютер начинает
page-extra-turn-you = У вас дополнительный ход
page-extra-turn-for = Дополнительный ход: { $side }

## Партия: ничья, приглашения, реванш

page-you-offered-draw = Вы предложили ничью.
page-offers-draw = Ничью предлагает сторона: { $side }.
page-draw-declined = Соперник отклоняет предложение ничьей.
page-ask-takeback = Попросить вернуть ход
page-ask-takeback-title = Попросить соперника разрешить вернуть ваш последний ход
page-takeback-asked = Просьба вернуть ход отправлена.
page-you-asked-takeback = Вы попросили вернуть свой последний ход.
page-asks-takeback = Вернуть ход просит сторона: { $side }.
page-takeback-declined = Соперник не разрешает вернуть ход.
page-watchers = Сейчас смотрят: { $count }
page-first-move-in = Сделайте первый ход в течение { $seconds } с, иначе партия будет прервана.
page-first-move-of = Сторона { $side } должна сделать первый ход за { $seconds } с, иначе партия будет прервана.
page-accept = Принять
page-decline = Отклонить
page-invite-friend = Пригласить друга
page-invite-hint = Отправьте эту ссылку: кто первым её откроет, тот играет за другую сторону.
page-copy-invite = Скопировать ссылку
page-invite-copied = Ссылка скопирована.
page-copy-from-box = Скопируйте ссылку из поля выше.
page-rematch-started = Реванш начался.
page-rematch-wanted = Соперник хочет реванша.
page-rematch-on = Игроки играют снова.
page-watch-rematch = Смотреть реванш
page-go-to-rematch = Перейти к реваншу
page-join-rematch = Принять реванш

## Партия: ходы

page-no-moves = Ходов пока нет.
page-show-position = Показать позицию после этого хода
page-extra-turn = дополнительный ход
page-first-position = Начальная позиция (Home)
page-previous-move = Предыдущий ход (←)
page-next-move = Следующий ход (→)
page-back-to-game = Назад к партии (End)
page-looking-back = Вы смотрите прошлую позицию: нажмите End (или »), чтобы вернуться к партии.
page-not-your-pit = Это не ваш лоток.
page-capturing = Взятие: { $path }…
page-promote-to = Превратить в
page-which-way = Каким путём?
page-cancel = Отмена
page-cannot-show-move = Этот ход показать нельзя: { $error }

# Буквы фигур в записи ходов (король, ферзь, ладья, слон, конь).
page-piece-letter-chess_king = Кр
page-piece-letter-queen = Ф
page-piece-letter-rook = Л
page-piece-letter-bishop = С
page-piece-letter-knight = К

## Партия: кнопки

page-undo = Отменить ход
page-undo-title = Взять назад свой последний ход
page-offer-draw = Предложить ничью
page-draw-offered = Ничья предложена.
page-resign = Сдаться
page-abort = Прервать
page-really-resign = Точно сдаться?
page-rematch = Реванш
page-analyse = Анализ
page-analyse-title = Спросить движок ply о показанной позиции
page-stop-analysis = Остановить анализ
page-flip-board = Перевернуть доску
page-download-record = Скачать запись
page-sounds = Звуки

## Настройки
page-settings = Настройки
page-settings-board = Доска
page-theme-wood = Дерево
page-theme-sea = Море
page-settings-pieces = Фигуры
page-pieces-classic = Классические
page-pieces-flat = Плоские
page-settings-coordinates = Координаты
page-on = Вкл.
page-off = Выкл.

## Анализ

page-analysis-failed = Анализ: { $error }
page-no-move = нет хода
page-analysis-meta = глубина { $depth } · { $knps } тыс. поз./с · с точки зрения стороны: { $side }

## Расстановка позиции

page-editor-link = Расставить позицию
page-editor-title = Расстановка позиции
page-editor-board = Доска, на которой расставляется позиция
page-editor-pieces = Фигуры
page-editor-to-move = Ход
page-editor-remove = Убрать фигуру
page-editor-add-seed = Добавить боб
page-editor-take-seed = Убрать боб
page-editor-start = Начальная позиция
page-editor-clear = Очистить доску
page-editor-position = Позиция
page-editor-read = Прочитать позицию
page-editor-play-computer = Играть отсюда с компьютером
page-editor-play-friend = Играть отсюда с другом
page-editor-over = в этой позиции партия сразу окончена: { $reason }
page-editor-not-playable = шашки стоят только на тёмных полях
page-editor-seeds-over = Бобов { $total }, а в игре их { $expected }: уберите { $count } из любого лотка.
page-editor-seeds-under = Бобов { $total }, а в игре их { $expected }: добавьте { $count } в любой лоток.
page-piece-man = шашка
page-piece-king = дамка
page-piece-pawn = пешка
page-piece-knight = конь
page-piece-bishop = слон
page-piece-rook = ладья
page-piece-queen = ферзь
page-piece-chess-king = король
page-piece-stone = камень

## Доска анализа

page-open-analysis-board = Доска анализа
page-analysis-board = Доска анализа
page-analysis-not-live = Доска анализа открывается для оконченной партии или партии с компьютером, но не во время партии между людьми.
page-analysis-bad-rules = Правила в адресе — некорректный JSON.
page-analysis-needs-game = Укажите игру для анализа: /analysis?game=ID&position=ТЕКСТ, или откройте доску из партии.
page-eval-bar = Оценка
page-eval-draw = Ничья (доказано)
page-eval-win = Выигрыш: { $side } (доказано)
page-eval-win-in = Выигрыш: { $side } за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} (доказано)
page-eval-margin = Выигрыш: { $side } с разницей { $margin } (доказано)
page-engine = Движок ply
page-engine-starting = Думает…
page-engine-stats = глубина { $depth } · { $knps } kN/s · узлов: { $nodes }
page-engine-done = время вышло
page-engine-solved = Решено: результат доказан, дальше искать не нужно
page-mark-inaccuracy = Неточность
page-mark-mistake = Ошибка
page-mark-blunder = Грубая ошибка
page-mark-title = { $mark }; движок предпочёл { $best }
page-review-game = Анализ всей партии
page-review-again = Проанализировать снова
page-reviewing = Анализ: позиция { $ply } из { $total }
page-play-computer-here = Играть отсюда с компьютером
page-play-friend-here = Играть отсюда с другом
page-back-to-the-game = Назад к партии
page-last-move = Последний ход (End)
page-not-found = Страница не найдена
page-not-found-text = По этому адресу нет страницы.

# Заявки в лобби.
page-quick-pairing = Быстрая игра: { $game }
page-open-seeks = Открытые заявки
page-no-seeks = Открытых заявок нет: выберите контроль времени выше и дождитесь соперника.
page-seek-days-1 = 1 день
page-seek-days-2 = 2 дня
page-seek-days-3 = 3 дня
page-seek-days-5 = 5 дней
page-seek-days-7 = 7 дней
page-seek-days-14 = 14 дней
page-seek-waiting = Ожидание соперника…
page-seek-join = Принять
page-seek-cancel = Отменить
page-seek-rated = на рейтинг
page-seek-casual = без рейтинга
page-seek-anonymous = Аноним
page-lobby-counts = Игроков в сети: { $online } · партий идёт: { $playing }
page-seek-range = Диапазон рейтинга
page-seek-range-any = любой
page-seek-out-of-range = Ваш рейтинг вне диапазона рейтинга этой заявки
page-challenge-title = Вызвать игрока
page-challenge-name = Имя игрока
page-challenge-control = Контроль времени
page-challenge-color = Ваш цвет
page-challenge-color-random = Случайный
page-challenge-color-white = Белые
page-challenge-color-black = Чёрные
page-challenge-send = Вызвать
page-challenge-sent = Вызов отправлен игроку { $name }: партия откроется, когда он его примет
page-challenge-incoming = { $name } вызывает вас
page-challenge-accept = Принять
page-challenge-decline = Отклонить
page-challenge-declined = { $name } отклонил ваш вызов
page-challenge-canceled = { $name } отозвал вызов
page-corr-days-hours = { $days } д { $hours } ч
page-corr-hours-minutes = { $hours } ч { $minutes } мин
page-settings-notify = Сообщать, когда мой ход
page-notify-your-turn = Ваш ход: { $game }
