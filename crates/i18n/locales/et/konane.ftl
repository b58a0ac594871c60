# Konane: seisud ja käigud.

konane_no_move = käiku pole antud: kirjuta ruut, kust nupp eemaldatakse (d5), või hüpe kust-kuhu (d3-d5)
konane_not_move = '{ $text }' pole konane käik: kirjuta ruut, kust nupp eemaldatakse (d5), või hüpe kust-kuhu (d3-d5)
konane_not_square = '{ $text }' pole ruut: veerud a-h, read 1-8 (kirjuta ruut, kust nupp eemaldatakse (d5), või hüpe kust-kuhu (d3-d5))
konane_black_removal = musta esimene käik eemaldab nupu ruudult a8, h1, d5 või e4
konane_white_removal = valge eemaldab nupu tühja ruudu kõrvalt: { $squares }
konane_removal_over = nuppe eemaldatakse ainult avangus; nüüd on iga käik hüpe, kirjutatakse kust-kuhu, nt d3-d5
konane_not_yours = ruudul { $square } pole sinu nuppu
konane_no_step = { $from }-{ $to } ei liigu kuhugi: hüpe lõpeb löödava nupu taga
konane_diagonal = diagonaalis hüpata ei saa
konane_turn = hüpped käivad sirgjooneliselt; pöörata ei saa
konane_odd_distance = { $from }-{ $to } on paaritu arv ruute: iga hüpe viib üle ühe vastase nupu selle taga olevale tühjale ruudule, kaks ruutu edasi
konane_not_jump = pole hüpe: ruudu { $from } kõrval pole vastase nuppu ({ $over } on tühi)
konane_jump_stops = hüpe ei saa ruudult { $stop } jätkuda: { $over } on tühi, seal pole vastase nuppu
konane_occupied = ruut { $square } pole vaba

konane_position_form = oodati lauda, tühikut ja käigul olevat poolt (b või w), nt '{ $example }'
konane_side = käigul olev pool on b või w, mitte '{ $found }'
konane_ranks = oodati 8 rida, eraldatud märgiga '/', leiti { $found }
konane_rank_char = rida { $rank }: '{ $found }' pole b, w ega number 1-8
konane_rank_long = real { $rank } on üle 8 ruudu
konane_rank_digits = rida { $rank }: kaks numbrit järjest; tühjade ruutude jada kohta kirjuta üks number
konane_rank_short = real { $rank } on { $found ->
        [one] { $found } ruut
       *[other] { $found } ruutu
    }; igas reas on 8
konane_white_colour = valge nupp ruudul { $square }: valged nupud alustavad tumedatel ruutudel ja jäävad neile
konane_black_colour = must nupp ruudul { $square }: mustad nupud alustavad heledatel ruutudel ja jäävad neile
konane_full_board = laud on täis, seega on käigul must: musta esimene käik eemaldab nupu
konane_first_removal = ainus tühi ruut on { $square }, kuid musta esimene käik eemaldab nupu ruudult a8, h1, d5 või e4
konane_white_after_removal = üks tühi ruut tähendab, et must on nupu eemaldanud, seega on käigul valge
konane_two_removals = kaks tühja ruutu peavad olema avangu eemaldused (üks ruutudest a8, h1, d5, e4 ja selle naaberruut), mitte { $first } ja { $second }
konane_black_after_removals = pärast kaht avangu eemaldust on käigul must
konane_white_count = valgel on { $count ->
        [one] { $count } nupp
       *[other] { $count } nuppu
    }, kuid avangus eemaldati neist üks
konane_black_count = mustal on { $count ->
        [one] { $count } nupp
       *[other] { $count } nuppu
    }, kuid avangus eemaldati neist üks
konane_white_unjumped = must on juba hüpanud (tühje ruute on üle kahe), kuid valgel on ikka 31 nuppu
konane_black_unjumped = käigul on must pärast hüpet, seega on valge hüpanud, kuid mustal on ikka 31 nuppu
