# Die Webseite: Beschriftungen, Knöpfe, Titel und Statuszeilen. Die IDs beginnen mit `page-`.

## Kopfzeile und Tab-Titel

page-new-game = Neue Partie
page-language = Sprache
page-tab-game = ply · Partie
page-tab-over = ply · Partie beendet
page-tab-your-turn = Du bist am Zug · ply
page-rules-link = Regeln
page-rules-of = Regeln: { $game }

## Lobby

page-loading = Lädt…
page-server-unreachable = Der Server ist nicht erreichbar: { $error }
page-network-error = der Server ist nicht erreichbar
page-play-a-game = Eine Partie spielen
page-game = Spiel
page-rule-options = Regeln
page-opponent = Gegner
page-computer = Computer
page-computer-levels = ply, Stufen 1–10
page-installed-engine = installierte Engine
page-friend = Ein Freund
page-friend-sub = per Einladungslink
page-same-device = Gleiches Gerät
page-same-device-sub = zwei Spieler
page-computer-level = Stufe des Computers
page-you-play = Du spielst
page-moves-first = zieht zuerst
page-moves-second = zieht als Zweiter
page-random = Zufällig
page-clock = Uhr
page-timed-game = Partie mit Uhr
page-minutes = Minuten
page-increment = Inkrement
page-min-plus = Min. +
page-seconds-per-move = s pro Zug
page-untimed = ohne Uhr
page-clock-presets = Zeitvorgaben
page-play = Spielen
page-your-games = Deine Partien
page-no-games = Partien, die du beginnst, erscheinen hier.
page-list-ongoing = am Zug: { $side } · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
page-list-moves = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
page-list-won = Du hast gewonnen
page-list-lost = Du hast verloren
page-list-drawn = Remis
page-finished = beendet
page-gone = nicht mehr da
page-vs-computer = gegen den Computer
page-vs-friend = gegen einen Freund
page-on-this-device = auf diesem Gerät
page-as-side = als { $side }
page-both-sides = beide Seiten

## Was jedes Spiel ist, nach seiner ID

page-lobby-board = Brett { $board }
page-lobby-other-games = Andere Spiele
page-about-kabe = Estnisches Damespiel, 8×8
page-about-draughts = International, 10×10
page-about-russian = Schaschki, 8×8: ein Stein, der im Schlag zur Dame wird, schlägt als Dame weiter
page-about-brazilian = Internationale Regeln auf 8×8
page-about-pool = Amerikanisches Pool-Checkers, 8×8
page-about-checkers = Englische Dame, 8×8: kurzschrittige Damen, Schwarz beginnt
page-about-czech = Tschechische Dame: die Regeln von Kabe
page-about-chess = FIDE-Regeln
page-about-konane = Hawaiisches Brettspiel
page-about-kalah = Bohnenspiel
page-about-antidraughts = Schlagdame, 10×10: gib alle deine Steine her
page-about-breakthrough = Internationale Regeln, 10×10: die erste Dame gewinnt
page-about-italian = Dama italiana, 8×8: kurzschrittige Damen, Steine schlagen keine Damen
page-about-spanish = Damas españolas, 8×8: langschrittige Damen, Steine schlagen vorwärts
page-about-turkish = Dama, 8×8 auf allen 64 Feldern: Steine vorwärts und seitwärts, Damen wie Türme
page-about-frisian = 10×10: Steine und Damen schlagen auch entlang Reihen und Linien, der Schlag mit dem höchsten Wert
page-about-frysk = Friesische Dame mit je fünf Steinen auf der Grundreihe
page-about-canadian = Internationale Regeln auf 12×12, je 30 Steine

## Regeloptionen, nach ihrem Schlüssel

page-rule-size = Brettgröße
page-rule-men-capture-backwards = Steine schlagen rückwärts
page-rule-flying-kings = Langschrittige Damen
page-rule-majority-rule = Die meisten Steine schlagen
page-rule-king-priority = Zuerst mit der Dame schlagen
page-rule-crown-mid-capture = Umwandlung während des Schlagens
page-rule-king-must-continue = Ein zur Dame gewordener Stein schlägt als Dame weiter
page-rule-black-moves-first = Schwarz zieht zuerst
page-rule-no-capture-limit = Halbzüge ohne Schlagen bis zum Remis
page-rule-king-move-limit = Halbzüge nur mit Damen bis zum Remis
page-rule-endgame-rules = Remisregeln im Endspiel
page-rule-pits = Mulden je Seite
page-rule-seeds = Bohnen je Mulde
page-rule-capture-needs-opposite-seeds = Ein Fang braucht Bohnen gegenüber
page-rule-no-moves-wins = Eine Seite ohne Zug gewinnt
page-rule-first-king-wins = Die erste Dame gewinnt
page-rule-mirrored = Gespiegeltes Brett
page-rule-men-capture-kings = Steine dürfen Damen schlagen
page-rule-tie-break = Welcher Schlag unter gleichen gewählt wird
page-rule-orthogonal-captures = Schlagen auch entlang Linien und Reihen
page-rule-king-move-run = Züge, die eine Dame hintereinander machen darf
page-rule-frisian-draws = Friesische Remisregeln
page-rule-start-rows = Reihen mit Steinen zu Beginn
page-rule-orthogonal = Steine ziehen entlang Linien und Reihen
page-rule-lone-pieces-limit = Halbzüge mit wenigen Steinen bis zum Remis
page-custom-rules = Eigene Regeln
page-more-games = Mehr Spiele
page-rule-bad-value = { $option }: „{ $value }“ ist nicht erlaubt ({ $expected })
page-rule-not-allowed = { $option }: „{ $value }“ ist nicht erlaubt

## Partie: Spieler und Stand

page-joined = Du spielst mit als { $side }. Viel Spaß!
page-cannot-join = Beitreten nicht möglich: { $error }. Du schaust zu.
page-game-not-found = Partie nicht gefunden
page-start-new-game = Neue Partie beginnen
page-type-move = Zug eingeben
page-type-move-hint = Gib einen Zug ein und drücke Enter
page-type-move-letters = Gib einen Zug ein (Figuren: { $letters }) und drücke Enter
page-turn-of = Am Zug: { $side }.
page-game-is-over = Die Partie ist beendet.
page-looking-at = Du siehst Zug { $number } von { $total } ({ $move }): das Brett ist schreibgeschützt. → oder Ende führt zur Partie zurück.
page-board-label = Brett: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: Mulden { $pits }; Gewinnmulde { $store }
page-describe-empty = das Brett ist leer
page-read-title = Das Brett vorlesen
page-read-label = Ein Feld vorlesen, oder s und eine Reihe
page-read-hint = ein Feld ({ $square }), oder s und eine Reihe (s 4)
page-read-hint-pits = eine Mulde (3), oder s und eine Seite (s Nord)
page-read-piece = { $cell }: { $side }, { $piece }
page-read-empty = { $cell }: leer
page-read-seeds = { $cell }, Bohnen: { $count }
page-read-store = Gewinnmulde von { $side }: { $count }
page-read-rank = Reihe { $rank }: { $cells }
page-read-unknown = Nichts auf dem Brett heißt „{ $asked }“. Frage nach einem Feld ({ $square }) oder nach s und einer Reihe (s 4).
page-to-move = am Zug: { $side }
page-computer-at-level = Computer · Stufe { $level }
page-you = Du
page-your-friend = Dein Freund
page-your-turn = Du bist am Zug
page-check = Schach!
page-game-over = Partie beendet
page-retry = Noch einmal
page-engine-thinking = { $engine } denkt nach
page-computer-thinking = Der Computer denkt nach
page-waiting-friend = Warten, bis dein Freund beitritt
page-waiting-for-friend = Warten auf deinen Freund
page-watching = Du schaust dieser Partie zu
page-computer-opens = Der Computer eröffnet
page-extra-turn-you = Du darfst noch einmal spielen
page-extra-turn-for = { $side } darf noch einmal spielen

## Partie: Remisangebote, Einladungen, Revanchen

page-you-offered-draw = Du hast Remis angeboten.
page-offers-draw = { $side } bietet Remis an.
page-draw-declined = Dein Gegner lehnt das Remisangebot ab.
page-ask-takeback = Um Rücknahme bitten
page-ask-takeback-title = Bitte deinen Gegner, deinen letzten Zug zurücknehmen zu dürfen
page-takeback-asked = Rücknahme erbeten.
page-you-asked-takeback = Du hast gebeten, deinen letzten Zug zurückzunehmen.
page-asks-takeback = { $side } bittet, einen Zug zurückzunehmen.
page-takeback-declined = Dein Gegner lehnt die Rücknahme ab.
page-watchers = Zuschauer jetzt: { $count }
page-first-move-in = Mach deinen ersten Zug innerhalb von { $seconds } s, sonst wird die Partie abgebrochen.
page-first-move-of = { $side } hat { $seconds } s für den ersten Zug, sonst wird die Partie abgebrochen.
page-accept = Annehmen
page-decline = Ablehnen
page-invite-friend = Einen Freund einladen
page-invite-hint = Schick diesen Link; wer ihn zuerst öffnet, spielt die andere Seite.
page-copy-invite = Einladungslink kopieren
page-invite-copied = Einladungslink kopiert.
page-copy-from-box = Kopiere den Link aus dem Feld oben.
page-rematch-started = Die Revanche hat begonnen.
page-rematch-wanted = Dein Gegner möchte eine Revanche.
page-rematch-on = Die Spieler spielen noch einmal.
page-watch-rematch = Der Revanche zuschauen
page-go-to-rematch = Zur Revanche
page-join-rematch = Der Revanche beitreten

## Partie: die Züge

page-no-moves = Noch keine Züge.
page-show-position = Die Stellung nach diesem Zug zeigen
page-extra-turn = noch einmal
page-first-position = Erste Stellung (Pos1)
page-previous-move = Vorheriger Zug (←)
page-next-move = Nächster Zug (→)
page-back-to-game = Zurück zur Partie (Ende)
page-looking-back = Du schaust zurück: drücke Ende (oder ») für die Partie.
page-not-your-pit = Das ist nicht deine Mulde.
page-capturing = Schlagen: { $path }…
page-promote-to = Umwandeln in
page-which-way = Welcher Weg?
page-cancel = Abbrechen
page-cannot-show-move = Dieser Zug kann nicht gezeigt werden: { $error }

# Figurenbuchstaben in gezeigten Zügen, nach der Art, die der Server nennt (Schach: König,
# Dame, Turm, Läufer, Springer).
page-piece-letter-chess_king = K
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = L
page-piece-letter-knight = S

## Partie: Knöpfe

page-undo = Zurück
page-undo-title = Deinen letzten Zug zurücknehmen
page-offer-draw = Remis anbieten
page-draw-offered = Remis angeboten.
page-resign = Aufgeben
page-abort = Abbrechen
page-really-resign = Wirklich aufgeben?
page-rematch = Revanche
page-analyse = Analysieren
page-analyse-title = Die Engine von ply nach der gezeigten Stellung fragen
page-stop-analysis = Analyse beenden
page-flip-board = Brett drehen
page-download-record = Partie herunterladen
page-sounds = Töne

## Einstellungen
page-settings = Einstellungen
page-settings-board = Brett
page-theme-wood = Holz
page-theme-sea = Meer
page-settings-pieces = Figuren
page-pieces-classic = Klassisch
page-pieces-flat = Flach
page-settings-coordinates = Koordinaten
page-on = An
page-off = Aus

## Analyse

page-analysis-failed = Analyse: { $error }
page-no-move = kein Zug
page-analysis-meta = Tiefe { $depth } · { $knps } kN/s · aus Sicht von { $side }

## Der Brett-Editor

page-editor-link = Eine Stellung aufbauen
page-editor-title = Brett-Editor
page-editor-board = Das Brett im Aufbau
page-editor-pieces = Figuren
page-editor-to-move = Am Zug
page-editor-remove = Eine Figur entfernen
page-editor-add-seed = Eine Bohne hinzulegen
page-editor-take-seed = Eine Bohne wegnehmen
page-editor-start = Ausgangsstellung
page-editor-clear = Brett leeren
page-editor-position = Stellung
page-editor-read = Die Stellung einlesen
page-editor-play-computer = Von hier gegen den Computer spielen
page-editor-play-friend = Von hier gegen einen Freund spielen
page-editor-over = in dieser Stellung ist die Partie sofort beendet: { $reason }
page-editor-not-playable = Steine stehen nur auf den dunklen Feldern
page-editor-seeds-over = { $total ->
    [one] { $total } Bohne
   *[other] { $total } Bohnen
}, wo das Spiel { $expected } hat: nimm { $count } aus beliebigen Mulden oder Gewinnmulden.
page-editor-seeds-under = { $total ->
    [one] { $total } Bohne
   *[other] { $total } Bohnen
}, wo das Spiel { $expected } hat: leg { $count } in beliebige Mulden oder Gewinnmulden.
page-piece-man = Stein
page-piece-king = Dame
page-piece-pawn = Bauer
page-piece-knight = Springer
page-piece-bishop = Läufer
page-piece-rook = Turm
page-piece-queen = Dame
page-piece-chess-king = König
page-piece-stone = Stein

## Analysebrett

page-open-analysis-board = Analysebrett
page-analysis-board = Analysebrett
page-analysis-not-live = Das Analysebrett öffnet sich für eine beendete Partie oder eine gegen den Computer, nie während einer Partie zwischen Menschen.
page-analysis-bad-rules = Die Regeln in der Adresse sind kein gültiges JSON.
page-analysis-needs-game = Nenne ein Spiel zum Analysieren: /analysis?game=ID&position=TEXT, oder öffne das Brett aus einer Partie.
page-eval-bar = Bewertung
page-eval-draw = Remis (bewiesen)
page-eval-win = Sieg: { $side } (bewiesen)
page-eval-win-in = Sieg: { $side } in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} (bewiesen)
page-eval-margin = Sieg: { $side } mit { $margin } Vorsprung (bewiesen)
page-engine = Die Engine von ply
page-engine-starting = Denkt nach…
page-engine-stats = Tiefe { $depth } · { $knps } kN/s · { $nodes } Knoten
page-engine-done = Zeitlimit erreicht
page-engine-solved = Gelöst: das Ergebnis ist bewiesen, keine tiefere Suche nötig
page-mark-inaccuracy = Ungenauigkeit
page-mark-mistake = Fehler
page-mark-blunder = Grober Fehler
page-mark-title = { $mark }; die Engine zog { $best } vor
page-review-game = Die ganze Partie prüfen
page-review-again = Noch einmal prüfen
page-reviewing = Prüfung: Stellung { $ply } von { $total }
page-play-computer-here = Von hier gegen den Computer spielen
page-play-friend-here = Von hier gegen einen Freund spielen
page-back-to-the-game = Zurück zur Partie
page-last-move = Letzter Zug (Ende)
page-not-found = Seite nicht gefunden
page-not-found-text = Unter dieser Adresse gibt es keine Seite.

# Die Gesuche der Lobby.
page-quick-pairing = Schnelle Paarung: { $game }
page-open-seeks = Offene Gesuche
page-no-seeks = Keine offenen Gesuche: wähle oben eine Bedenkzeit und warte auf einen Gegner.
page-seek-days-1 = 1 Tag
page-seek-days-2 = 2 Tage
page-seek-days-3 = 3 Tage
page-seek-days-5 = 5 Tage
page-seek-days-7 = 7 Tage
page-seek-days-14 = 14 Tage
page-seek-waiting = Warten auf einen Gegner…
page-seek-join = Beitreten
page-seek-cancel = Zurückziehen
page-seek-rated = gewertet
page-seek-casual = ungewertet
page-seek-anonymous = Anonym
page-lobby-counts = Spieler online: { $online } · laufende Partien: { $playing }
page-seek-range = Wertungsbereich
page-seek-range-any = beliebig
page-seek-out-of-range = Deine Wertung liegt außerhalb des Wertungsbereichs dieses Gesuchs
page-challenge-title = Einen Spieler herausfordern
page-challenge-name = Name des Spielers
page-challenge-control = Bedenkzeit
page-challenge-color = Deine Farbe
page-challenge-color-random = Zufällig
page-challenge-color-white = Weiß
page-challenge-color-black = Schwarz
page-challenge-send = Herausfordern
page-challenge-sent = Herausforderung an { $name } gesendet: die Partie öffnet sich, wenn angenommen wird
page-challenge-incoming = { $name } fordert dich heraus
page-challenge-accept = Annehmen
page-challenge-decline = Ablehnen
page-challenge-declined = { $name } hat deine Herausforderung abgelehnt
page-challenge-canceled = { $name } hat die Herausforderung zurückgezogen
page-corr-days-hours = { $days } T { $hours } Std.
page-corr-hours-minutes = { $hours } Std. { $minutes } Min.
page-settings-notify = Benachrichtigen, wenn ich am Zug bin
page-notify-your-turn = Du bist am Zug: { $game }
