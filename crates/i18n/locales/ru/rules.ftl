# Страницы правил.

rules-title = Правила
rules-new-game = Новая партия
rules-try = Сыграть с компьютером
rules-try-failed = Не удалось начать партию:
rules-not-translated = Эта страница ещё не переведена на ваш язык; вот она по-английски.
no_rules_page = для игры '{ $game }' нет страницы правил
rules_bad_diagram = диаграмму из правил нельзя нарисовать: { $detail }
