# Konten: warum eine Kontoanfrage abgelehnt wurde, und die Wörter der Seite zum Konto.

account_name_length = ein Benutzername hat { $least } bis { $most } Zeichen
account_name_character = ein Benutzername besteht nur aus den Buchstaben A–Z, Ziffern, '_' und '-', nicht '{ $character }'
account_name_start = ein Benutzername beginnt mit einem Buchstaben oder einer Ziffer
account_name_reserved = der Name '{ $name }' ist reserviert
account_name_taken = der Name '{ $name }' ist vergeben
account_password_length = ein Passwort hat { $least } bis { $most } Zeichen
account_bad_credentials = Benutzername oder Passwort falsch
account_wrong_password = das Passwort ist falsch
account_disabled = dieses Konto ist gesperrt
account_too_many_attempts = zu viele Versuche: versuche es in { $seconds } s wieder
account_busy = der Server prüft gerade zu viele Passwörter: versuche es gleich noch einmal
account_not_logged_in = melde dich zuerst an
account_too_many_games = höchstens { $most } Partien gleichzeitig
account_no_such_user = es gibt keinen Spieler '{ $name }'
account_cross_site = abgelehnt: diese Anfrage kommt von einer anderen Website

page-account-login = Anmelden
page-account-register = Registrieren
page-account-logout = Abmelden
page-account-logout-everywhere = Überall abmelden
page-account-name = Benutzername
page-account-password = Passwort
page-account-name-hint = 2–20 Buchstaben (A–Z), Ziffern, _ oder -
page-account-password-hint = mindestens 8 Zeichen
page-account-to-register = Noch kein Konto? Registrieren
page-account-to-login = Schon ein Konto? Anmelden
page-account-menu = Konto: { $name }
account_not_seated = dein Konto spielt in dieser Partie nicht mit
account_bad_token = dieses persönliche Token (ply_…) ist unbekannt
