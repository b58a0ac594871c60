# Websiden: etiketter, knapper, titler og statuslinjer. Id'erne begynder med `page-`.

## Sidehoved og fanetitler

page-new-game = Nyt parti
page-language = Sprog
page-tab-game = ply · parti
page-tab-over = ply · partiet er slut
page-tab-your-turn = Dit træk · ply
page-rules-link = Regler
page-rules-of = Regler: { $game }

## Lobby

page-loading = Indlæser…
page-server-unreachable = Serveren kan ikke nås: { $error }
page-network-error = serveren kan ikke nås
page-play-a-game = Spil et parti
page-game = Spil
page-rule-options = Regler
page-opponent = Modstander
page-computer = Computer
page-computer-levels = ply, niveau 1–10
page-installed-engine = installeret motor
page-friend = En ven
page-friend-sub = via invitationslink
page-same-device = Samme enhed
page-same-device-sub = to spillere
page-computer-level = Computerens niveau
page-you-play = Du spiller
page-moves-first = begynder
page-moves-second = trækker som nummer to
page-random = Tilfældig
page-clock = Ur
page-timed-game = Parti med ur
page-minutes = minutter
page-increment = tillæg
page-min-plus = min +
page-seconds-per-move = s pr. træk
page-untimed = uden ur
page-clock-presets = tidskontroller
page-play = Spil
page-your-games = Dine partier
page-no-games = Partier, du begynder, vises her.
page-list-ongoing = { $side } er i trækket · { $moves ->
    [one] { $moves } træk
   *[other] { $moves } træk
}
page-list-moves = { $moves ->
    [one] { $moves } træk
   *[other] { $moves } træk
}
page-list-won = Du vandt
page-list-lost = Du tabte
page-list-drawn = Remis
page-finished = slut
page-gone = væk
page-vs-computer = mod computeren
page-vs-friend = mod en ven
page-on-this-device = på denne enhed
page-as-side = som { $side }
page-both-sides = begge sider

## Hvad hvert spil er, efter dets id

page-lobby-board = Bræt { $board }
page-lobby-other-games = Andre spil
page-about-kabe = Estisk dam, 8×8
page-about-draughts = International, 10×10
page-about-russian = Shashki, 8×8: en brik, der bliver dam under et slag, slår videre som dam
page-about-brazilian = Internationale regler på 8×8
page-about-pool = Amerikansk pool checkers, 8×8
page-about-checkers = Engelsk dam, 8×8: korte damer, sort begynder
page-about-czech = Tjekkisk dam: kabes regler
page-about-chess = FIDE's regler
page-about-konane = Hawaiiansk dam
page-about-kalah = Bønnespil
page-about-antidraughts = Omvendt dam, 10×10: giv alle dine brikker væk
page-about-breakthrough = Internationale regler, 10×10: den første dam vinder
page-about-italian = Dama italiana, 8×8: korte damer, brikker slår ikke damer
page-about-spanish = Damas españolas, 8×8: lange damer, brikker slår fremad
page-about-turkish = Dama, 8×8 på alle 64 felter: brikker fremad og til siden, damer som tårne
page-about-frisian = 10×10: brikker og damer slår også langs rækker og linjer, slaget med den højeste værdi
page-about-frysk = Frisisk dam med fem brikker hver på bagerste række
page-about-canadian = Internationale regler på 12×12, 30 brikker hver

## Regelvalg, efter deres nøgle

page-rule-size = Brættets størrelse
page-rule-men-capture-backwards = Brikker slår baglæns
page-rule-flying-kings = Lange damer
page-rule-majority-rule = Slå flest brikker
page-rule-king-priority = Slå med damen først
page-rule-crown-mid-capture = Bliver dam under et slag
page-rule-king-must-continue = En ny dam slår videre som dam
page-rule-black-moves-first = Sort begynder
page-rule-no-capture-limit = Halvtræk uden slag før remis
page-rule-king-move-limit = Halvtræk med kun damer før remis
page-rule-endgame-rules = Remisregler i slutspillet
page-rule-pits = Fordybninger pr. spiller
page-rule-seeds = Kugler pr. fordybning
page-rule-capture-needs-opposite-seeds = Man tager kun, hvis der er kugler overfor
page-rule-no-moves-wins = Den, der ikke kan trække, vinder
page-rule-first-king-wins = Den første dam vinder
page-rule-mirrored = Spejlvendt bræt
page-rule-men-capture-kings = Brikker må slå damer
page-rule-tie-break = Hvilket slag der vælges blandt lige gode
page-rule-orthogonal-captures = Slag også langs linjer og rækker
page-rule-king-move-run = Træk, en dam må lave i træk
page-rule-frisian-draws = Frisiske remisregler
page-rule-start-rows = Rækker med brikker ved start
page-rule-orthogonal = Brikker flytter langs linjer og rækker
page-rule-lone-pieces-limit = Halvtræk med få brikker tilbage før remis
page-custom-rules = Egne regler
page-more-games = Flere spil
page-rule-bad-value = { $option }: »{ $value }« er ikke tilladt ({ $expected })
page-rule-not-allowed = { $option }: »{ $value }« er ikke tilladt

## Parti: spillere og status

page-joined = Du er med som { $side }. God fornøjelse!
page-cannot-join = Kan ikke komme med: { $error }. Du ser på.
page-game-not-found = Partiet blev ikke fundet
page-start-new-game = Start et nyt parti
page-type-move = Skriv et træk
page-type-move-hint = Skriv et træk, og tryk på Enter
page-type-move-letters = Skriv et træk (brikker: { $letters }), og tryk på Enter
page-turn-of = { $side } er i trækket.
page-game-is-over = Partiet er slut.
page-looking-at = Du ser træk { $number } af { $total } ({ $move }): brættet kan kun læses. → eller End fører tilbage til partiet.
page-board-label = Bræt: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: fordybninger { $pits }; kalaha { $store }
page-describe-empty = brættet er tomt
page-read-title = Læs brættet op
page-read-label = Læs et felt op, eller s og en række
page-read-hint = et felt ({ $square }), eller s og en række (s 4)
page-read-hint-pits = en fordybning (3), eller s og en side (s nord)
page-read-piece = { $cell }: { $side } { $piece }
page-read-empty = { $cell }: tomt
page-read-seeds = { $cell }, kugler: { $count }
page-read-store = { $side }s kalaha: { $count }
page-read-rank = Række { $rank }: { $cells }
page-read-unknown = Intet på brættet hedder »{ $asked }«. Spørg efter et felt ({ $square }) eller efter s og en række (s 4).
page-to-move = { $side } er i trækket
page-computer-at-level = Computer · niveau { $level }
page-you = Dig
page-your-friend = Din ven
page-your-turn = Dit træk
page-check = skak!
page-game-over = Partiet er slut
page-retry = Prøv igen
page-engine-thinking = { $engine } tænker
page-computer-thinking = Computeren tænker
page-waiting-friend = Venter på, at din ven kommer med
page-waiting-for-friend = Venter på din ven
page-watching = Du ser dette parti
page-computer-opens = Computeren begynder
page-extra-turn-you = Du får et ekstra træk
page-extra-turn-for = { $side } får et ekstra træk

## Parti: remistilbud, invitationer, returpartier

page-you-offered-draw = Du har tilbudt remis.
page-offers-draw = { $side } tilbyder remis.
page-draw-declined = Din modstander afslår remistilbuddet.
page-ask-takeback = Bed om at tage tilbage
page-ask-takeback-title = Bed din modstander om lov til at tage dit sidste træk tilbage
page-takeback-asked = Bedt om at tage tilbage.
page-you-asked-takeback = Du har bedt om at tage dit sidste træk tilbage.
page-asks-takeback = { $side } beder om at tage et træk tilbage.
page-takeback-declined = Din modstander afslår at lade trækket tage tilbage.
page-watchers = Ser med nu: { $count }
page-first-move-in = Lav dit første træk inden for { $seconds } s, ellers afbrydes partiet.
page-first-move-of = { $side } har { $seconds } s til det første træk, ellers afbrydes partiet.
page-accept = Tag imod
page-decline = Afslå
page-invite-friend = Inviter en ven
page-invite-hint = Send dette link; den, der åbner det først, spiller den anden side.
page-copy-invite = Kopiér invitationslink
page-invite-copied = Invitationslink kopieret.
page-copy-from-box = Kopiér linket fra feltet ovenfor.
page-rematch-started = Returpartiet er begyndt.
page-rematch-wanted = Din modstander vil have et returparti.
page-rematch-on = Spillerne spiller igen.
page-watch-rematch = Se returpartiet
page-go-to-rematch = Gå til returpartiet
page-join-rematch = Vær med i returpartiet

## Parti: trækkene

page-no-moves = Ingen træk endnu.
page-show-position = Vis stillingen efter dette træk
page-extra-turn = ekstra træk
page-first-position = Første stilling (Home)
page-previous-move = Forrige træk (←)
page-next-move = Næste træk (→)
page-back-to-game = Tilbage til partiet (End)
page-looking-back = Du ser tilbage: tryk på End (eller ») for at vende tilbage til partiet.
page-not-your-pit = Det er ikke din fordybning.
page-capturing = Slår: { $path }…
page-promote-to = Forvandl til
page-which-way = Hvilken vej?
page-cancel = Annuller
page-cannot-show-move = Kan ikke vise det træk: { $error }

# Brikbogstaver i viste træk, efter den slags, serveren nævner (skak: konge, dronning, tårn,
# løber, springer).
page-piece-letter-chess_king = K
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = L
page-piece-letter-knight = S

## Parti: knapper

page-undo = Fortryd
page-undo-title = Tag dit sidste træk tilbage
page-offer-draw = Tilbyd remis
page-draw-offered = Remis tilbudt.
page-resign = Opgiv
page-abort = Afbryd
page-really-resign = Vil du virkelig opgive?
page-rematch = Returparti
page-analyse = Analysér
page-analyse-title = Spørg plys motor om den viste stilling
page-stop-analysis = Stop analysen
page-flip-board = Vend brættet
page-download-record = Hent partiet
page-sounds = Lyde

## Indstillinger
page-settings = Indstillinger
page-settings-board = Bræt
page-theme-wood = Træ
page-theme-sea = Hav
page-settings-pieces = Brikker
page-pieces-classic = Klassiske
page-pieces-flat = Flade
page-settings-coordinates = Koordinater
page-on = Til
page-off = Fra

## Analyse

page-analysis-failed = Analyse: { $error }
page-no-move = intet træk
page-analysis-meta = dybde { $depth } · { $knps } kN/s · set fra { $side }

## Brætredigeringen

page-editor-link = Stil en stilling op
page-editor-title = Brætredigering
page-editor-board = Brættet, der stilles op
page-editor-pieces = Brikker
page-editor-to-move = I trækket
page-editor-remove = Fjern en brik
page-editor-add-seed = Læg en kugle til
page-editor-take-seed = Tag en kugle væk
page-editor-start = Udgangsstilling
page-editor-clear = Ryd brættet
page-editor-position = Stilling
page-editor-read = Læs stillingen
page-editor-play-computer = Spil mod computeren herfra
page-editor-play-friend = Spil mod en ven herfra
page-editor-over = i denne stilling er partiet slut med det samme: { $reason }
page-editor-not-playable = brikker står kun på de mørke felter
page-editor-seeds-over = { $total ->
    [one] { $total } kugle
   *[other] { $total } kugler
}, hvor spillet har { $expected }: tag { $count } væk fra en vilkårlig fordybning eller kalaha.
page-editor-seeds-under = { $total ->
    [one] { $total } kugle
   *[other] { $total } kugler
}, hvor spillet har { $expected }: læg { $count } i en vilkårlig fordybning eller kalaha.
page-piece-man = brik
page-piece-king = dam
page-piece-pawn = bonde
page-piece-knight = springer
page-piece-bishop = løber
page-piece-rook = tårn
page-piece-queen = dronning
page-piece-chess-king = konge
page-piece-stone = sten

## Analysebræt

page-open-analysis-board = Analysebræt
page-analysis-board = Analysebræt
page-analysis-not-live = Analysebrættet åbner for et afsluttet parti eller et parti mod computeren, aldrig under et parti mellem mennesker.
page-analysis-bad-rules = Reglerne i adressen er ikke gyldig JSON.
page-analysis-needs-game = Angiv et spil, der skal analyseres: /analysis?game=ID&position=TEXT, eller åbn brættet fra et parti.
page-eval-bar = Vurdering
page-eval-draw = Remis (bevist)
page-eval-win = { $side } vinder (bevist)
page-eval-win-in = { $side } vinder i { $plies ->
    [one] { $plies } halvtræk
   *[other] { $plies } halvtræk
} (bevist)
page-eval-margin = { $side } vinder med { $margin } (bevist)
page-engine = plys motor
page-engine-starting = Tænker…
page-engine-stats = dybde { $depth } · { $knps } kN/s · { $nodes } knuder
page-engine-done = tidsgrænsen er nået
page-engine-solved = Løst: resultatet er bevist, ingen dybere søgning nødvendig
page-mark-inaccuracy = Unøjagtighed
page-mark-mistake = Fejl
page-mark-blunder = Bommert
page-mark-title = { $mark }; motoren foretrak { $best }
page-review-game = Gennemgå hele partiet
page-review-again = Gennemgå igen
page-reviewing = Gennemgår: stilling { $ply } af { $total }
page-play-computer-here = Spil mod computeren herfra
page-play-friend-here = Spil mod en ven herfra
page-back-to-the-game = Tilbage til partiet
page-last-move = Sidste træk (End)
page-not-found = Siden blev ikke fundet
page-not-found-text = Der er ingen side på denne adresse.

# Lobbyens udfordringer.
page-quick-pairing = Hurtig parring: { $game }
page-open-seeks = Åbne udfordringer
page-no-seeks = Ingen åbne udfordringer: vælg en tidskontrol ovenfor, og vent på en modstander.
page-seek-days-1 = 1 dag
page-seek-days-2 = 2 dage
page-seek-days-3 = 3 dage
page-seek-days-5 = 5 dage
page-seek-days-7 = 7 dage
page-seek-days-14 = 14 dage
page-seek-waiting = Venter på en modstander…
page-seek-join = Vær med
page-seek-cancel = Annuller
page-seek-rated = ratet
page-seek-casual = uformelt
page-seek-anonymous = Anonym
page-lobby-counts = Spillere online: { $online } · partier i gang: { $playing }
page-seek-range = Ratinginterval
page-seek-range-any = alle
page-seek-out-of-range = Din rating ligger uden for denne udfordrings ratinginterval
page-challenge-title = Udfordr en spiller
page-challenge-name = Spillerens navn
page-challenge-control = Tidskontrol
page-challenge-color = Din farve
page-challenge-color-random = Tilfældig
page-challenge-color-white = Hvid
page-challenge-color-black = Sort
page-challenge-send = Udfordr
page-challenge-sent = Udfordring sendt til { $name }: partiet åbner, når den bliver taget imod
page-challenge-incoming = { $name } udfordrer dig
page-challenge-accept = Tag imod
page-challenge-decline = Afslå
page-challenge-declined = { $name } afslog din udfordring
page-challenge-canceled = { $name } trak udfordringen tilbage
page-corr-days-hours = { $days } d { $hours } t
page-corr-hours-minutes = { $hours } t { $minutes } min
page-settings-notify = Giv mig besked, når det er mit træk
page-notify-your-turn = Dit træk: { $game }
