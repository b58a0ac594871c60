# De webpagina: labels, knoppen, titels en statusregels. De id's beginnen met `page-`.

## Kop en tabtitels

page-new-game = Nieuwe partij
page-language = Taal
page-tab-game = ply · partij
page-tab-over = ply · partij afgelopen
page-tab-your-turn = Jij bent aan zet · ply
page-rules-link = Spelregels
page-rules-of = Spelregels: { $game }

## Lobby

page-loading = Laden…
page-server-unreachable = De server is niet bereikbaar: { $error }
page-network-error = de server is niet bereikbaar
page-play-a-game = Speel een partij
page-game = Spel
page-rule-options = Regels
page-opponent = Tegenstander
page-computer = Computer
page-computer-levels = ply, niveaus 1–10
page-installed-engine = geïnstalleerde engine
page-friend = Een vriend
page-friend-sub = via een uitnodigingslink
page-same-device = Zelfde apparaat
page-same-device-sub = twee spelers
page-computer-level = Niveau van de computer
page-you-play = Jij speelt
page-moves-first = begint
page-moves-second = speelt als tweede
page-random = Willekeurig
page-clock = Klok
page-timed-game = Partij met klok
page-minutes = minuten
page-increment = increment
page-min-plus = min +
page-seconds-per-move = s per zet
page-untimed = zonder klok
page-clock-presets = tempo's
page-play = Spelen
page-your-games = Jouw partijen
page-no-games = Partijen die je begint, verschijnen hier.
page-list-ongoing = aan zet: { $side } · { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
page-list-moves = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
page-list-won = Je hebt gewonnen
page-list-lost = Je hebt verloren
page-list-drawn = Remise
page-finished = afgelopen
page-gone = verdwenen
page-vs-computer = tegen de computer
page-vs-friend = tegen een vriend
page-on-this-device = op dit apparaat
page-as-side = met { $side }
page-both-sides = beide kanten

## Wat elk spel is, per id

page-lobby-board = Bord { $board }
page-lobby-other-games = Andere spellen
page-about-kabe = Estisch dammen, 8×8
page-about-draughts = Internationaal, 10×10
page-about-russian = Sjasjki, 8×8: een schijf die tijdens een slag dam wordt, slaat als dam verder
page-about-brazilian = Internationale regels op 8×8
page-about-pool = Amerikaanse pool checkers, 8×8
page-about-checkers = Engels dammen, 8×8: korte dammen, zwart begint
page-about-czech = Tsjechisch dammen: de regels van kabe
page-about-chess = FIDE-regels
page-about-konane = Hawaïaans dammen
page-about-kalah = Bonenspel
page-about-antidraughts = Verliesdammen, 10×10: geef al je stukken weg
page-about-breakthrough = Internationale regels, 10×10: de eerste dam wint
page-about-italian = Dama italiana, 8×8: korte dammen, schijven slaan geen dammen
page-about-spanish = Damas españolas, 8×8: lange dammen, schijven slaan vooruit
page-about-turkish = Dama, 8×8 op alle 64 velden: schijven vooruit en opzij, dammen als torens
page-about-frisian = 10×10: schijven en dammen slaan ook langs rijen en kolommen, de slag met de hoogste waarde
page-about-frysk = Fries dammen met vijf schijven elk op de achterste rij
page-about-canadian = Internationale regels op 12×12, 30 schijven elk

## Regelopties, per sleutel

page-rule-size = Bordgrootte
page-rule-men-capture-backwards = Schijven slaan achteruit
page-rule-flying-kings = Lange dammen
page-rule-majority-rule = Meerslag gaat voor
page-rule-king-priority = Eerst met de dam slaan
page-rule-crown-mid-capture = Dam worden tijdens een slag
page-rule-king-must-continue = Een nieuwe dam slaat als dam verder
page-rule-black-moves-first = Zwart begint
page-rule-no-capture-limit = Halve zetten zonder slag tot remise
page-rule-king-move-limit = Halve zetten met alleen dammen tot remise
page-rule-endgame-rules = Remiseregels in het eindspel
page-rule-pits = Vakjes per speler
page-rule-seeds = Bonen per vakje
page-rule-capture-needs-opposite-seeds = Nemen alleen als er bonen tegenover liggen
page-rule-no-moves-wins = Wie geen zet heeft, wint
page-rule-first-king-wins = De eerste dam wint
page-rule-mirrored = Gespiegeld bord
page-rule-men-capture-kings = Schijven mogen dammen slaan
page-rule-tie-break = Welke slag bij gelijke slagen
page-rule-orthogonal-captures = Slaan ook langs lijnen en rijen
page-rule-king-move-run = Zetten die een dam achter elkaar mag doen
page-rule-frisian-draws = Friese remiseregels
page-rule-start-rows = Rijen schijven bij het begin
page-rule-orthogonal = Schijven gaan langs lijnen en rijen
page-rule-lone-pieces-limit = Halve zetten met weinig stukken tot remise
page-custom-rules = Eigen regels
page-more-games = Meer spellen
page-rule-bad-value = { $option }: ‘{ $value }’ is niet toegestaan ({ $expected })
page-rule-not-allowed = { $option }: ‘{ $value }’ is niet toegestaan

## Partij: spelers en stand

page-joined = Je speelt mee met { $side }. Veel plezier!
page-cannot-join = Meedoen lukt niet: { $error }. Je kijkt mee.
page-game-not-found = Partij niet gevonden
page-start-new-game = Begin een nieuwe partij
page-type-move = Typ een zet
page-type-move-hint = Typ een zet en druk op Enter
page-type-move-letters = Typ een zet (stukken: { $letters }) en druk op Enter
page-turn-of = { $side } is aan zet.
page-game-is-over = De partij is afgelopen.
page-looking-at = Je bekijkt zet { $number } van { $total } ({ $move }): het bord is alleen-lezen. → of End brengt je terug naar de partij.
page-board-label = Bord: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: vakjes { $pits }; winstvak { $store }
page-describe-empty = het bord is leeg
page-read-title = Het bord voorlezen
page-read-label = Lees een veld voor, of s en een rij
page-read-hint = een veld ({ $square }), of s en een rij (s 4)
page-read-hint-pits = een vakje (3), of s en een kant (s noord)
page-read-piece = { $cell }: { $side }, { $piece }
page-read-empty = { $cell }: leeg
page-read-seeds = { $cell }, bonen: { $count }
page-read-store = winstvak van { $side }: { $count }
page-read-rank = Rij { $rank }: { $cells }
page-read-unknown = Niets op het bord heet ‘{ $asked }’. Vraag naar een veld ({ $square }) of naar s en een rij (s 4).
page-to-move = aan zet: { $side }
page-computer-at-level = Computer · niveau { $level }
page-you = Jij
page-your-friend = Je vriend
page-your-turn = Jij bent aan zet
page-check = schaak!
page-game-over = Partij afgelopen
page-retry = Opnieuw
page-engine-thinking = { $engine } denkt na
page-computer-thinking = De computer denkt na
page-waiting-friend = Wachten tot je vriend meedoet
page-waiting-for-friend = Wachten op je vriend
page-watching = Je kijkt naar deze partij
page-computer-opens = De computer begint
page-extra-turn-you = Jij mag nog eens spelen
page-extra-turn-for = { $side } mag nog eens spelen

## Partij: remiseaanbod, uitnodigingen, revanches

page-you-offered-draw = Je hebt remise aangeboden.
page-offers-draw = { $side } biedt remise aan.
page-draw-declined = Je tegenstander weigert het remiseaanbod.
page-ask-takeback = Vraag om terugnemen
page-ask-takeback-title = Vraag je tegenstander of je je laatste zet mag terugnemen
page-takeback-asked = Terugnemen gevraagd.
page-you-asked-takeback = Je hebt gevraagd je laatste zet terug te nemen.
page-asks-takeback = { $side } vraagt een zet terug te nemen.
page-takeback-declined = Je tegenstander weigert het terugnemen.
page-watchers = Kijkers nu: { $count }
page-first-move-in = Doe je eerste zet binnen { $seconds } s, anders wordt de partij afgebroken.
page-first-move-of = { $side } heeft { $seconds } s voor de eerste zet, anders wordt de partij afgebroken.
page-accept = Aannemen
page-decline = Weigeren
page-invite-friend = Nodig een vriend uit
page-invite-hint = Stuur deze link; wie hem het eerst opent, speelt de andere kant.
page-copy-invite = Kopieer de uitnodigingslink
page-invite-copied = Uitnodigingslink gekopieerd.
page-copy-from-box = Kopieer de link uit het vak hierboven.
page-rematch-started = De revanche is begonnen.
page-rematch-wanted = Je tegenstander wil een revanche.
page-rematch-on = De spelers spelen opnieuw.
page-watch-rematch = Bekijk de revanche
page-go-to-rematch = Naar de revanche
page-join-rematch = Doe mee aan de revanche

## Partij: de zetten

page-no-moves = Nog geen zetten.
page-show-position = Toon de stelling na deze zet
page-extra-turn = nog eens
page-first-position = Eerste stelling (Home)
page-previous-move = Vorige zet (←)
page-next-move = Volgende zet (→)
page-back-to-game = Terug naar de partij (End)
page-looking-back = Je kijkt terug: druk op End (of ») om terug te gaan naar de partij.
page-not-your-pit = Dat is niet jouw vakje.
page-capturing = Slaan: { $path }…
page-promote-to = Promoveren tot
page-which-way = Welke weg?
page-cancel = Annuleren
page-cannot-show-move = Die zet kan niet getoond worden: { $error }

# Letters van de stukken in getoonde zetten, per soort die de server noemt (schaken: koning,
# dame, toren, loper, paard).
page-piece-letter-chess_king = K
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = L
page-piece-letter-knight = P

## Partij: knoppen

page-undo = Terug
page-undo-title = Neem je laatste zet terug
page-offer-draw = Remise aanbieden
page-draw-offered = Remise aangeboden.
page-resign = Opgeven
page-abort = Afbreken
page-really-resign = Echt opgeven?
page-rematch = Revanche
page-analyse = Analyseren
page-analyse-title = Vraag de engine van ply naar de getoonde stelling
page-stop-analysis = Analyse stoppen
page-flip-board = Bord draaien
page-download-record = Partij downloaden
page-sounds = Geluid

## Instellingen
page-settings = Instellingen
page-settings-board = Bord
page-theme-wood = Hout
page-theme-sea = Zee
page-settings-pieces = Stukken
page-pieces-classic = Klassiek
page-pieces-flat = Plat
page-settings-coordinates = Coördinaten
page-on = Aan
page-off = Uit

## Analyse

page-analysis-failed = Analyse: { $error }
page-no-move = geen zet
page-analysis-meta = diepte { $depth } · { $knps } kN/s · gezien vanuit { $side }

## De bordeditor

page-editor-link = Een stelling opzetten
page-editor-title = Bordeditor
page-editor-board = Het bord dat opgezet wordt
page-editor-pieces = Stukken
page-editor-to-move = Aan zet
page-editor-remove = Een stuk weghalen
page-editor-add-seed = Een boon bijleggen
page-editor-take-seed = Een boon wegnemen
page-editor-start = Beginstelling
page-editor-clear = Bord leegmaken
page-editor-position = Stelling
page-editor-read = Stelling inlezen
page-editor-play-computer = Speel vanaf hier tegen de computer
page-editor-play-friend = Speel vanaf hier tegen een vriend
page-editor-over = in deze stelling is de partij meteen afgelopen: { $reason }
page-editor-not-playable = stukken staan alleen op de donkere velden
page-editor-seeds-over = { $total ->
    [one] { $total } boon
   *[other] { $total } bonen
} waar het spel er { $expected } heeft: neem er { $count } weg uit vakjes of winstvakken naar keuze.
page-editor-seeds-under = { $total ->
    [one] { $total } boon
   *[other] { $total } bonen
} waar het spel er { $expected } heeft: leg er { $count } bij in vakjes of winstvakken naar keuze.
page-piece-man = schijf
page-piece-king = dam
page-piece-pawn = pion
page-piece-knight = paard
page-piece-bishop = loper
page-piece-rook = toren
page-piece-queen = dame
page-piece-chess-king = koning
page-piece-stone = steen

## Analysebord

page-open-analysis-board = Analysebord
page-analysis-board = Analysebord
page-analysis-not-live = Het analysebord opent voor een afgelopen partij of een partij tegen de computer, nooit tijdens een partij tussen mensen.
page-analysis-bad-rules = De regels in het adres zijn geen geldige JSON.
page-analysis-needs-game = Noem een spel om te analyseren: /analysis?game=ID&position=TEXT, of open het bord vanuit een partij.
page-eval-bar = Evaluatie
page-eval-draw = Remise (bewezen)
page-eval-win = { $side } wint (bewezen)
page-eval-win-in = { $side } wint in { $plies ->
    [one] { $plies } halve zet
   *[other] { $plies } halve zetten
} (bewezen)
page-eval-margin = { $side } wint met een verschil van { $margin } (bewezen)
page-engine = De engine van ply
page-engine-starting = Denkt na…
page-engine-stats = diepte { $depth } · { $knps } kN/s · { $nodes } knopen
page-engine-done = tijdslimiet bereikt
page-engine-solved = Opgelost: de uitslag is bewezen, dieper zoeken is niet nodig
page-mark-inaccuracy = Onnauwkeurigheid
page-mark-mistake = Fout
page-mark-blunder = Blunder
page-mark-title = { $mark }; de engine verkoos { $best }
page-review-game = De hele partij nalopen
page-review-again = Opnieuw nalopen
page-reviewing = Nalopen: stelling { $ply } van { $total }
page-play-computer-here = Speel vanaf hier tegen de computer
page-play-friend-here = Speel vanaf hier tegen een vriend
page-back-to-the-game = Terug naar de partij
page-last-move = Laatste zet (End)
page-not-found = Pagina niet gevonden
page-not-found-text = Op dit adres staat geen pagina.

# De uitdagingen in de lobby.
page-quick-pairing = Snel koppelen: { $game }
page-open-seeks = Open uitdagingen
page-no-seeks = Geen open uitdagingen: kies hierboven een tempo en wacht op een tegenstander.
page-seek-days-1 = 1 dag
page-seek-days-2 = 2 dagen
page-seek-days-3 = 3 dagen
page-seek-days-5 = 5 dagen
page-seek-days-7 = 7 dagen
page-seek-days-14 = 14 dagen
page-seek-waiting = Wachten op een tegenstander…
page-seek-join = Meedoen
page-seek-cancel = Intrekken
page-seek-rated = met rating
page-seek-casual = vriendschappelijk
page-seek-anonymous = Anoniem
page-lobby-counts = Spelers online: { $online } · lopende partijen: { $playing }
page-seek-range = Ratingbereik
page-seek-range-any = alle
page-seek-out-of-range = Je rating valt buiten het ratingbereik van deze uitdaging
page-challenge-title = Een speler uitdagen
page-challenge-name = Naam van de speler
page-challenge-control = Tempo
page-challenge-color = Jouw kleur
page-challenge-color-random = Willekeurig
page-challenge-color-white = Wit
page-challenge-color-black = Zwart
page-challenge-send = Uitdagen
page-challenge-sent = Uitdaging gestuurd naar { $name }: de partij opent zodra die aanneemt
page-challenge-incoming = { $name } daagt je uit
page-challenge-accept = Aannemen
page-challenge-decline = Weigeren
page-challenge-declined = { $name } heeft je uitdaging geweigerd
page-challenge-canceled = { $name } heeft de uitdaging ingetrokken
page-corr-days-hours = { $days } d { $hours } u
page-corr-hours-minutes = { $hours } u { $minutes } min
page-settings-notify = Laat het me weten als ik aan zet ben
page-notify-your-turn = Jij bent aan zet: { $game }
