# Punteggi: perché una partita valida per il punteggio è stata rifiutata, e come la pagina mostra un punteggio.

rated_needs_account = una partita valida per il punteggio si gioca tra due account: prima accedi
rated_only_between_players = solo una partita contro un amico può valere per il punteggio, non contro il computer né su un solo dispositivo
rated_needs_clock = una partita valida per il punteggio richiede un orologio
rated_from_start = una partita valida per il punteggio parte dalla posizione iniziale del gioco
rated_standard_rules = una partita valida per il punteggio si gioca con le regole standard del gioco
rated_same_account = il tuo account gioca già l'altro colore di questa partita valida per il punteggio
page-rated = Valida per il punteggio
page-rating-change = punteggio { $rating } ({ $diff })
