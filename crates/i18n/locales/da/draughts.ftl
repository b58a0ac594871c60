# Dam, alle varianter: stillinger (PDN-FEN), træk og partier (PDN).

## Træk

draughts_example_numbers = 32-28, eller 26x17 for et slag
draughts_example_algebraic = c3-d4, eller c3:e5 for et slag
draughts_not_move = '{ $text }' er ikke et træk: skriv det som { $example }
draughts_not_dark_square = '{ $text }' er ikke et mørkt felt på { $size }×{ $size }-brættet
draughts_no_such_square = felt { $square } findes ikke (felterne er 1-{ $max })
draughts_not_yours = ingen brik af dine på { $square }
draughts_ambiguous = tvetydigt: { $text } kan være { $moves }

## Hvorfor et træk ikke er lovligt

men_capture_forward = brikker slår ikke baglæns ({ $game })
no_capture_to_make = der er intet at slå: { $moves }
square_not_empty = { $square } er ikke tomt
king_diagonal = en dam flytter ad en diagonal
king_orthogonal = en dam flytter ad en række eller en linje
man_one_square = en brik flytter ét felt diagonalt fremad
man_one_square_orthogonal = en brik flytter ét felt fremad eller til siden
men_forward_only = brikker flytter kun fremad
king_one_square = damer flytter ét felt ad gangen ({ $game })
way_blocked = vejen fra { $from } til { $to } er spærret
king_must_capture = damen skal slå: { $moves }
majority_rule = flertalsreglen kræver, at der slås { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}: { $moves }
king_must_continue = en slående dam skal lande, hvor den kan slå videre: { $moves }
capture_continues = slaget skal fortsættes: { $moves }
capture_compulsory = der er slagtvang: { $captures }

## Stillinger

position_empty = tom stillingstekst
draughts_side = '{ $found }' er ikke en side i trækket: teksten begynder med W eller B, som i W:W21-32:B1-12
draughts_colour_section = '{ $found }' er ikke et farveafsnit: det begynder med W eller B
draughts_listed_twice = { $side }s brikker er opført to gange
draughts_square_off_board = felt { $square } findes ikke: { $size }×{ $size }-brættet har felterne 1-{ $max }
draughts_square_twice = felt { $square } er opført to gange
draughts_white_man_crown_row = en hvid brik kan ikke stå på { $square }: på den række bliver hvide brikker til dam
draughts_black_man_crown_row = en sort brik kan ikke stå på { $square }: på den række bliver sorte brikker til dam
draughts_token = '{ $found }' er ikke et felt: skriv et tal, K foran en dam eller et interval som 1-12
draughts_range = '{ $found }' er ikke et interval: det første felt skal være det mindste

## Regelvalg og partier

expected_plies = et antal halvtræk, eller off
expected_board_size = 8 eller 10 (12×12-brættet er spillet canadian)
expected_board_size_12 = 12: dette spil spilles på 12×12-brættet
expected_orthogonal_size = 8: det ortogonale (tyrkiske) bræt er 8×8
expected_orthogonal_captures_size = false: slag langs rækker og linjer spilles på 8×8- og 10×10-brættet
expected_not_turkish_board = false: ortogonale slag (frisisk) og det tyrkiske bræt hører ikke sammen
pdn_game_type = GameType { $value } understøttes ikke: ply læser { $known }
pdn_board = GameType { $value } spilles på { $size }×{ $size }-brættet: åbn partiet som det spil
men_capture_kings = brikker slår ikke damer ({ $game })
italian_priority = blandt slag af lige mange brikker går damens først, så det, der slår flest damer, så det, der slår en dam tidligst: { $moves }
most_kings_first = blandt slag af lige mange brikker går det, der slår flest damer, først: { $moves }
expected_tie_break = none, kings, italian eller frisian
expected_count = et tal, eller off
expected_start_rows = et antal rækker, mindre end halvdelen af brættets side
frisian_value = slaget med den højeste værdi går først (en dam tæller mere end en brik og mindre end to), og ved lige værdi damens: { $moves }
king_move_run = denne dam har lavet { $limit } træk i træk; den skal slå, eller en anden brik skal flytte
record_ambiguous_taken = træk { $number } ({ $text }) passer på mere end én slagvej; den, partiet fortsætter fra, er { $taken }
