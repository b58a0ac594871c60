# De gewichten van de geleerde evaluatie: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = geen gewichtenbestand van ply
weights_version = formaatversie { $found }, deze ply leest versie { $expected }
weights_short = het bestand is afgekapt of te lang
weights_game = er zijn geen patroongewichten voor { $game }: ze zijn gefit voor kabe en internationaal dammen
weights_layout = de patronen in het bestand zijn niet die van { $game }
weights_checksum = de waarden kloppen niet met hun controlesom
tune_data_bad = geen bestand met stellingen van { $game } geschreven door ply tune, of een beschadigd bestand
tune_no_positions = te weinig stellingen van { $game } om te fitten: speel meer partijen
tune_eval = --eval { $value }: verwacht default, classic, learned of een gewichtenbestand
tune_counts = --games, --nodes, --rounds en --epochs moeten minstens 1 zijn
tune_rate = --rate moet een positief getal zijn
tune_l2 = --l2 moet nul of een positief getal zijn
tune_blend = --blend moet tussen 0 en 1 liggen
