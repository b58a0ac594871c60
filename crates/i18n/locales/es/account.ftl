# Cuentas: por qué se rechazó una petición de cuenta, y las palabras de la página para la cuenta.

account_name_length = un nombre de usuario tiene de { $least } a { $most } caracteres
account_name_character = un nombre de usuario solo tiene las letras A–Z, cifras, '_' y '-', no '{ $character }'
account_name_start = un nombre de usuario empieza por una letra o una cifra
account_name_reserved = el nombre '{ $name }' está reservado
account_name_taken = el nombre '{ $name }' ya está en uso
account_password_length = una contraseña tiene de { $least } a { $most } caracteres
account_bad_credentials = nombre de usuario o contraseña incorrectos
account_wrong_password = la contraseña es incorrecta
account_disabled = esta cuenta está desactivada
account_too_many_attempts = demasiados intentos: vuelve a intentarlo dentro de { $seconds } s
account_busy = el servidor está comprobando demasiadas contraseñas en este momento: vuelve a intentarlo enseguida
account_not_logged_in = inicia sesión primero
account_too_many_games = como máximo { $most } partidas a la vez
account_no_such_user = no hay ningún jugador '{ $name }'
account_cross_site = rechazada: esta petición viene de otro sitio

page-account-login = Iniciar sesión
page-account-register = Registrarse
page-account-logout = Cerrar sesión
page-account-logout-everywhere = Cerrar sesión en todas partes
page-account-name = Nombre de usuario
page-account-password = Contraseña
page-account-name-hint = 2–20 letras (A–Z), cifras, _ o -
page-account-password-hint = al menos 8 caracteres
page-account-to-register = ¿Aún no tienes cuenta? Regístrate
page-account-to-login = ¿Ya tienes cuenta? Inicia sesión
page-account-menu = Cuenta: { $name }
account_not_seated = tu cuenta no juega en esta partida
account_bad_token = esta ficha personal (ply_…) no es conocida
