# API веб-приложения: почему запрос отклонён.

unauthorized = нужен токен игры: отправьте 'Authorization: Bearer TOKEN'
no_such_game = игры '{ $id }' нет
no_route = по адресу { $path } нет ни страницы, ни файла, ни маршрута API
no_api_route = такого маршрута API нет
method_not_allowed = { $path } не принимает { $method } (допустимые методы — в заголовке Allow)
not_your_turn = сейчас ход за стороной: { $side }
too_large = тело запроса слишком большое
invalid_json = некорректное тело запроса: { $detail }
internal = ошибка сервера: { $detail }
database_unavailable = база данных не отвечает: { $detail }
websocket_expected = этот адрес работает по WebSocket: { $detail }
busy = партия менялась, пока выполнялся запрос: попробуйте ещё раз
service_full = у компьютера сейчас слишком много партий: попробуйте через минуту
too_many_searches = { $waiting ->
    [one] у вас уже { $waiting } партия ждёт хода компьютера (не более { $most })
    [few] у вас уже { $waiting } партии ждут хода компьютера (не более { $most })
   *[many] у вас уже { $waiting } партий ждут хода компьютера (не более { $most })
}
analysis_busy = все ядра заняты анализом: попробуйте чуть позже
analysis_request = неизвестный запрос анализа '{ $kind }' (analyse, review или stop)
analysis_needs_game = запросу анализа нужны его 'id' (число) и игра ('game')
too_many_moves = к позиции для анализа может вести не более { $most } { $most ->
    [one] хода
   *[other] ходов
}
no_such_ply = в партии { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }; полухода { $ply } нет
not_a_ply = '{ $text }' — не номер полухода: нужно целое число от 0
rule_value_type = параметру правил '{ $key }' нужна строка, число или логическое значение
unknown_color = неизвестный цвет '{ $color }' (white, black или random)
clock_minutes = время на часах (в минутах) должно быть не меньше одной секунды (1/60) и не больше 600
clock_increment = добавка времени должна быть от 0 до 600 секунд
engine_only_computer = движок играет только в роли компьютерного соперника
level_range = уровень должен быть от 1 до 10
unknown_opponent = неизвестный соперник '{ $opponent }' (computer, friend или local)
no_engine_for_game = неизвестный движок '{ $engine }': на этом сервере нет внешнего движка для игры { $game }
unknown_engine = неизвестный движок '{ $engine }' для игры { $game } (на этом сервере: { $known })
movetime_range = movetime_ms должно быть от 1 до { $most } (в миллисекундах)
depth_range = глубина должна быть от 1 до { $most }
token_not_for_game = этот токен не относится к этой игре
invite_not_valid = это приглашение недействительно для этой игры
waiting_for_friend = друг ещё не присоединился: отправьте ему ссылку-приглашение
stale_ply = ход предназначался для полухода { $ply }, но партия уже на полуходе { $current }
already_joined = обе стороны в этой партии уже заняты
rematch_started = реванш уже начался: откройте его страницу
game_not_over = реванш можно начать, когда эта партия закончится
rematch_exists = реванш этой партии уже начат
nothing_to_retry = у движка не было сбоя
draw_declined = компьютер отклоняет предложение ничьей
draw_already_offered = вы уже предложили ничью
no_draw_offer = нет предложения ничьей, на которое можно ответить
undo_not_allowed = в игре с другом попросите соперника вернуть ход
nothing_to_undo = у вас нет хода, который можно отменить
takeback_not_between_friends = просить вернуть ход можно в игре с другом; здесь используйте «Отменить ход»
takeback_already_requested = вы уже попросили вернуть ход
no_takeback_request = нет просьбы вернуть ход, на которую можно ответить
stale_search = позиции, которую анализировал компьютер, больше нет на доске

set_up_cell = поле расстановки — это null, число или {"{"}"side", "kind"{"}"}, а не { $found }
set_up_both = укажите либо запись позиции, либо поля, но не то и другое
set_up_turn_without_cells = очередь хода указывается вместе с полями; запись позиции называет её сама
set_up_side = неизвестная сторона, чей ход: '{ $side }' (white или black)
move_or_cells = укажите ход либо текстом (move), либо выбранными полями (cells)
bad_path = в адресе есть часть, которую нельзя прочитать: это должен быть текст (UTF-8)
bad_query = не удаётся прочитать запрос: каждый параметр не более одного раза и со значением нужного вида
