# Страницы игроков: почему запрос партий игрока отклонён, и слова страницы.

players_bad_max = max — число партий от 1 (за раз отдаётся не больше { $most })
players_bad_result = результат '{ $result }' — не win, не draw и не loss

page-player-anonymous = аноним
page-player-deleted = удалён
page-player-versus = против
page-player-result-win = Победа
page-player-result-draw = Ничья
page-player-result-loss = Поражение
page-player-result-none = Прервана
page-player-result-ongoing = Идёт
page-player-count-all = Партий
page-player-count-win = Побед
page-player-count-draw = Ничьих
page-player-count-loss = Поражений
page-player-playing = Играет сейчас: смотреть партию
page-player-filter-game = Игра
page-player-filter-all-games = Все игры
page-player-filter-result = Результат
page-player-filter-all-results = Все результаты
page-player-games = Сыгранные партии
page-player-no-games = Партий нет.
page-player-more = Ещё партии
page-player-since = Игрок с { $date }
page-player-speed-bullet = пуля
page-player-speed-blitz = блиц
page-player-speed-rapid = рапид
page-player-speed-classical = классика
page-player-speed-correspondence = по переписке
page-player-rated-games = рейтинговых партий: { $games }
