# La pagina web: etichette, pulsanti, titoli e righe di stato. Gli id cominciano con `page-`.

## Intestazione e titoli delle schede

page-new-game = Nuova partita
page-language = Lingua
page-tab-game = ply · partita
page-tab-over = ply · partita finita
page-tab-your-turn = Tocca a te · ply
page-rules-link = Regole
page-rules-of = Regole: { $game }

## Sala

page-loading = Caricamento…
page-server-unreachable = Il server non è raggiungibile: { $error }
page-network-error = il server non è raggiungibile
page-play-a-game = Gioca una partita
page-game = Gioco
page-rule-options = Regole
page-opponent = Avversario
page-computer = Computer
page-computer-levels = ply, livelli 1–10
page-installed-engine = motore installato
page-friend = Un amico
page-friend-sub = con un link d'invito
page-same-device = Stesso dispositivo
page-same-device-sub = due giocatori
page-computer-level = Livello del computer
page-you-play = Giochi con
page-moves-first = muove per primo
page-moves-second = muove per secondo
page-random = A caso
page-clock = Orologio
page-timed-game = Partita a tempo
page-minutes = minuti
page-increment = incremento
page-min-plus = min +
page-seconds-per-move = s per mossa
page-untimed = senza orologio
page-clock-presets = cadenze predefinite
page-play = Gioca
page-your-games = Le tue partite
page-no-games = Le partite che cominci compaiono qui.
page-list-ongoing = muove { $side } · { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
page-list-moves = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
page-list-won = Hai vinto
page-list-lost = Hai perso
page-list-drawn = Patta
page-finished = finita
page-gone = sparita
page-vs-computer = contro il computer
page-vs-friend = contro un amico
page-on-this-device = su questo dispositivo
page-as-side = con il { $side }
page-both-sides = entrambi i colori

## Che cos'è ogni gioco, per il suo id

page-lobby-board = Tavoliere { $board }
page-lobby-other-games = Altri giochi
page-about-kabe = Dama estone, 8×8
page-about-draughts = Internazionale, 10×10
page-about-russian = Shashki, 8×8: una pedina che va a dama durante una presa continua come dama
page-about-brazilian = Regole internazionali su 8×8
page-about-pool = Pool checkers americano, 8×8
page-about-checkers = Dama inglese, 8×8: dame a passo corto, comincia il Nero
page-about-czech = Dama ceca: le regole del kabe
page-about-chess = Regolamento FIDE
page-about-konane = Dama hawaiana
page-about-kalah = Gioco della semina
page-about-antidraughts = Dama vinciperdi, 10×10: regala tutti i tuoi pezzi
page-about-breakthrough = Regole internazionali, 10×10: vince la prima dama
page-about-italian = Dama italiana, 8×8: dame a passo corto, le pedine non prendono le dame
page-about-spanish = Damas españolas, 8×8: dame a lungo raggio, le pedine prendono in avanti
page-about-turkish = Dama, 8×8 su tutte le 64 caselle: pedine avanti e di lato, dame come torri
page-about-frisian = 10×10: pedine e dame prendono anche lungo righe e colonne, la presa di valore più alto
page-about-frysk = Dama frisone con cinque pedine ciascuno sull'ultima riga
page-about-canadian = Regole internazionali su 12×12, 30 pedine ciascuno

## Opzioni di regole, per la loro chiave

page-rule-size = Grandezza della damiera
page-rule-men-capture-backwards = Le pedine prendono all'indietro
page-rule-flying-kings = Dame a lungo raggio
page-rule-majority-rule = Prendere il maggior numero di pezzi
page-rule-king-priority = Prendere prima con la dama
page-rule-crown-mid-capture = Andare a dama durante una presa
page-rule-king-must-continue = Una pedina andata a dama continua a prendere come dama
page-rule-black-moves-first = Muove prima il Nero
page-rule-no-capture-limit = Semimosse senza presa fino alla patta
page-rule-king-move-limit = Semimosse di sole dame fino alla patta
page-rule-endgame-rules = Regole di patta nel finale
page-rule-pits = Buche per giocatore
page-rule-seeds = Pedine per buca
page-rule-capture-needs-opposite-seeds = La presa richiede pedine nella buca opposta
page-rule-no-moves-wins = Vince chi non ha mosse
page-rule-first-king-wins = Vince la prima dama
page-rule-mirrored = Damiera a specchio
page-rule-men-capture-kings = Le pedine possono prendere le dame
page-rule-tie-break = Quale presa scegliere a parità
page-rule-orthogonal-captures = Prese anche lungo colonne e righe
page-rule-king-move-run = Mosse di fila concesse a una dama
page-rule-frisian-draws = Regole frisone di patta
page-rule-start-rows = Righe di pedine all'inizio
page-rule-orthogonal = Le pedine si muovono lungo colonne e righe
page-rule-lone-pieces-limit = Semimosse con pochi pezzi fino alla patta
page-custom-rules = Regole personalizzate
page-more-games = Altri giochi
page-rule-bad-value = { $option }: «{ $value }» non è permesso ({ $expected })
page-rule-not-allowed = { $option }: «{ $value }» non è permesso

## Partita: giocatori e stato

page-joined = Ti sei unito con il { $side }. Buona partita!
page-cannot-join = Impossibile unirsi: { $error }. Stai guardando.
page-game-not-found = Partita non trovata
page-start-new-game = Comincia una nuova partita
page-type-move = Scrivi una mossa
page-type-move-hint = Scrivi una mossa e premi Invio
page-type-move-letters = Scrivi una mossa (pezzi: { $letters }) e premi Invio
page-turn-of = Muove { $side }.
page-game-is-over = La partita è finita.
page-looking-at = Stai guardando la mossa { $number } di { $total } ({ $move }): il tavoliere è in sola lettura. → o Fine riporta alla partita.
page-board-label = Tavoliere: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: buche { $pits }; mancala { $store }
page-describe-empty = il tavoliere è vuoto
page-read-title = Leggi il tavoliere
page-read-label = Leggi una casella, o s e una riga
page-read-hint = una casella ({ $square }), o s e una riga (s 4)
page-read-hint-pits = una buca (3), o s e un lato (s Nord)
page-read-piece = { $cell }: { $piece }, { $side }
page-read-empty = { $cell }: vuota
page-read-seeds = { $cell }, pedine: { $count }
page-read-store = mancala di { $side }: { $count }
page-read-rank = Riga { $rank }: { $cells }
page-read-unknown = Niente sul tavoliere si chiama «{ $asked }». Chiedi una casella ({ $square }) o s e una riga (s 4).
page-to-move = muove { $side }
page-computer-at-level = Computer · livello { $level }
page-you = Tu
page-your-friend = Il tuo amico
page-your-turn = Tocca a te
page-check = scacco!
page-game-over = Partita finita
page-retry = Riprova
page-engine-thinking = { $engine } sta pensando
page-computer-thinking = Il computer sta pensando
page-waiting-friend = In attesa che il tuo amico si unisca
page-waiting-for-friend = In attesa del tuo amico
page-watching = Stai guardando questa partita
page-computer-opens = Comincia il computer
page-extra-turn-you = Rigiochi tu
page-extra-turn-for = Rigioca { $side }

## Partita: proposte di patta, inviti, rivincite

page-you-offered-draw = Hai proposto la patta.
page-offers-draw = { $side } propone la patta.
page-draw-declined = Il tuo avversario rifiuta la patta.
page-ask-takeback = Chiedi di ritirare
page-ask-takeback-title = Chiedi al tuo avversario di lasciarti ritirare l'ultima mossa
page-takeback-asked = Richiesta di ritiro inviata.
page-you-asked-takeback = Hai chiesto di ritirare l'ultima mossa.
page-asks-takeback = { $side } chiede di ritirare una mossa.
page-takeback-declined = Il tuo avversario rifiuta il ritiro.
page-watchers = Spettatori: { $count }
page-first-move-in = Fai la tua prima mossa entro { $seconds } s, o la partita viene annullata.
page-first-move-of = { $side } ha { $seconds } s per la prima mossa, o la partita viene annullata.
page-accept = Accetta
page-decline = Rifiuta
page-invite-friend = Invita un amico
page-invite-hint = Manda questo link; chi lo apre per primo gioca con l'altro colore.
page-copy-invite = Copia il link d'invito
page-invite-copied = Link d'invito copiato.
page-copy-from-box = Copia il link dal riquadro qui sopra.
page-rematch-started = La rivincita è cominciata.
page-rematch-wanted = Il tuo avversario vuole la rivincita.
page-rematch-on = I giocatori giocano di nuovo.
page-watch-rematch = Guarda la rivincita
page-go-to-rematch = Vai alla rivincita
page-join-rematch = Unisciti alla rivincita

## Partita: le mosse

page-no-moves = Ancora nessuna mossa.
page-show-position = Mostra la posizione dopo questa mossa
page-extra-turn = rigioca
page-first-position = Prima posizione (Inizio)
page-previous-move = Mossa precedente (←)
page-next-move = Mossa successiva (→)
page-back-to-game = Torna alla partita (Fine)
page-looking-back = Stai guardando indietro: premi Fine (o ») per tornare alla partita.
page-not-your-pit = Questa buca non è tua.
page-capturing = Presa: { $path }…
page-promote-to = Promuovi a
page-which-way = Quale percorso?
page-cancel = Annulla
page-cannot-show-move = Impossibile mostrare questa mossa: { $error }

# Lettere dei pezzi nelle mosse mostrate, per il tipo che il server nomina (scacchi: re, donna,
# torre, alfiere, cavallo).
page-piece-letter-chess_king = R
page-piece-letter-queen = D
page-piece-letter-rook = T
page-piece-letter-bishop = A
page-piece-letter-knight = C

## Partita: pulsanti

page-undo = Annulla
page-undo-title = Ritira la tua ultima mossa
page-offer-draw = Proponi patta
page-draw-offered = Patta proposta.
page-resign = Abbandona
page-abort = Annulla la partita
page-really-resign = Abbandonare davvero?
page-rematch = Rivincita
page-analyse = Analizza
page-analyse-title = Chiedi al motore di ply un parere sulla posizione mostrata
page-stop-analysis = Ferma l'analisi
page-flip-board = Gira il tavoliere
page-download-record = Scarica la partita
page-sounds = Suoni

## Impostazioni
page-settings = Impostazioni
page-settings-board = Tavoliere
page-theme-wood = Legno
page-theme-sea = Mare
page-settings-pieces = Pezzi
page-pieces-classic = Classici
page-pieces-flat = Piatti
page-settings-coordinates = Coordinate
page-on = Sì
page-off = No

## Analisi

page-analysis-failed = Analisi: { $error }
page-no-move = nessuna mossa
page-analysis-meta = profondità { $depth } · { $knps } kN/s · dal lato di { $side }

## L'editor di posizioni

page-editor-link = Prepara una posizione
page-editor-title = Editor di posizioni
page-editor-board = Il tavoliere in preparazione
page-editor-pieces = Pezzi
page-editor-to-move = Tratto
page-editor-remove = Togli un pezzo
page-editor-add-seed = Aggiungi una pedina
page-editor-take-seed = Togli una pedina
page-editor-start = Posizione iniziale
page-editor-clear = Svuota il tavoliere
page-editor-position = Posizione
page-editor-read = Leggi la posizione
page-editor-play-computer = Gioca contro il computer da qui
page-editor-play-friend = Gioca contro un amico da qui
page-editor-over = da questa posizione la partita finisce subito: { $reason }
page-editor-not-playable = i pezzi stanno solo sulle caselle scure
page-editor-seeds-over = { $total ->
    [one] { $total } pedina
   *[other] { $total } pedine
} dove il gioco ne ha { $expected }: togline { $count } da una buca qualsiasi.
page-editor-seeds-under = { $total ->
    [one] { $total } pedina
   *[other] { $total } pedine
} dove il gioco ne ha { $expected }: aggiungine { $count } in una buca qualsiasi.
page-piece-man = pedina
page-piece-king = dama
page-piece-pawn = pedone
page-piece-knight = cavallo
page-piece-bishop = alfiere
page-piece-rook = torre
page-piece-queen = donna
page-piece-chess-king = re
page-piece-stone = pietra

## Tavoliere di analisi

page-open-analysis-board = Tavoliere di analisi
page-analysis-board = Tavoliere di analisi
page-analysis-not-live = Il tavoliere di analisi si apre per una partita finita o contro il computer, mai durante una partita tra persone.
page-analysis-bad-rules = Le regole nell'indirizzo non sono JSON valido.
page-analysis-needs-game = Indica un gioco da analizzare: /analysis?game=ID&position=TEXT, o apri il tavoliere da una partita.
page-eval-bar = Valutazione
page-eval-draw = Patta (dimostrata)
page-eval-win = Vince { $side } (dimostrato)
page-eval-win-in = Vince { $side } in { $plies ->
    [one] { $plies } semimossa
   *[other] { $plies } semimosse
} (dimostrato)
page-eval-margin = Vince { $side } con un margine di { $margin } (dimostrato)
page-engine = Il motore di ply
page-engine-starting = Sta pensando…
page-engine-stats = profondità { $depth } · { $knps } kN/s · { $nodes } nodi
page-engine-done = limite di tempo raggiunto
page-engine-solved = Risolto: il risultato è dimostrato, non serve cercare più a fondo
page-mark-inaccuracy = Imprecisione
page-mark-mistake = Errore
page-mark-blunder = Errore grave
page-mark-title = { $mark }; il motore preferiva { $best }
page-review-game = Rivedi tutta la partita
page-review-again = Rivedi di nuovo
page-reviewing = Revisione: posizione { $ply } di { $total }
page-play-computer-here = Gioca contro il computer da qui
page-play-friend-here = Gioca contro un amico da qui
page-back-to-the-game = Torna alla partita
page-last-move = Ultima mossa (Fine)
page-not-found = Pagina non trovata
page-not-found-text = A questo indirizzo non c'è nessuna pagina.

# Le sfide della sala.
page-quick-pairing = Abbinamento rapido: { $game }
page-open-seeks = Sfide aperte
page-no-seeks = Nessuna sfida aperta: scegli una cadenza qui sopra e aspetta un avversario.
page-seek-days-1 = 1 giorno
page-seek-days-2 = 2 giorni
page-seek-days-3 = 3 giorni
page-seek-days-5 = 5 giorni
page-seek-days-7 = 7 giorni
page-seek-days-14 = 14 giorni
page-seek-waiting = In attesa di un avversario…
page-seek-join = Unisciti
page-seek-cancel = Ritira
page-seek-rated = valida per il punteggio
page-seek-casual = amichevole
page-seek-anonymous = Anonimo
page-lobby-counts = Giocatori online: { $online } · partite in corso: { $playing }
page-seek-range = Intervallo di punteggio
page-seek-range-any = qualsiasi
page-seek-out-of-range = Il tuo punteggio è fuori dall'intervallo di punteggio di questa sfida
page-challenge-title = Sfida un giocatore
page-challenge-name = Nome del giocatore
page-challenge-control = Cadenza
page-challenge-color = Il tuo colore
page-challenge-color-random = A caso
page-challenge-color-white = Bianco
page-challenge-color-black = Nero
page-challenge-send = Sfida
page-challenge-sent = Sfida inviata a { $name }: la partita si apre quando viene accettata
page-challenge-incoming = { $name } ti sfida
page-challenge-accept = Accetta
page-challenge-decline = Rifiuta
page-challenge-declined = { $name } ha rifiutato la tua sfida
page-challenge-canceled = { $name } ha ritirato la sfida
page-corr-days-hours = { $days } g { $hours } h
page-corr-hours-minutes = { $hours } h { $minutes } min
page-settings-notify = Avvisami quando tocca a me
page-notify-your-turn = Tocca a te: { $game }
