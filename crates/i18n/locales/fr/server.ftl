# L'API de l'application web : pourquoi une requête a été refusée.

unauthorized = il faut le jeton de la partie : envoyez 'Authorization: Bearer TOKEN'
no_such_game = il n'y a pas de partie '{ $id }'
no_route = il n'y a ni page, ni fichier, ni route d'API à { $path }
no_api_route = cette route d'API n'existe pas
method_not_allowed = { $path } n'accepte pas { $method } (l'en-tête Allow dit ce qu'il accepte)
not_your_turn = ce n'est pas votre tour (trait : { $side })
too_large = le corps de la requête est trop grand
invalid_json = le corps de la requête n'est pas valide : { $detail }
internal = le serveur a échoué : { $detail }
database_unavailable = la base de données ne répond pas : { $detail }
not_stored = la base de données n'a pas enregistré ce changement en { $ms } ms et ne le fera jamais : relisez la partie, puis renvoyez le changement s'il est toujours voulu
websocket_expected = cette adresse parle WebSocket : { $detail }
busy = la partie n'a cessé de changer pendant cette requête : réessayez
service_full = l'ordinateur a trop de parties pour répondre maintenant : réessayez dans une minute
too_many_searches = vous avez déjà { $waiting ->
    [one] { $waiting } partie qui attend
   *[other] { $waiting } parties qui attendent
} la réponse de l'ordinateur (au plus { $most })
too_many_sockets = cette adresse a déjà { $open ->
    [one] { $open } WebSocket ouvert
   *[other] { $open } WebSockets ouverts
} (au plus { $most }) : fermez quelques pages et réessayez
sockets_full = le serveur a autant de WebSockets ouverts qu'il peut en tenir : réessayez dans une minute
analysis_busy = tous les cœurs analysent : réessayez dans un instant
analysis_queue_full = { $most ->
    [one] { $most } demande d'analyse attend
   *[other] { $most } demandes d'analyse attendent
} déjà une recherche : réessayez dans un instant
analysis_request = demande d'analyse inconnue '{ $kind }' (analyse, review ou stop)
analysis_needs_game = une demande d'analyse a besoin de son 'id' (un nombre) et de son 'game'
too_many_moves = au plus { $most ->
    [one] { $most } coup mène
   *[other] { $most } coups mènent
} à une position à analyser
no_such_ply = la partie a { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} ; le demi-coup { $ply } n'existe pas
not_a_ply = '{ $text }' n'est pas un demi-coup : attendu un nombre entier à partir de 0
rule_value_type = l'option de règle '{ $key }' demande un texte, un nombre ou un booléen
unknown_color = couleur inconnue '{ $color }' (white, black ou random)
clock_minutes = les minutes de la pendule doivent valoir au moins une seconde (1/60) et au plus 600
clock_increment = l'incrément de la pendule doit aller de 0 à 600 secondes
engine_only_computer = un moteur ne joue que comme adversaire ordinateur
level_range = le niveau doit aller de 1 à 10
unknown_opponent = adversaire inconnu '{ $opponent }' (computer, friend ou local)
no_engine_for_game = moteur inconnu '{ $engine }' : ce serveur n'a pas de moteur externe pour { $game }
unknown_engine = moteur inconnu '{ $engine }' pour { $game } (ce serveur a : { $known })
movetime_range = movetime_ms doit aller de 1 à { $most } (millisecondes)
depth_range = depth doit aller de 1 à { $most }
token_not_for_game = ce jeton n'appartient pas à cette partie
invite_not_valid = cette invitation n'est pas valable pour cette partie
waiting_for_friend = votre ami n'a pas encore rejoint la partie : envoyez-lui le lien d'invitation
stale_ply = le coup était prévu pour le demi-coup { $ply }, mais la partie en est au demi-coup { $current }
already_joined = les deux camps de cette partie sont pris
rematch_started = la revanche a déjà commencé : ouvrez-la depuis sa page
game_not_over = une revanche peut commencer quand cette partie est terminée
rematch_exists = une revanche de cette partie a déjà commencé
nothing_to_retry = le moteur n'a pas échoué
draw_declined = l'ordinateur refuse la proposition de nulle
draw_already_offered = vous avez déjà proposé la nulle
no_draw_offer = il n'y a aucune proposition de nulle à laquelle répondre
undo_not_allowed = entre amis, demandez plutôt à votre adversaire de reprendre un coup
abort_not_allowed = la partie ne peut être annulée qu'avant que les deux camps aient joué leur premier coup dans une partie à la pendule, ou tant qu'elle attend votre ami
nothing_to_undo = vous n'avez aucun coup à reprendre
takeback_not_between_friends = les demandes de reprise sont pour les parties entre amis ; utilisez Reprendre ici
takeback_already_requested = vous avez déjà demandé à reprendre un coup
no_takeback_request = il n'y a aucune demande de reprise à laquelle répondre
stale_search = la position que l'ordinateur a cherchée n'est plus sur le plateau

set_up_cell = une case de la mise en place est null, un nombre ou {"{"}"side", "kind"{"}"}, pas { $found }
set_up_both = donnez soit un texte de position, soit les cases, pas les deux
set_up_turn_without_cells = le camp au trait se donne avec les cases ; un texte de position nomme le sien
set_up_side = camp au trait inconnu '{ $side }' (white ou black)
move_or_cells = donnez le coup soit par son texte (move), soit par les cases cliquées (cells)
bad_path = une partie de l'adresse ne peut pas être lue : elle doit être du texte (UTF-8)
bad_query = la requête ne peut pas être lue : chaque paramètre au plus une fois, avec une valeur de son type
