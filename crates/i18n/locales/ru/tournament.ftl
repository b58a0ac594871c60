# Турниры: почему запрос отклонён.

tournament_not_found = турнира «{ $id }» нет
tournament_unknown_system = система турнира — arena, swiss или robin, а не «{ $system }»
tournament_clock_time = контроль времени турнира — от 0,25 до 180 минут
tournament_clock_increment = добавка времени турнира — от 0 до 180 секунд
tournament_minutes = арена длится от 1 до { $most } минут
tournament_wait_or_date = укажите минуты ожидания или дату начала, но не то и другое
tournament_start = турнир начинается не позже чем через { $most } минут
tournament_max_players = в турнире от 2 до { $most } игроков
tournament_rounds_not_arena = у арены нет туров: укажите её длительность в минутах
tournament_name = название турнира — не более { $most } символов, без управляющих символов
tournament_too_many = ожидать начала или идти могут не более { $most } ваших турниров
tournament_full_server = на сервере уже столько турниров, сколько он может провести: попробуйте позже
tournament_finished = этот турнир закончился
tournament_started = этот турнир уже начался
tournament_withdrawn = вы вышли из этого турнира
tournament_full = в этом турнире нет мест ({ $most } игроков)
tournament_not_in = вы не участвуете в этом турнире
tournament_not_maker = начать турнир может только его создатель
tournament_minutes_not_rounds = у швейцарки и кругового турнира туры, а не минуты
tournament_round_pause = перерыв между турами — от 0 до { $most } секунд
tournament_swiss_rounds = в швейцарке от 1 до { $most } туров
tournament_robin_cycles = круговой турнир бывает в один (1) или в два круга (2)
tournament_robin_players = в круговом турнире от { $least } до { $most } игроков
tournament_no_trf = у арены нет туров для отчёта: файл TRF есть только у швейцарки и кругового турнира
tournament_import_too_large = файл TRF — не более { $most } байт
tournament_import_system = турнир импортируется как швейцарка (swiss) или круговой (robin), а не '{ $system }'
tournament_import_rounds = в файле записано туров: { $played }, больше, чем в турнире ({ $total })
tournament_import_not_berger = тур { $round } файла не совпадает с таблицей Бергера: круговой турнир играет туры таблицы по порядку
tournament_import_next_bye = игрок { $rank } просит свободный тур в следующем туре: этот сервер не даёт его по просьбе
tournament_import_twice = имя '{ $name }' записано дважды
tournament_import_unknown = имена без учётной записи ({ $count }): { $names }

# Страницы турниров.

page-tournaments = Турниры
page-tournament-create = Создать турнир
page-tournament-name = Название
page-tournament-game = Игра
page-tournament-clock = Контроль, минут
page-tournament-increment = Добавка, секунд
page-tournament-minutes = Длительность, минут
page-tournament-wait = Начало через, минут
page-tournament-rated = Рейтинговый
page-tournament-casual = Товарищеский
page-tournament-arena = Арена
page-tournament-list-created = Скоро начнутся
page-tournament-list-started = Идут
page-tournament-list-finished = Закончились
page-tournament-none = Турниров нет.
page-tournament-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
page-tournament-join = Участвовать
page-tournament-withdraw = Выйти
page-tournament-pause = Пауза
page-tournament-start-now = Начать сейчас
page-tournament-log-in = Войдите, чтобы участвовать.
page-tournament-starts-in = Начало через { $time }
page-tournament-ends-in = Конец через { $time }
page-tournament-next-round-in = Следующий тур через { $time }
page-tournament-finished = Закончился
page-tournament-standings = Таблица
page-tournament-pairings = Партии
page-tournament-player = Игрок
page-tournament-rating = Рейтинг
page-tournament-points = Очки
page-tournament-results = Результаты
page-tournament-playing = играет
page-tournament-paused = на паузе
page-tournament-withdrawn = вышел
page-tournament-fire = серия побед: победы и ничьи идут в двойном размере
page-tournament-your-game = Ваша партия началась.
page-tournament-bye = свободен
page-tournament-ongoing = идёт
page-tournament-no-games = Партий пока нет.
page-tournament-system = Система
page-tournament-swiss = Швейцарская система
page-tournament-robin = Круговой турнир
page-tournament-double-robin = Двухкруговой турнир
page-tournament-rounds = Туры
page-tournament-cycles = Круги
page-tournament-round-pause = Перерыв между турами, секунды
page-tournament-round-of = Тур { $round } из { $rounds }
page-tournament-round = Тур { $round }
page-tournament-buchholz = Бухгольц
page-tournament-buchholz-cut1 = Усечённый Бухгольц
page-tournament-sonneborn-berger = Зоннеборн — Бергер
page-tournament-direct = Личная встреча
page-tournament-trf = Отчёт о турнире (TRF)
page-tournament-forfeit = неявка
page-tournament-imported = из файла TRF, партии здесь нет
page-tournament-starting-rank = №
page-tournament-starting-rank-title = Стартовый номер: в круговом турнире номер по таблице Бергера, определённый жребием перед стартом
