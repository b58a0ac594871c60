# Défis par nom, jetons d'API personnels, le canal en direct des comptes et l'API Bot : pourquoi
# une requête a été refusée.

challenge_field = '{ $field }' a une valeur du mauvais type
challenge_self = vous ne pouvez pas vous défier vous-même
challenge_rated_position = une partie classée part de la position de départ du jeu : omettez la position ou jouez une partie amicale
challenge_too_many = au plus { $most } défis en { $minutes } minutes : patientez un peu
challenge_too_many_open = au plus { $most } défis ouverts à la fois : annulez-en un ou attendez les réponses
challenge_inbox_full = { $name } a déjà { $most } défis ouverts : réessayez plus tard
challenge_none = il n'y a pas de défi ouvert '{ $id }'
challenge_closed = ce défi n'est plus ouvert : il a été accepté, refusé ou annulé
challenge_not_yours = ce n'est pas à vous de répondre à ce défi ou de l'annuler
challenge_reason = '{ $reason }' n'est pas une raison de refus ; les raisons sont { $reasons }
live_too_many_listeners = au plus { $most } pages en direct ou flux d'événements par compte sur un serveur
token_unknown_scope = portée inconnue '{ $scope }' ; les portées sont { $scopes }
token_no_scope = donnez au moins une portée : { $scopes }
token_description_length = la description d'un jeton compte au plus { $most } caractères
token_too_many = au plus { $most } jetons par compte : révoquez-en d'abord un
token_bad = ce jeton d'API est faux ou a été révoqué
token_missing_scope = ce jeton d'API ne permet pas cela : il lui faut l'une des portées { $scopes }
token_none = vous n'avez pas de jeton d'API '{ $id }'
bot_not_a_bot = l'API Bot est pour les comptes de bot : convertissez celui-ci avec POST /api/bot/account/upgrade, ou utilisez l'API Board
bot_uses_bot_api = un compte de bot joue par l'API Bot (/api/bot/…), pas par l'API Board
bot_not_your_game = ce compte n'a pas de place dans cette partie
bot_upgrade_refused = un compte qui a joué une partie classée en tant que personne ne peut pas devenir un bot
