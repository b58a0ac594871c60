# Dammen, alle varianten: stellingen (PDN-FEN), zetten en partijen (PDN).

## Zetten

draughts_example_numbers = 32-28, of 26x17 voor een slag
draughts_example_algebraic = c3-d4, of c3:e5 voor een slag
draughts_not_move = '{ $text }' is geen zet: schrijf hem als { $example }
draughts_not_dark_square = '{ $text }' is geen donker veld van het { $size }×{ $size }-bord
draughts_no_such_square = veld { $square } bestaat niet (de velden zijn 1-{ $max })
draughts_not_yours = op { $square } staat geen stuk van jou
draughts_ambiguous = dubbelzinnig: { $text } kan { $moves } zijn

## Waarom een zet niet is toegestaan

men_capture_forward = schijven slaan niet achteruit ({ $game })
no_capture_to_make = er valt niets te slaan: { $moves }
square_not_empty = veld { $square } is niet leeg
king_diagonal = een dam gaat over een diagonaal
king_orthogonal = een dam gaat over een rij of een kolom
man_one_square = een schijf gaat één veld diagonaal vooruit
man_one_square_orthogonal = een schijf gaat één veld vooruit of opzij
men_forward_only = schijven gaan alleen vooruit
king_one_square = dammen gaan één veld tegelijk ({ $game })
way_blocked = de weg van { $from } naar { $to } is versperd
king_must_capture = de dam moet slaan: { $moves }
majority_rule = meerslag gaat voor: je moet { $count ->
    [one] { $count } stuk
   *[other] { $count } stukken
} slaan: { $moves }
king_must_continue = een slaande dam moet stoppen waar hij verder kan slaan: { $moves }
capture_continues = de slag moet worden voortgezet: { $moves }
capture_compulsory = slaan is verplicht: { $captures }

## Stellingen

position_empty = lege stellingstekst
draughts_side = '{ $found }' is geen kleur aan zet: de tekst begint met W of B, zoals in W:W21-32:B1-12
draughts_colour_section = '{ $found }' is geen kleurgedeelte: het begint met W of B
draughts_listed_twice = de stukken van { $side } staan er twee keer
draughts_square_off_board = veld { $square } bestaat niet: het { $size }×{ $size }-bord heeft de velden 1-{ $max }
draughts_square_twice = veld { $square } staat er twee keer
draughts_white_man_crown_row = een witte schijf kan niet op { $square } staan: op die rij worden witte schijven dam
draughts_black_man_crown_row = een zwarte schijf kan niet op { $square } staan: op die rij worden zwarte schijven dam
draughts_token = '{ $found }' is geen veld: schrijf een getal, K voor een dam, of een reeks als 1-12
draughts_range = '{ $found }' is geen reeks: het eerste veld moet het kleinste zijn

## Regelopties en partijen

expected_plies = een aantal halve zetten, of off
expected_board_size = 8 of 10 (het 12×12-bord is het spel canadian)
expected_board_size_12 = 12: dit spel wordt op het 12×12-bord gespeeld
expected_orthogonal_size = 8: het orthogonale (Turkse) bord is 8×8
expected_orthogonal_captures_size = false: slaan langs rijen en kolommen wordt op de borden 8×8 en 10×10 gespeeld
expected_not_turkish_board = false: orthogonaal slaan (Fries) en het Turkse bord gaan niet samen
pdn_game_type = GameType { $value } wordt niet ondersteund: ply leest { $known }
pdn_board = GameType { $value } wordt op het { $size }×{ $size }-bord gespeeld: open de partij als dat spel
men_capture_kings = schijven slaan geen dammen ({ $game })
italian_priority = van slagen van evenveel stukken gaat die van de dam voor, dan die met de meeste dammen, dan die die het eerst een dam slaat: { $moves }
most_kings_first = van slagen van evenveel stukken gaat die met de meeste dammen voor: { $moves }
expected_tie_break = none, kings, italian of frisian
expected_count = een getal, of off
expected_start_rows = een aantal rijen, minder dan de helft van de zijde van het bord
frisian_value = de slag met de hoogste waarde gaat voor (een dam telt meer dan een schijf en minder dan twee), en bij gelijke waarde die van de dam: { $moves }
king_move_run = deze dam heeft { $limit } zetten achter elkaar gedaan; hij moet slaan of een ander stuk moet zetten
record_ambiguous_taken = zet { $number } ({ $text }) past bij meer dan één slagweg; de weg waarmee de partij verdergaat is { $taken }
