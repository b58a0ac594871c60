# I pesi della valutazione appresa: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = non è un file di pesi di ply
weights_version = versione del formato { $found }, questo ply legge la versione { $expected }
weights_short = il file è troncato o troppo lungo
weights_game = non ci sono pesi di schemi per { $game }: sono adattati al kabe e alla dama internazionale
weights_layout = gli schemi disposti nel file non sono quelli di { $game }
weights_checksum = i valori non corrispondono al loro checksum
tune_data_bad = non è un file di posizioni di { $game } scritto da ply tune, oppure è danneggiato
tune_no_positions = troppo poche posizioni di { $game } per l'adattamento: gioca più partite
tune_eval = --eval { $value }: atteso default, classic, learned o un file di pesi
tune_counts = --games, --nodes, --rounds e --epochs devono essere almeno 1
tune_rate = --rate deve essere un numero positivo
tune_l2 = --l2 deve essere zero o un numero positivo
tune_blend = --blend deve essere tra 0 e 1
