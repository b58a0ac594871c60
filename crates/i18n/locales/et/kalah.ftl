# Kalaha: reeglivalikud, seisud ja käigud.

kalah_pits_range = reeglivalik pits={ $pits }: igal poolel on 1 kuni { $most } lohku
kalah_seeds_zero = reeglivalik seeds=0: igas lohus peab alguses olema vähemalt üks seeme
kalah_too_many_seeds = Kalah({ $pits },{ $seeds }) laual oleks { $total } seemet; mahub kõige rohkem { $limit } ({ $pits } lohu korral on seeds 1 kuni { $most })
kalah_count_number = oodati { $expected } arvu (igal poolel { $pits ->
        [one] { $pits } lohk
       *[other] { $pits } lohku
    } ja kalaha), leiti { $found }; laua suuruse määrab reeglivalik pits
kalah_seed_total = arvud annavad kokku { $total ->
        [one] { $total } seeme
       *[other] { $total } seemet
    }, aga { $rules } laual on neid { $expected }
kalah_position_form = oodati komadega eraldatud arve, tühikut ja käigul olevat poolt (S või N), nt 6,6,6,6,6,6,0,6,6,6,6,6,6,0 S
kalah_side = käigul olev pool on S (lõuna) või N (põhi), mitte '{ $found }'
kalah_seed_count = pole seemnete arv: '{ $found }'
kalah_not_pit = pole lohu number: { $text } (käik on külvatava lohu number, 1 kuni { $pits })
kalah_pit_range = lohud on nummerdatud 1 kuni { $pits }
kalah_pit_empty = lohk { $pit } on tühi: külvata saab ainult lohust, kus on seemneid
