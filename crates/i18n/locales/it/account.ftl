# Account: perché una richiesta di account è stata rifiutata, e le parole della pagina per l'account.

account_name_length = un nome utente ha da { $least } a { $most } caratteri
account_name_character = un nome utente ha solo le lettere A–Z, cifre, '_' e '-', non '{ $character }'
account_name_start = un nome utente comincia con una lettera o una cifra
account_name_reserved = il nome '{ $name }' è riservato
account_name_taken = il nome '{ $name }' è già in uso
account_password_length = una password ha da { $least } a { $most } caratteri
account_bad_credentials = nome utente o password errati
account_wrong_password = la password è errata
account_disabled = questo account è disattivato
account_too_many_attempts = troppi tentativi: riprova tra { $seconds } s
account_busy = il server sta controllando troppe password in questo momento: riprova tra poco
account_not_logged_in = prima accedi
account_too_many_games = al massimo { $most } partite alla volta
account_no_such_user = non c'è nessun giocatore '{ $name }'
account_cross_site = rifiutata: questa richiesta viene da un altro sito

page-account-login = Accedi
page-account-register = Registrati
page-account-logout = Esci
page-account-logout-everywhere = Esci ovunque
page-account-name = Nome utente
page-account-password = Password
page-account-name-hint = 2–20 lettere (A–Z), cifre, _ o -
page-account-password-hint = almeno 8 caratteri
page-account-to-register = Non hai ancora un account? Registrati
page-account-to-login = Hai già un account? Accedi
page-account-menu = Account: { $name }
account_not_seated = il tuo account non gioca in questa partita
account_bad_token = questo token personale (ply_…) è sconosciuto
