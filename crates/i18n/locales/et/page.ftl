# Veebileht: sildid, nupud, pealkirjad ja olekuread. Tunnused algavad `page-`.

## Päis ja vahelehe pealkirjad

page-new-game = Uus mäng
page-language = Keel
page-tab-game = ply · mäng
page-tab-over = ply · mäng läbi
page-tab-your-turn = Sinu käik · ply
page-rules-link = Reeglid
page-rules-of = { $game }: reeglid

## Mängu valik

page-loading = Laadin…
page-server-unreachable = Serveriga ei saa ühendust: { $error }
page-network-error = serveriga ei saa ühendust
page-play-a-game = Alusta mängu
page-game = Mäng
page-rule-options = Reeglid
page-opponent = Vastane
page-computer = Arvuti
page-computer-levels = ply, tasemed 1–10
page-installed-engine = paigaldatud mootor
page-friend = Sõber
page-friend-sub = kutselingiga
page-same-device = Samas seadmes
page-same-device-sub = kaks mängijat
page-computer-level = Arvuti tase
page-you-play = Sinu pool
page-moves-first = alustab
page-moves-second = käib teisena
page-random = Juhuslik
page-clock = Kell
page-timed-game = Ajakontrolliga mäng
page-minutes = minutid
page-increment = lisaaeg
page-min-plus = min +
page-seconds-per-move = s käigu kohta
page-untimed = ajapiiranguta
page-clock-presets = kella valmisvalikud
page-play = Mängi
page-your-games = Sinu mängud
page-no-games = Siia ilmuvad mängud, mida alustad.
page-list-ongoing = käib { $side } · { $moves ->
    [one] { $moves } käik
   *[other] { $moves } käiku
}
page-list-moves = { $moves ->
    [one] { $moves } käik
   *[other] { $moves } käiku
}
page-list-won = Sa võitsid
page-list-lost = Sa kaotasid
page-list-drawn = Viik
page-finished = lõppenud
page-gone = kadunud
page-vs-computer = arvuti vastu
page-vs-friend = sõbra vastu
page-on-this-device = selles seadmes
page-as-side = sinu pool: { $side }
page-both-sides = mõlemad pooled

## Mängude lühikirjeldused mängu tunnuse järgi

page-lobby-board = Laud { $board }
page-lobby-other-games = Teised mängud
page-about-kabe = Eesti kabe, 8×8
page-about-draughts = 10×10, FMJD reeglid
page-about-russian = 8×8: löömise ajal kabeks saanud kivi lööb edasi kabena
page-about-brazilian = Rahvusvahelised reeglid 8×8 laual
page-about-pool = Ameerika reeglid, 8×8
page-about-checkers = 8×8: kabe käib ühe välja võrra, must alustab
page-about-czech = Tšehhi kabe: reeglid nagu kabes
page-about-chess = FIDE reeglid
page-about-konane = Havai kabe
page-about-kalah = Külvimäng
page-about-antidraughts = Poddavki, 10×10: kes annab ära kõik oma kabendid, võidab
page-about-breakthrough = Rahvusvahelised reeglid, 10×10: esimene kabe võidab
page-about-italian = 8×8: kabe käib ühe välja võrra, kivi ei löö kabet
page-about-spanish = 8×8: kaugele käivad kabed, kivid löövad ainult edasi
page-about-turkish = Dama, 8×8 kõigil 64 väljal: kivid käivad edasi ja külgsuunas, kabed nagu vanker
page-about-frisian = 10×10: kivid ja kabed löövad ka mööda ridu ja veerge, eesõigus suurima väärtusega löögil
page-about-frysk = Friisi kabe, kummalgi viis kivi tagumisel real
page-about-canadian = Rahvusvahelised reeglid 12×12 laual, kummalgi 30 kivi

## Reeglivalikud võtme järgi

page-rule-size = Laua suurus
page-rule-men-capture-backwards = Kivid löövad ka tagasisuunas
page-rule-flying-kings = Kabe käib kaugele
page-rule-majority-rule = Lüüa tuleb suurim arv kabendeid
page-rule-king-priority = Kabega löömine eelisjärjekorras
page-rule-crown-mid-capture = Kabeks saab ka löömise ajal
page-rule-king-must-continue = Kabeks saanud kivi lööb edasi kabena
page-rule-black-moves-first = Must alustab
page-rule-no-capture-limit = Löömiseta poolkäike viigini
page-rule-king-move-limit = Ainult kabede poolkäike viigini
page-rule-endgame-rules = Lõppmängu viigireeglid
page-rule-pits = Lohke kummalgi poolel
page-rule-seeds = Seemneid lohus
page-rule-capture-needs-opposite-seeds = Löömiseks peab vastas olema seemneid
page-rule-no-moves-wins = Käiguta pool võidab
page-rule-first-king-wins = Esimene kabe võidab
page-rule-mirrored = Peegeldatud laud
page-rule-men-capture-kings = Kivid võivad lüüa kabesid
page-rule-tie-break = Milline löömine valida võrdsete seast
page-rule-orthogonal-captures = Lüüakse ka otse mööda ridu ja veerge
page-rule-king-move-run = Kabe käike järjest
page-rule-frisian-draws = Friisi viigireeglid
page-rule-start-rows = Kivide ridu alguses
page-rule-orthogonal = Kivid käivad otse mööda ridu ja veerge
page-rule-lone-pieces-limit = Poolkäike viigini, kui kabendeid on vähe
page-custom-rules = Oma reeglid
page-more-games = Veel mänge
page-rule-bad-value = { $option }: „{ $value }” ei sobi ({ $expected })
page-rule-not-allowed = { $option }: „{ $value }” ei sobi

## Mäng: mängijad ja olek

page-joined = Liitusid, sinu pool: { $side }. Head mängu!
page-cannot-join = Liituda ei saa: { $error }. Vaatad pealt.
page-game-not-found = Mängu ei leitud
page-start-new-game = Alusta uut mängu
page-type-move = Sisesta käik
page-type-move-hint = Kirjuta käik ja vajuta Enter
page-type-move-letters = Kirjuta käik (malendid: { $letters }) ja vajuta Enter
page-turn-of = Käib { $side }.
page-game-is-over = Mäng on läbi.
page-looking-at = Vaatad käiku { $number }/{ $total } ({ $move }): lauda muuta ei saa. → või End viib mängu juurde tagasi.
page-board-label = Laud: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: lohud { $pits }; kalaha { $store }
page-describe-empty = laud on tühi
page-read-title = Loe lauda
page-read-label = Loe välja või s ja rea number
page-read-hint = väli ({ $square }) või s ja rida (s 4)
page-read-hint-pits = lohk (3) või s ja pool (s põhi)
page-read-piece = { $cell }: { $side } { $piece }
page-read-empty = { $cell }: tühi
page-read-seeds = { $cell }, seemneid: { $count }
page-read-store = { $side }, kalaha: { $count }
page-read-rank = Rida { $rank }: { $cells }
page-read-unknown = Laual pole midagi nimega „{ $asked }“. Küsi välja ({ $square }) või s ja rida (s 4).
page-to-move = käib { $side }
page-computer-at-level = Arvuti · tase { $level }
page-you = Sina
page-your-friend = Sinu sõber
page-your-turn = Sinu käik
page-check = tuli!
page-game-over = Mäng läbi
page-retry = Proovi uuesti
page-engine-thinking = { $engine } mõtleb
page-computer-thinking = Arvuti mõtleb
page-waiting-friend = Ootame, kuni sõber liitub
page-waiting-for-friend = Ootame sõpra
page-watching = Vaatad seda mängu pealt
page-computer-opens = Arvuti alustab
page-extra-turn-you = Sinu lisakäik
page-extra-turn-for = Lisakäik: { $side }

## Mäng: viigipakkumised, kutsed, kordusmängud

page-you-offered-draw = Pakkusid viiki.
page-offers-draw = { $side } pakub viiki.
page-draw-declined = Vastane keeldub viigipakkumisest.
page-ask-takeback = Palu tagasi võtta
page-ask-takeback-title = Palu vastaselt luba oma viimane käik tagasi võtta
page-takeback-asked = Tagasivõtmist on palutud.
page-you-asked-takeback = Palusid oma viimase käigu tagasi võtta.
page-asks-takeback = { $side } palub käigu tagasi võtta.
page-takeback-declined = Vastane ei luba käiku tagasi võtta.
page-watchers = Praegu vaatab: { $count }
page-first-move-in = Tee esimene käik { $seconds } s jooksul, muidu mäng katkestatakse.
page-first-move-of = { $side } peab esimese käigu tegema { $seconds } s jooksul, muidu mäng katkestatakse.
page-accept = Nõustu
page-decline = Keeldu
page-invite-friend = Kutsu sõber
page-invite-hint = Saada see link; kes selle esimesena avab, mängib teise poolega.
page-copy-invite = Kopeeri kutselink
page-invite-copied = Kutselink on kopeeritud.
page-copy-from-box = Kopeeri link ülalolevast kastist.
page-rematch-started = Kordusmäng on alanud.
page-rematch-wanted = Vastane soovib kordusmängu.
page-rematch-on = Mängijad mängivad uuesti.
page-watch-rematch = Vaata kordusmängu
page-go-to-rematch = Mine kordusmängu
page-join-rematch = Liitu kordusmänguga

## Mäng: käigud

page-no-moves = Käike veel pole.
page-show-position = Näita seisu pärast seda käiku
page-extra-turn = lisakäik
page-first-position = Algseis (Home)
page-previous-move = Eelmine käik (←)
page-next-move = Järgmine käik (→)
page-back-to-game = Tagasi mängu juurde (End)
page-looking-back = Vaatad varasemat seisu: mängu juurde naasmiseks vajuta End (või »).
page-not-your-pit = See pole sinu lohk.
page-capturing = Lööd: { $path }…
page-promote-to = Ettur muundub
page-which-way = Mis teed pidi?
page-cancel = Loobu
page-cannot-show-move = Seda käiku ei saa näidata: { $error }

# Malenupude tähed käikude loetelus (kuningas, lipp, vanker, oda, ratsu).
page-piece-letter-chess_king = K
page-piece-letter-queen = L
page-piece-letter-rook = V
page-piece-letter-bishop = O
page-piece-letter-knight = R

## Mäng: nupud

page-undo = Võta tagasi
page-undo-title = Võta oma viimane käik tagasi
page-offer-draw = Paku viiki
page-draw-offered = Viiki on pakutud.
page-resign = Alistu
page-abort = Katkesta
page-really-resign = Kas tõesti alistud?
page-rematch = Kordusmäng
page-analyse = Analüüsi
page-analyse-title = Küsi ply mootorilt hinnangut näidatud seisule
page-stop-analysis = Lõpeta analüüs
page-flip-board = Pööra laud
page-download-record = Laadi partii alla
page-sounds = Helid

## Seaded
page-settings = Seaded
page-settings-board = Laud
page-theme-wood = Puit
page-theme-sea = Meri
page-settings-pieces = Nupud
page-pieces-classic = Klassikalised
page-pieces-flat = Lihtsad
page-settings-coordinates = Koordinaadid
page-on = Sees
page-off = Väljas

## Analüüs

page-analysis-failed = Analüüs: { $error }
page-no-move = käiku pole
page-analysis-meta = sügavus { $depth } · { $knps } kN/s · vaatenurk: { $side }

## Seisu seadmine

page-editor-link = Sea seis
page-editor-title = Seisu seadmine
page-editor-board = Laud, millele seisu sead
page-editor-pieces = Nupud
page-editor-to-move = Käigul
page-editor-remove = Eemalda nupp
page-editor-add-seed = Lisa seeme
page-editor-take-seed = Võta seeme
page-editor-start = Algseis
page-editor-clear = Tühjenda laud
page-editor-position = Seis
page-editor-read = Loe seis
page-editor-play-computer = Mängi siit arvuti vastu
page-editor-play-friend = Mängi siit sõbraga
page-editor-over = sellest seisust on mäng kohe läbi: { $reason }
page-editor-not-playable = kabendid seisavad ainult tumedatel väljadel
page-editor-seeds-over = Seemneid on { $total }, mängus peab neid olema { $expected }: võta { $count } ära mõnest lohust või kalahast.
page-editor-seeds-under = Seemneid on { $total }, mängus peab neid olema { $expected }: lisa { $count } mõnda lohku või kalahasse.
page-piece-man = kivi
page-piece-king = kabe
page-piece-pawn = ettur
page-piece-knight = ratsu
page-piece-bishop = oda
page-piece-rook = vanker
page-piece-queen = lipp
page-piece-chess-king = kuningas
page-piece-stone = nupp

## Analüüsilaud

page-open-analysis-board = Analüüsilaud
page-analysis-board = Analüüsilaud
page-analysis-not-live = Analüüsilaud avaneb lõppenud mängust või mängust arvuti vastu, mitte kahe inimese mängu ajal.
page-analysis-bad-rules = Aadressis olevad reeglid ei ole korrektne JSON.
page-analysis-needs-game = Nimeta analüüsitav mäng: /analysis?game=ID&position=TEKST, või ava laud mängust.
page-eval-bar = Hinnang
page-eval-draw = Viik (tõestatud)
page-eval-win = { $side } võidab (tõestatud)
page-eval-win-in = { $side } võidab { $plies } poolkäiguga (tõestatud)
page-eval-margin = { $side } võidab vahega { $margin } (tõestatud)
page-engine = ply mootor
page-engine-starting = Mõtleb…
page-engine-stats = sügavus { $depth } · { $knps } kN/s · { $nodes } sõlme
page-engine-done = ajapiir käes
page-engine-solved = Lahendatud: tulemus on tõestatud, sügavamalt otsida pole vaja
page-mark-inaccuracy = Ebatäpsus
page-mark-mistake = Viga
page-mark-blunder = Äpardus
page-mark-title = { $mark }; mootor eelistas { $best }
page-review-game = Analüüsi kogu mäng
page-review-again = Analüüsi uuesti
page-reviewing = Analüüsin: seis { $ply } / { $total }
page-play-computer-here = Mängi siit arvuti vastu
page-play-friend-here = Mängi siit sõbraga
page-back-to-the-game = Tagasi mängu juurde
page-last-move = Viimane käik (End)
page-not-found = Lehte ei leitud
page-not-found-text = Sellel aadressil pole lehte.

# Ootesaali otsingud.
page-quick-pairing = Kiire paaritamine: { $game }
page-open-seeks = Avatud otsingud
page-no-seeks = Avatud otsinguid pole: vali ülal ajakontroll ja oota vastast.
page-seek-days-1 = 1 päev
page-seek-days-2 = 2 päeva
page-seek-days-3 = 3 päeva
page-seek-days-5 = 5 päeva
page-seek-days-7 = 7 päeva
page-seek-days-14 = 14 päeva
page-seek-waiting = Ootan vastast…
page-seek-join = Liitu
page-seek-cancel = Tühista
page-seek-rated = reitinguga
page-seek-casual = reitinguta
page-seek-anonymous = Anonüümne
page-lobby-counts = Mängijaid võrgus: { $online } · käimasolevaid mänge: { $playing }
page-seek-range = Reitinguvahemik
page-seek-range-any = mistahes
page-seek-out-of-range = Sinu reiting on väljaspool selle otsingu reitinguvahemikku
page-challenge-title = Kutsu mängija välja
page-challenge-name = Mängija nimi
page-challenge-control = Ajakontroll
page-challenge-color = Sinu värv
page-challenge-color-random = Juhuslik
page-challenge-color-white = Valge
page-challenge-color-black = Must
page-challenge-send = Kutsu välja
page-challenge-sent = Väljakutse saadetud mängijale { $name }: mäng avaneb, kui ta vastu võtab
page-challenge-incoming = { $name } kutsub sind välja
page-challenge-accept = Võta vastu
page-challenge-decline = Keeldu
page-challenge-declined = { $name } keeldus sinu väljakutsest
page-challenge-canceled = { $name } võttis väljakutse tagasi
page-corr-days-hours = { $days } p { $hours } t
page-corr-hours-minutes = { $hours } t { $minutes } min
page-settings-notify = Teavita mind, kui on minu käik
page-notify-your-turn = Sinu käik: { $game }
