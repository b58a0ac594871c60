# Konti: hvorfor en kontoanmodning blev afvist, og sidens ord om kontoen.

account_name_length = et brugernavn er { $least } til { $most } tegn langt
account_name_character = et brugernavn har kun bogstaverne A–Z, cifre, '_' og '-', ikke '{ $character }'
account_name_start = et brugernavn begynder med et bogstav eller et ciffer
account_name_reserved = navnet '{ $name }' er reserveret
account_name_taken = navnet '{ $name }' er optaget
account_password_length = en adgangskode er { $least } til { $most } tegn lang
account_bad_credentials = forkert brugernavn eller adgangskode
account_wrong_password = adgangskoden er forkert
account_disabled = denne konto er deaktiveret
account_too_many_attempts = for mange forsøg: prøv igen om { $seconds } s
account_busy = serveren tjekker for mange adgangskoder lige nu: prøv igen om lidt
account_not_logged_in = log ind først
account_too_many_games = højst { $most } partier ad gangen
account_no_such_user = der er ingen spiller '{ $name }'
account_cross_site = afvist: denne anmodning kommer fra et andet websted

page-account-login = Log ind
page-account-register = Opret konto
page-account-logout = Log ud
page-account-logout-everywhere = Log ud overalt
page-account-name = Brugernavn
page-account-password = Adgangskode
page-account-name-hint = 2–20 bogstaver (A–Z), cifre, _ eller -
page-account-password-hint = mindst 8 tegn
page-account-to-register = Ingen konto endnu? Opret en
page-account-to-login = Har du en konto? Log ind
page-account-menu = Konto: { $name }
account_not_seated = din konto spiller ikke med i dette parti
account_bad_token = dette personlige token (ply_…) kendes ikke
