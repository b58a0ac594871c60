# Problemi: `ply puzzles generate`, e l'API dei problemi del server.

puzzles_counts = --games, --nodes e --count devono essere almeno 1
puzzles_read = impossibile leggere { $path }: { $error }
puzzles_written = { $count ->
    [one] 1 problema
   *[other] { $count } problemi
} da { $positions } posizioni scritti in { $path }
puzzles_no_game = non ci sono problemi di { $game }; ci sono problemi di { $known }
puzzle_not_found = non c'è nessun problema { $id }
puzzle_bad_rating = il punteggio dei problemi inviato non è uno di quelli che questo server dà: un punteggio da 0 a 4000, un RD da 45 a 350 e una volatilità tra 0 e 1
puzzle_rating_kept = il punteggio dei problemi di un giocatore che ha fatto l'accesso lo tiene il server: invia il risultato senza punteggio

## `ply puzzles check`, e perché un problema non supera il suo controllo.

puzzles_checked = { $game }: { $count ->
    [one] 1 problema controllato
   *[other] { $count } problemi controllati
}, { $failed } respinti; le basi dei finali o il risolutore ne hanno raggiunti { $reached }, in { $positions } delle posizioni in cui muove chi risolve
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 problema non supera il suo controllo
   *[other] { $count } problemi non superano il loro controllo
}
puzzles_refused = { $count ->
    [one] 1 problema trovato dalla ricerca è stato respinto
   *[other] { $count } problemi trovati dalla ricerca sono stati respinti
}: le basi dei finali o il risolutore contraddicono le loro mosse
puzzle_check_game = gioco sconosciuto { $game }
puzzle_check_position = la posizione: { $error }
puzzle_check_over = la posizione è finita
puzzle_check_move = la mossa { $number } '{ $text }' della soluzione non è legale
puzzle_check_reply = la soluzione finisce con una risposta, non con la mossa di chi risolve
puzzle_check_not_only = l'unica mossa vincente secondo la ricerca più profonda è { $found }, non quella della soluzione
puzzle_check_no_winner = secondo la ricerca più profonda nessuna mossa vince da sola
puzzle_check_tables_none = le basi dei finali contraddicono la mossa { $number } della soluzione: nessuna mossa vince
puzzle_check_tables = le basi dei finali contraddicono la mossa { $number } della soluzione; mosse vincenti: { $moves }
puzzle_check_solver = il risolutore contraddice la mossa { $number } della soluzione; gli scarti finali delle mosse: { $margins }

## I problemi della pagina (/puzzles).

page-puzzles = Problemi
page-puzzles-game = Gioco dei problemi
page-puzzle-find = trova la mossa che vince per { $side }
page-puzzle-over = Problema finito
page-puzzle-right = Giusto. Continua.
page-puzzle-wrong = Sbagliato: { $move } non è la mossa.
page-puzzle-solved = Risolto!
page-puzzle-show = Mostra la soluzione
page-puzzle-next = Problema successivo
page-puzzle-solution = Soluzione: { $moves }
page-puzzle-rating = Punteggio del problema: { $rating }
page-puzzle-your-rating = Il tuo punteggio dei problemi: { $rating }
page-puzzle-change = Variazione del punteggio: { $diff }
page-puzzle-themes = Temi: { $themes }
page-puzzle-source = Da { $source }
page-puzzle-theme-capture-sequence = presa multipla
page-puzzle-theme-sacrifice = sacrificio
page-puzzle-theme-breakthrough = sfondamento
page-puzzle-theme-coup-turc = colpo turco
page-puzzle-theme-check = scacco
page-puzzle-theme-promotion = promozione
page-puzzle-theme-one-move = una mossa
page-puzzle-theme-win = vittoria
page-puzzle-theme-mate = matto
page-puzzle-theme-mate-in-1 = matto in 1
page-puzzle-theme-mate-in-2 = matto in 2
page-puzzle-theme-mate-in-3 = matto in 3
page-puzzle-theme-extra-turn = rigiocare
page-puzzle-theme-capture = presa
page-puzzle-theme-endgame = finale

## L'esercizio delle pagine delle regole: ogni figura che mostra una mossa, fatta dal giocatore.

page-practise = Esercitati
page-practise-count = Esercizio { $n } di { $count }
page-practise-task = muove { $side }: fai la mossa di cui parla questa regola.
page-practise-right = Giusto!
page-practise-other = { $move } qui è legale, ma questa regola chiede un'altra mossa. Riprova.
page-practise-next = Esercizio successivo
page-practise-again = Ricomincia
page-practise-close = Chiudi l'esercizio
page-practise-done = Hai fatto tutte le mosse di questa pagina.
