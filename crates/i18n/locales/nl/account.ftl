# Accounts: waarom een accountverzoek geweigerd is, en de woorden van de pagina voor het account.

account_name_length = een gebruikersnaam is { $least } tot { $most } tekens lang
account_name_character = een gebruikersnaam bevat alleen de letters A–Z, cijfers, '_' en '-', niet '{ $character }'
account_name_start = een gebruikersnaam begint met een letter of een cijfer
account_name_reserved = de naam '{ $name }' is gereserveerd
account_name_taken = de naam '{ $name }' is al in gebruik
account_password_length = een wachtwoord is { $least } tot { $most } tekens lang
account_bad_credentials = verkeerde gebruikersnaam of verkeerd wachtwoord
account_wrong_password = het wachtwoord is verkeerd
account_disabled = dit account is uitgeschakeld
account_too_many_attempts = te veel pogingen: probeer het over { $seconds } s opnieuw
account_busy = de server controleert op dit moment te veel wachtwoorden: probeer het zo opnieuw
account_not_logged_in = log eerst in
account_too_many_games = hoogstens { $most } partijen tegelijk
account_no_such_user = er is geen speler '{ $name }'
account_cross_site = geweigerd: dit verzoek komt van een andere site

page-account-login = Inloggen
page-account-register = Registreren
page-account-logout = Uitloggen
page-account-logout-everywhere = Overal uitloggen
page-account-name = Gebruikersnaam
page-account-password = Wachtwoord
page-account-name-hint = 2–20 letters (A–Z), cijfers, _ of -
page-account-password-hint = minstens 8 tekens
page-account-to-register = Nog geen account? Registreer je
page-account-to-login = Al een account? Log in
page-account-menu = Account: { $name }
account_not_seated = je account speelt niet mee in deze partij
account_bad_token = dit persoonlijke token (ply_…) is onbekend
