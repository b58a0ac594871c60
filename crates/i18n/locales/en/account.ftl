# Accounts: why an account request was refused, and the page's account words.

account_name_length = a user name is { $least } to { $most } characters long
account_name_character = a user name has only the letters A–Z, digits, '_' and '-', not '{ $character }'
account_name_start = a user name begins with a letter or a digit
account_name_reserved = the name '{ $name }' is reserved
account_name_taken = the name '{ $name }' is taken
account_password_length = a password is { $least } to { $most } characters long
account_bad_credentials = wrong user name or password
account_wrong_password = the password is wrong
account_disabled = this account is disabled
account_too_many_attempts = too many attempts: try again in { $seconds } s
account_busy = the server is checking too many passwords at the moment: try again shortly
account_not_logged_in = log in first
account_too_many_games = at most { $most } games at a time
account_no_such_user = there is no player '{ $name }'
account_cross_site = refused: this request comes from another site

page-account-login = Log in
page-account-register = Register
page-account-logout = Log out
page-account-logout-everywhere = Log out everywhere
page-account-name = User name
page-account-password = Password
page-account-name-hint = 2–20 letters (A–Z), digits, _ or -
page-account-password-hint = at least 8 characters
page-account-to-register = No account yet? Register
page-account-to-login = Have an account? Log in
page-account-menu = Account: { $name }
account_not_seated = your account does not play in this game
account_bad_token = this personal token (ply_…) is not known
