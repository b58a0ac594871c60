# Kontod: miks kontopäring tagasi lükati, ja lehe kontosõnad.

account_name_length = kasutajanimes on { $least } kuni { $most } märki
account_name_character = kasutajanimes on ainult tähed A–Z, numbrid, '_' ja '-', mitte '{ $character }'
account_name_start = kasutajanimi algab tähe või numbriga
account_name_reserved = nimi '{ $name }' on reserveeritud
account_name_taken = nimi '{ $name }' on juba võetud
account_password_length = paroolis on { $least } kuni { $most } märki
account_bad_credentials = vale kasutajanimi või parool
account_wrong_password = parool on vale
account_disabled = see konto on suletud
account_too_many_attempts = liiga palju katseid: proovi uuesti { $seconds } s pärast
account_busy = server kontrollib praegu liiga paljusid paroole: proovi varsti uuesti
account_not_logged_in = logi kõigepealt sisse
account_too_many_games = korraga kuni { $most } mängu
account_no_such_user = mängijat '{ $name }' ei ole
account_cross_site = keeldutud: see päring tuleb teiselt saidilt

page-account-login = Logi sisse
page-account-register = Registreeru
page-account-logout = Logi välja
page-account-logout-everywhere = Logi kõikjal välja
page-account-name = Kasutajanimi
page-account-password = Parool
page-account-name-hint = 2–20 tähte (A–Z), numbrit, _ või -
page-account-password-hint = vähemalt 8 märki
page-account-to-register = Kontot veel pole? Registreeru
page-account-to-login = Konto on olemas? Logi sisse
page-account-menu = Konto: { $name }
account_not_seated = sinu konto ei mängi selles mängus
account_bad_token = seda isiklikku tokenit (ply_…) ei tunta
