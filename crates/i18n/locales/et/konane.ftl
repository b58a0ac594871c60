# Konane: seisud ja käigud.

konane_no_move = käiku pole antud: kirjuta eemaldatav väli (d5) või hüpe kust-kuhu (d3-d5)
konane_not_move = '{ $text }' pole konane käik: kirjuta eemaldatav väli (d5) või hüpe kust-kuhu (d3-d5)
konane_not_square = '{ $text }' pole väli: veerud a-h, read 1-8 (kirjuta eemaldatav väli (d5) või hüpe kust-kuhu (d3-d5))
konane_black_removal = musta esimene käik eemaldab nupu väljalt a8, h1, d5 või e4
konane_white_removal = valge eemaldab nupu tühja välja kõrvalt: { $squares }
konane_removal_over = nuppe eemaldatakse ainult avangus; nüüd on iga käik hüpe, kirjutatakse kust-kuhu, nt d3-d5
konane_not_yours = väljal { $square } pole sinu nuppu
konane_no_step = { $from }-{ $to } ei liigu kuhugi: hüpe lõpeb löödava nupu taga
konane_diagonal = diagonaalis hüpata ei saa
konane_turn = hüpped käivad sirgjooneliselt; pöörata ei saa
konane_odd_distance = { $from }-{ $to } on paaritu arv välju: iga hüpe viib üle ühe vastase nupu selle taga olevale tühjale väljale, kaks välja edasi
konane_not_jump = pole hüpe: välja { $from } kõrval pole vastase nuppu ({ $over } on tühi)
konane_jump_stops = hüpe ei saa väljalt { $stop } jätkuda: { $over } on tühi, seal pole vastase nuppu
konane_occupied = väli { $square } pole vaba

konane_position_form = oodati lauda, tühikut ja käigul olevat poolt (b või w), nt '{ $example }'
konane_side = käigul olev pool on b või w, mitte '{ $found }'
konane_ranks = oodati 8 rida, eraldatud märgiga '/', leiti { $found }
konane_rank_char = rida { $rank }: '{ $found }' pole b, w ega number 1-8
konane_rank_long = real { $rank } on üle 8 välja
konane_rank_digits = rida { $rank }: kaks numbrit järjest; tühjade väljade jada kohta kirjuta üks number
konane_rank_short = real { $rank } on { $found ->
        [one] { $found } väli
       *[other] { $found } välja
    }; igas reas on 8
konane_white_colour = valge nupp väljal { $square }: valged nupud alustavad tumedatel väljadel ja jäävad neile
konane_black_colour = must nupp väljal { $square }: mustad nupud alustavad heledatel väljadel ja jäävad neile
konane_full_board = laud on täis, seega on käigul must: musta esimene käik eemaldab nupu
konane_first_removal = ainus tühi väli on { $square }, kuid musta esimene käik eemaldab nupu väljalt a8, h1, d5 või e4
konane_white_after_removal = üks tühi väli tähendab, et must on nupu eemaldanud, seega on käigul valge
konane_two_removals = kaks tühja välja peavad olema avangu eemaldused (üks väljadest a8, h1, d5, e4 ja selle naaberväli), mitte { $first } ja { $second }
konane_black_after_removals = pärast kaht avangu eemaldust on käigul must
konane_white_count = valgel on { $count ->
        [one] { $count } nupp
       *[other] { $count } nuppu
    }, kuid avangus eemaldati neist üks
konane_black_count = mustal on { $count ->
        [one] { $count } nupp
       *[other] { $count } nuppu
    }, kuid avangus eemaldati neist üks
konane_white_unjumped = must on juba hüpanud (tühje välju on üle kahe), kuid valgel on ikka 31 nuppu
konane_black_unjumped = käigul on must pärast hüpet, seega on valge hüpanud, kuid mustal on ikka 31 nuppu
