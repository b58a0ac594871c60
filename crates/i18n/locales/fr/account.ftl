# Comptes : pourquoi une demande de compte a été refusée, et les mots de la page pour le compte.

account_name_length = un nom d'utilisateur compte de { $least } à { $most } caractères
account_name_character = un nom d'utilisateur ne contient que les lettres A–Z, des chiffres, '_' et '-', pas '{ $character }'
account_name_start = un nom d'utilisateur commence par une lettre ou un chiffre
account_name_reserved = le nom '{ $name }' est réservé
account_name_taken = le nom '{ $name }' est déjà pris
account_password_length = un mot de passe compte de { $least } à { $most } caractères
account_bad_credentials = nom d'utilisateur ou mot de passe incorrect
account_wrong_password = le mot de passe est incorrect
account_disabled = ce compte est désactivé
account_too_many_attempts = trop de tentatives : réessayez dans { $seconds } s
account_busy = le serveur vérifie trop de mots de passe en ce moment : réessayez dans un instant
account_not_logged_in = connectez-vous d'abord
account_too_many_games = au plus { $most } parties à la fois
account_no_such_user = il n'y a pas de joueur '{ $name }'
account_cross_site = refusé : cette requête vient d'un autre site

page-account-login = Se connecter
page-account-register = S'inscrire
page-account-logout = Se déconnecter
page-account-logout-everywhere = Se déconnecter partout
page-account-name = Nom d'utilisateur
page-account-password = Mot de passe
page-account-name-hint = 2 à 20 lettres (A–Z), chiffres, _ ou -
page-account-password-hint = au moins 8 caractères
page-account-to-register = Pas encore de compte ? Inscrivez-vous
page-account-to-login = Déjà un compte ? Connectez-vous
page-account-menu = Compte : { $name }
account_not_seated = votre compte ne joue pas dans cette partie
account_bad_token = ce jeton personnel (ply_…) est inconnu
