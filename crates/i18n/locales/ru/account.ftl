# Учётные записи: почему запрос отклонён, и слова страницы об учётной записи.

account_name_length = имя пользователя — от { $least } до { $most } символов
account_name_character = в имени пользователя только латинские буквы A–Z, цифры, '_' и '-', но не '{ $character }'
account_name_start = имя пользователя начинается с буквы или цифры
account_name_reserved = имя '{ $name }' зарезервировано
account_name_taken = имя '{ $name }' уже занято
account_password_length = пароль — от { $least } до { $most } символов
account_bad_credentials = неверное имя пользователя или пароль
account_wrong_password = неверный пароль
account_disabled = эта учётная запись заблокирована
account_too_many_attempts = слишком много попыток: попробуйте снова через { $seconds } с
account_busy = сервер сейчас проверяет слишком много паролей: попробуйте чуть позже
account_not_logged_in = сначала войдите
account_too_many_games = не больше { $most } партий за раз
account_no_such_user = игрока '{ $name }' нет
account_cross_site = отклонено: этот запрос пришёл с другого сайта

page-account-login = Войти
page-account-register = Зарегистрироваться
page-account-logout = Выйти
page-account-logout-everywhere = Выйти на всех устройствах
page-account-name = Имя пользователя
page-account-password = Пароль
page-account-name-hint = 2–20 латинских букв (A–Z), цифр, _ или -
page-account-password-hint = не меньше 8 символов
page-account-to-register = Ещё нет учётной записи? Зарегистрируйтесь
page-account-to-login = Уже есть учётная запись? Войдите
page-account-menu = Учётная запись: { $name }
account_not_seated = ваша учётная запись не играет в этой игре
account_bad_token = этот личный токен (ply_…) неизвестен
