# Les pages de règles.

rules-title = Règles
rules-new-game = Nouvelle partie
rules-try = Essayer contre l'ordinateur
rules-try-failed = La partie n'a pas pu commencer :
rules-not-translated = Cette page n'est pas encore écrite en français ; la voici en anglais.
no_rules_page = il n'y a pas de page de règles pour '{ $game }'
rules_bad_diagram = un diagramme du livre des règles ne peut pas être dessiné : { $detail }
