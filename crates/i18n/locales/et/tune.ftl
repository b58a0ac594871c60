# Õpitud hindamise kaalud: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = see pole ply kaalude fail
weights_version = vormingu versioon { $found }, see ply loeb versiooni { $expected }
weights_short = fail on poolik või liiga pikk
weights_game = mängule { $game } mustrikaale pole: need sobitatakse kabele ja rahvusvahelisele kabele
weights_layout = failis olevad mustrid ei ole mängu { $game } omad
weights_checksum = väärtused ei vasta kontrollsummale
tune_data_bad = see pole ply tune'i kirjutatud mängu { $game } seisude fail või on see rikutud
tune_no_positions = mängu { $game } seise on sobitamiseks liiga vähe: mängi rohkem partiisid
tune_eval = --eval { $value }: oodati default, classic, learned või kaalude faili
tune_counts = --games, --nodes, --rounds ja --epochs peavad olema vähemalt 1
tune_rate = --rate peab olema positiivne arv
tune_l2 = --l2 peab olema null või positiivne arv
tune_blend = --blend peab olema 0 ja 1 vahel
