# Pagine dei giocatori: perché una richiesta delle partite di un giocatore è stata rifiutata, e le parole della pagina.

players_bad_max = max è un numero di partite da 1 in su (al massimo { $most } vengono inviate insieme)
players_bad_result = il risultato '{ $result }' non è nessuno di win, draw, loss

page-player-anonymous = anonimo
page-player-deleted = eliminato
page-player-versus = contro
page-player-result-win = Vinta
page-player-result-draw = Patta
page-player-result-loss = Persa
page-player-result-none = Annullata
page-player-result-ongoing = In corso
page-player-count-all = Partite
page-player-count-win = Vittorie
page-player-count-draw = Patte
page-player-count-loss = Sconfitte
page-player-playing = Sta giocando: guarda la partita
page-player-filter-game = Gioco
page-player-filter-all-games = Tutti i giochi
page-player-filter-result = Risultato
page-player-filter-all-results = Tutti i risultati
page-player-games = Partite giocate
page-player-no-games = Qui non ci sono partite.
page-player-more = Altre partite
page-player-since = Giocatore dal { $date }
page-player-speed-bullet = bullet
page-player-speed-blitz = blitz
page-player-speed-rapid = rapid
page-player-speed-classical = classica
page-player-speed-correspondence = per corrispondenza
page-player-rated-games = partite valide per il punteggio: { $games }
players_account_deleted = l'account '{ $name }' è stato eliminato: le sue partite restano, e il giocatore appare come «eliminato»
players_account_closed = l'account '{ $name }' è chiuso
page-player-speed-ultraBullet = ultrabullet
page-player-count-rated = Valide per il punteggio
page-player-filter-rated = Valide per il punteggio o amichevoli
page-player-filter-all-kinds = Valide per il punteggio e amichevoli
page-player-filter-rated-only = Valide per il punteggio
page-player-filter-casual-only = Amichevoli
page-player-history = Andamento del punteggio
page-player-history-none = Ancora nessuna partita valida per il punteggio.
page-player-history-summary = { $series }: da { $first } a { $last } in { $games ->
    [one] { $games } partita valida per il punteggio
   *[other] { $games } partite valide per il punteggio
} (minimo { $low }, massimo { $high })
page-player-history-table = I punteggi in una tabella
page-player-history-date = Data
page-player-history-rating = Punteggio
page-player-history-change = Variazione
page-player-closed = Questo account è chiuso.
