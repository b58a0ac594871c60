# Tornei: perché una richiesta è stata rifiutata.

tournament_not_found = non c'è nessun torneo '{ $id }'
tournament_unknown_system = il sistema di un torneo è arena, swiss o robin, non '{ $system }'
tournament_clock_time = l'orologio di un torneo va da 0,25 a 180 minuti
tournament_clock_increment = l'incremento di un torneo va da 0 a 180 secondi
tournament_minutes = un'arena dura da 1 a { $most } minuti
tournament_wait_or_date = indica i minuti di attesa o la data d'inizio, non entrambi
tournament_start = un torneo comincia entro { $most } minuti da adesso
tournament_max_players = un torneo accoglie da 2 a { $most } giocatori
tournament_rounds_not_arena = un'arena non ha turni: indica la sua durata in minuti
tournament_name = il nome di un torneo ha al massimo { $most } caratteri, senza caratteri di controllo
tournament_too_many = al massimo { $most } dei tuoi tornei possono essere in attesa o in corso
tournament_full_server = il server organizza tutti i tornei che può: riprova più tardi
tournament_finished = questo torneo è finito
tournament_started = questo torneo è cominciato
tournament_withdrawn = ti sei ritirato da questo torneo
tournament_full = questo torneo è al completo ({ $most } giocatori)
tournament_not_in = non partecipi a questo torneo
tournament_not_maker = solo il giocatore che ha creato un torneo può avviarlo
tournament_minutes_not_rounds = uno svizzero o un girone all'italiana ha turni, non minuti
tournament_round_pause = la pausa tra i turni è da 0 a { $most } secondi
tournament_swiss_rounds = uno svizzero ha da 1 a { $most } turni
tournament_robin_cycles = un girone all'italiana è semplice (1) o doppio (2)
tournament_robin_players = un girone all'italiana ha da { $least } a { $most } giocatori
tournament_no_trf = un'arena non ha turni da riportare: solo uno svizzero o un girone all'italiana ha un file TRF

# Le pagine dei tornei.

page-tournaments = Tornei
page-tournament-create = Crea un torneo
page-tournament-name = Nome
page-tournament-game = Gioco
page-tournament-clock = Orologio, minuti
page-tournament-increment = Incremento, secondi
page-tournament-minutes = Durata, minuti
page-tournament-wait = Comincia tra, minuti
page-tournament-rated = Valido per il punteggio
page-tournament-casual = Amichevole
page-tournament-arena = Arena
page-tournament-list-created = Cominciano presto
page-tournament-list-started = In corso
page-tournament-list-finished = Finiti
page-tournament-none = Qui non ci sono tornei.
page-tournament-players = { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
page-tournament-join = Partecipa
page-tournament-withdraw = Ritirati
page-tournament-pause = Pausa
page-tournament-start-now = Avvia ora
page-tournament-log-in = Accedi per partecipare.
page-tournament-starts-in = Comincia tra { $time }
page-tournament-ends-in = Finisce tra { $time }
page-tournament-next-round-in = Prossimo turno tra { $time }
page-tournament-finished = Finito
page-tournament-standings = Classifica
page-tournament-pairings = Partite
page-tournament-player = Giocatore
page-tournament-rating = Punteggio
page-tournament-points = Punti
page-tournament-results = Risultati
page-tournament-playing = sta giocando
page-tournament-paused = in pausa
page-tournament-withdrawn = ritirato
page-tournament-fire = in serie: vittorie e patte contano doppio
page-tournament-your-game = La tua partita è cominciata.
page-tournament-bye = riposo
page-tournament-ongoing = in corso
page-tournament-no-games = Ancora nessuna partita.
page-tournament-system = Sistema
page-tournament-swiss = Sistema svizzero
page-tournament-robin = Girone all'italiana
page-tournament-double-robin = Doppio girone all'italiana
page-tournament-rounds = Turni
page-tournament-cycles = Gironi
page-tournament-round-pause = Pausa tra i turni, secondi
page-tournament-round-of = Turno { $round } di { $rounds }
page-tournament-round = Turno { $round }
page-tournament-buchholz = Buchholz
page-tournament-buchholz-cut1 = Buchholz senza il peggiore
page-tournament-sonneborn-berger = Sonneborn-Berger
page-tournament-direct = Scontro diretto
page-tournament-trf = Rapporto del torneo (TRF)
page-tournament-forfeit = a forfait
