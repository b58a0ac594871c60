# La page web : libellés, boutons, titres et lignes d'état. Les identifiants commencent par `page-`.

## En-tête et titres d'onglet

page-new-game = Nouvelle partie
page-language = Langue
page-tab-game = ply · partie
page-tab-over = ply · partie terminée
page-tab-your-turn = À vous de jouer · ply
page-rules-link = Règles
page-rules-of = Règles : { $game }

## Salon

page-loading = Chargement…
page-server-unreachable = Le serveur est injoignable : { $error }
page-network-error = le serveur est injoignable
page-play-a-game = Jouer une partie
page-game = Jeu
page-rule-options = Règles
page-opponent = Adversaire
page-computer = Ordinateur
page-computer-levels = ply, niveaux 1 à 10
page-installed-engine = moteur installé
page-friend = Un ami
page-friend-sub = par lien d'invitation
page-same-device = Même appareil
page-same-device-sub = deux joueurs
page-computer-level = Niveau de l'ordinateur
page-you-play = Vous jouez
page-moves-first = joue en premier
page-moves-second = joue en second
page-random = Au hasard
page-clock = Pendule
page-timed-game = Partie à la pendule
page-minutes = minutes
page-increment = incrément
page-min-plus = min +
page-seconds-per-move = s par coup
page-untimed = sans pendule
page-clock-presets = cadences prédéfinies
page-play = Jouer
page-your-games = Vos parties
page-no-games = Les parties que vous commencez apparaissent ici.
page-list-ongoing = trait : { $side } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
page-list-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
page-list-won = Vous avez gagné
page-list-lost = Vous avez perdu
page-list-drawn = Nulle
page-finished = terminée
page-gone = disparue
page-vs-computer = contre l'ordinateur
page-vs-friend = contre un ami
page-on-this-device = sur cet appareil
page-as-side = camp : { $side }
page-both-sides = les deux camps

## Ce qu'est chaque jeu, par son identifiant

page-lobby-board = Plateau { $board }
page-lobby-other-games = Autres jeux
page-about-kabe = Dames estoniennes, 8×8
page-about-draughts = Internationales, 10×10
page-about-russian = Chachki, 8×8 : un pion promu pendant une rafle continue comme dame
page-about-brazilian = Règles internationales sur 8×8
page-about-pool = Pool checkers américain, 8×8
page-about-checkers = Dames anglaises, 8×8 : dames à pas court, les Noirs commencent
page-about-czech = Dames tchèques : les règles du kabe
page-about-chess = Règles de la FIDE
page-about-konane = Dames hawaïennes
page-about-kalah = Jeu des haricots
page-about-antidraughts = Qui perd gagne, 10×10 : donnez toutes vos pièces
page-about-breakthrough = Règles internationales, 10×10 : la première dame gagne
page-about-italian = Dama italiana, 8×8 : dames à pas court, les pions ne prennent pas les dames
page-about-spanish = Damas españolas, 8×8 : dames à longue portée, les pions prennent vers l'avant
page-about-turkish = Dama, 8×8 sur les 64 cases : pions vers l'avant et sur le côté, dames comme des tours
page-about-frisian = 10×10 : pions et dames prennent aussi le long des rangées et des colonnes, la prise de plus grande valeur
page-about-frysk = Dames frisonnes avec cinq pions chacun sur la dernière rangée
page-about-canadian = Règles internationales sur 12×12, 30 pions chacun

## Options de règles, par leur clé

page-rule-size = Taille du damier
page-rule-men-capture-backwards = Les pions prennent en arrière
page-rule-flying-kings = Dames à longue portée
page-rule-majority-rule = Prise majoritaire
page-rule-king-priority = Prendre d'abord avec la dame
page-rule-crown-mid-capture = Promotion pendant une rafle
page-rule-king-must-continue = Un pion promu continue la rafle comme dame
page-rule-black-moves-first = Les Noirs jouent en premier
page-rule-no-capture-limit = Demi-coups sans prise avant la nulle
page-rule-king-move-limit = Demi-coups de dames seules avant la nulle
page-rule-endgame-rules = Règles de nulle en finale
page-rule-pits = Alvéoles par camp
page-rule-seeds = Haricots par alvéole
page-rule-capture-needs-opposite-seeds = Une prise demande des haricots en face
page-rule-no-moves-wins = Un camp sans coup gagne
page-rule-first-king-wins = La première dame gagne
page-rule-mirrored = Damier en miroir
page-rule-men-capture-kings = Les pions peuvent prendre les dames
page-rule-tie-break = Quelle prise choisir à égalité
page-rule-orthogonal-captures = Prises aussi le long des colonnes et des rangées
page-rule-king-move-run = Coups qu'une dame peut jouer de suite
page-rule-frisian-draws = Règles de nulle frisonnes
page-rule-start-rows = Rangées de pions au départ
page-rule-orthogonal = Les pions se déplacent le long des colonnes et des rangées
page-rule-lone-pieces-limit = Demi-coups avec peu de pièces avant la nulle
page-custom-rules = Règles personnalisées
page-more-games = Plus de jeux
page-rule-bad-value = { $option } : « { $value } » n'est pas permis ({ $expected })
page-rule-not-allowed = { $option } : « { $value } » n'est pas permis

## Partie : joueurs et état

page-joined = Vous avez rejoint la partie (camp : { $side }). Bonne partie !
page-cannot-join = Impossible de rejoindre : { $error }. Vous regardez.
page-game-not-found = Partie introuvable
page-start-new-game = Commencer une nouvelle partie
page-type-move = Tapez un coup
page-type-move-hint = Tapez un coup et appuyez sur Entrée
page-type-move-letters = Tapez un coup (pièces : { $letters }) et appuyez sur Entrée
page-turn-of = Trait : { $side }.
page-game-is-over = La partie est terminée.
page-looking-at = Vous regardez le coup { $number } sur { $total } ({ $move }) : le plateau est en lecture seule. → ou Fin ramène à la partie.
page-board-label = Plateau : { $position }.
page-describe-side = { $side } : { $pieces }
page-describe-pits = { $side } : alvéoles { $pits } ; alvéole de gains { $store }
page-describe-empty = le plateau est vide
page-read-title = Lire le plateau
page-read-label = Lire une case, ou s et une rangée
page-read-hint = une case ({ $square }), ou s et une rangée (s 4)
page-read-hint-pits = une alvéole (3), ou s et un camp (s Nord)
page-read-piece = { $cell } : { $piece }, { $side }
page-read-empty = { $cell } : vide
page-read-seeds = { $cell }, haricots : { $count }
page-read-store = alvéole de gains ({ $side }) : { $count }
page-read-rank = Rangée { $rank } : { $cells }
page-read-unknown = Rien sur le plateau ne s'appelle « { $asked } ». Demandez une case ({ $square }) ou s et une rangée (s 4).
page-to-move = trait : { $side }
page-computer-at-level = Ordinateur · niveau { $level }
page-you = Vous
page-your-friend = Votre ami
page-your-turn = À vous de jouer
page-check = échec !
page-game-over = Partie terminée
page-retry = Réessayer
page-engine-thinking = { $engine } réfléchit
page-computer-thinking = L'ordinateur réfléchit
page-waiting-friend = En attente que votre ami rejoigne la partie
page-waiting-for-friend = En attente de votre ami
page-watching = Vous regardez cette partie
page-computer-opens = L'ordinateur commence
page-extra-turn-you = Vous rejouez
page-extra-turn-for = { $side } rejoue

## Partie : propositions de nulle, invitations, revanches

page-you-offered-draw = Vous avez proposé la nulle.
page-offers-draw = { $side } propose la nulle.
page-draw-declined = Votre adversaire refuse la nulle.
page-ask-takeback = Demander à reprendre
page-ask-takeback-title = Demander à votre adversaire de vous laisser reprendre votre dernier coup
page-takeback-asked = Reprise demandée.
page-you-asked-takeback = Vous avez demandé à reprendre votre dernier coup.
page-asks-takeback = { $side } demande à reprendre un coup.
page-takeback-declined = Votre adversaire refuse la reprise.
page-watchers = Spectateurs : { $count }
page-first-move-in = Jouez votre premier coup dans les { $seconds } s, sinon la partie est annulée.
page-first-move-of = { $side } a { $seconds } s pour le premier coup, sinon la partie est annulée.
page-accept = Accepter
page-decline = Refuser
page-invite-friend = Inviter un ami
page-invite-hint = Envoyez ce lien ; la première personne qui l'ouvre joue l'autre camp.
page-copy-invite = Copier le lien d'invitation
page-invite-copied = Lien d'invitation copié.
page-copy-from-box = Copiez le lien depuis la case ci-dessus.
page-rematch-started = La revanche a commencé.
page-rematch-wanted = Votre adversaire veut une revanche.
page-rematch-on = Les joueurs rejouent.
page-watch-rematch = Regarder la revanche
page-go-to-rematch = Aller à la revanche
page-join-rematch = Rejoindre la revanche

## Partie : les coups

page-no-moves = Aucun coup pour l'instant.
page-show-position = Montrer la position après ce coup
page-extra-turn = rejoue
page-first-position = Première position (Début)
page-previous-move = Coup précédent (←)
page-next-move = Coup suivant (→)
page-back-to-game = Retour à la partie (Fin)
page-looking-back = Vous regardez en arrière : appuyez sur Fin (ou ») pour revenir à la partie.
page-not-your-pit = Ce n'est pas votre alvéole.
page-capturing = Rafle : { $path }…
page-promote-to = Promouvoir en
page-which-way = Quel chemin ?
page-cancel = Annuler
page-cannot-show-move = Impossible de montrer ce coup : { $error }

# Lettres des pièces dans les coups affichés, par la sorte que le serveur nomme (échecs : roi,
# dame, tour, fou, cavalier).
page-piece-letter-chess_king = R
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = F
page-piece-letter-knight = C

## Partie : boutons

page-undo = Reprendre
page-undo-title = Reprendre votre dernier coup
page-offer-draw = Proposer la nulle
page-draw-offered = Nulle proposée.
page-resign = Abandonner
page-abort = Annuler la partie
page-really-resign = Vraiment abandonner ?
page-rematch = Revanche
page-analyse = Analyser
page-analyse-title = Demander au moteur de ply son avis sur la position affichée
page-stop-analysis = Arrêter l'analyse
page-flip-board = Retourner le plateau
page-download-record = Télécharger la partie
page-sounds = Sons

## Réglages
page-settings = Réglages
page-settings-board = Plateau
page-theme-wood = Bois
page-theme-sea = Mer
page-settings-pieces = Pièces
page-pieces-classic = Classiques
page-pieces-flat = Plates
page-settings-coordinates = Coordonnées
page-on = Oui
page-off = Non

## Analyse

page-analysis-failed = Analyse : { $error }
page-no-move = aucun coup
page-analysis-meta = profondeur { $depth } · { $knps } kN/s · du point de vue : { $side }

## L'éditeur de position

page-editor-link = Mettre en place une position
page-editor-title = Éditeur de position
page-editor-board = Le plateau en cours de mise en place
page-editor-pieces = Pièces
page-editor-to-move = Trait
page-editor-remove = Retirer une pièce
page-editor-add-seed = Ajouter un haricot
page-editor-take-seed = Retirer un haricot
page-editor-start = Position de départ
page-editor-clear = Vider le plateau
page-editor-position = Position
page-editor-read = Lire la position
page-editor-play-computer = Jouer contre l'ordinateur à partir d'ici
page-editor-play-friend = Jouer contre un ami à partir d'ici
page-editor-over = dans cette position, la partie est terminée d'emblée : { $reason }
page-editor-not-playable = les pièces ne se placent que sur les cases foncées
page-editor-seeds-over = { $total ->
    [one] { $total } haricot
   *[other] { $total } haricots
} alors que le jeu en a { $expected } : retirez-en { $count } de n'importe quelle alvéole.
page-editor-seeds-under = { $total ->
    [one] { $total } haricot
   *[other] { $total } haricots
} alors que le jeu en a { $expected } : ajoutez-en { $count } dans n'importe quelle alvéole.
page-piece-man = pion
page-piece-king = dame
page-piece-pawn = pion
page-piece-knight = cavalier
page-piece-bishop = fou
page-piece-rook = tour
page-piece-queen = dame
page-piece-chess-king = roi
page-piece-stone = pierre

## Échiquier d'analyse

page-open-analysis-board = Plateau d'analyse
page-analysis-board = Plateau d'analyse
page-analysis-not-live = Le plateau d'analyse s'ouvre pour une partie terminée ou contre l'ordinateur, jamais pendant une partie entre personnes.
page-analysis-bad-rules = Les règles dans l'adresse ne sont pas du JSON valide.
page-analysis-needs-game = Indiquez un jeu à analyser : /analysis?game=ID&position=TEXT, ou ouvrez le plateau depuis une partie.
page-eval-bar = Évaluation
page-eval-draw = Nulle (prouvée)
page-eval-win = Gain : { $side } (prouvé)
page-eval-win-in = Gain : { $side } en { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
} (prouvé)
page-eval-margin = Gain : { $side } avec un écart de { $margin } (prouvé)
page-engine = Le moteur de ply
page-engine-starting = Réflexion…
page-engine-stats = profondeur { $depth } · { $knps } kN/s · { $nodes } nœuds
page-engine-done = limite de temps atteinte
page-engine-solved = Résolu : le résultat est prouvé, pas besoin de chercher plus loin
page-mark-inaccuracy = Imprécision
page-mark-mistake = Erreur
page-mark-blunder = Gaffe
page-mark-title = { $mark } ; le moteur préférait { $best }
page-review-game = Revoir toute la partie
page-review-again = Revoir encore
page-reviewing = Revue : position { $ply } sur { $total }
page-play-computer-here = Jouer contre l'ordinateur à partir d'ici
page-play-friend-here = Jouer contre un ami à partir d'ici
page-back-to-the-game = Retour à la partie
page-last-move = Dernier coup (Fin)
page-not-found = Page introuvable
page-not-found-text = Il n'y a pas de page à cette adresse.

# Les propositions du salon.
page-quick-pairing = Appariement rapide : { $game }
page-open-seeks = Propositions ouvertes
page-no-seeks = Aucune proposition ouverte : choisissez une cadence ci-dessus et attendez un adversaire.
page-seek-days-1 = 1 jour
page-seek-days-2 = 2 jours
page-seek-days-3 = 3 jours
page-seek-days-5 = 5 jours
page-seek-days-7 = 7 jours
page-seek-days-14 = 14 jours
page-seek-waiting = En attente d'un adversaire…
page-seek-join = Rejoindre
page-seek-cancel = Annuler
page-seek-rated = classée
page-seek-casual = amicale
page-seek-anonymous = Anonyme
page-lobby-counts = Joueurs en ligne : { $online } · parties en cours : { $playing }
page-seek-range = Fourchette de classement
page-seek-range-any = toutes
page-seek-out-of-range = Votre classement est hors de la fourchette de cette proposition
page-challenge-title = Défier un joueur
page-challenge-name = Nom du joueur
page-challenge-control = Cadence
page-challenge-color = Votre couleur
page-challenge-color-random = Au hasard
page-challenge-color-white = Blancs
page-challenge-color-black = Noirs
page-challenge-send = Défier
page-challenge-sent = Défi envoyé à { $name } : la partie s'ouvre quand il est accepté
page-challenge-incoming = { $name } vous défie
page-challenge-accept = Accepter
page-challenge-decline = Refuser
page-challenge-declined = { $name } a refusé votre défi
page-challenge-canceled = { $name } a retiré son défi
page-corr-days-hours = { $days } j { $hours } h
page-corr-hours-minutes = { $hours } h { $minutes } min
page-settings-notify = Me prévenir quand c'est à moi de jouer
page-notify-your-turn = À vous de jouer : { $game }
