# Kabe, kõik variandid: seisud (PDN FEN), käigud ja partiikirjed (PDN).

## Käigud

draughts_example_numbers = 32-28 või löömise korral 26x17
draughts_example_algebraic = c3-d4 või löömise korral c3:e5
draughts_not_move = '{ $text }' pole käik: kirjuta näiteks { $example }
draughts_not_dark_square = '{ $text }' pole { $size }×{ $size } laua tume väli
draughts_no_such_square = välja { $square } pole olemas (väljad on 1-{ $max })
draughts_not_yours = väljal { $square } pole sinu kabendit
draughts_ambiguous = pole üheselt mõistetav: { $text } võib olla { $moves }

## Miks käik pole lubatud

men_capture_forward = { $game }: kivid ei löö tagasisuunas
no_capture_to_make = lüüa pole midagi: { $moves }
square_not_empty = väli { $square } pole vaba
king_diagonal = kabe käib mööda diagonaali
king_orthogonal = kabe käib mööda rida või veergu
man_one_square = kivi käib diagonaalselt ühe välja võrra edasi
man_one_square_orthogonal = kivi käib ühe välja võrra edasi või külgsuunas
men_forward_only = kivid käivad ainult edasi
king_one_square = { $game }: kabe käib korraga ainult ühe välja võrra
way_blocked = tee väljalt { $from } väljale { $to } on kinni
king_must_capture = kabe peab lööma: { $moves }
majority_rule = lüüa tuleb suurim võimalik arv kabendeid ({ $count }): { $moves }
king_must_continue = lööv kabe peab peatuma väljal, kust saab edasi lüüa: { $moves }
capture_continues = löömist tuleb jätkata: { $moves }
capture_compulsory = löömine on kohustuslik: { $captures }

## Seisud

position_empty = seisu tekst on tühi
draughts_side = '{ $found }' pole käigul olev pool: tekst algab tähega W või B, nt W:W21-32:B1-12
draughts_colour_section = '{ $found }' pole värvi osa: see algab tähega W või B
draughts_listed_twice = ühe poole kabendid on loetletud kaks korda: { $side }
draughts_square_off_board = välja { $square } pole olemas: { $size }×{ $size } laual on väljad 1-{ $max }
draughts_square_twice = väli { $square } on loetletud kaks korda
draughts_white_man_crown_row = valge kivi ei saa seista väljal { $square }: sellel real kroonitakse valged kivid kabeks
draughts_black_man_crown_row = must kivi ei saa seista väljal { $square }: sellel real kroonitakse mustad kivid kabeks
draughts_token = '{ $found }' pole väli: kirjuta number, kabe ette K või vahemik, nt 1-12
draughts_range = '{ $found }' pole vahemik: esimene väli peab olema väiksem

## Reeglivalikud ja partiikirjed

expected_plies = poolkäikude arv või off
expected_board_size = 8 või 10 (12×12 laud on mäng canadian)
expected_board_size_12 = 12: seda mängu mängitakse 12×12 laual
expected_orthogonal_size = 8: türgi kabe laud on 8×8
expected_orthogonal_captures_size = false: mööda ridu ja veerge lüüakse ainult 8×8 ja 10×10 laual
expected_not_turkish_board = false: löömine mööda ridu ja veerge (friisi kabe) ja türgi kabe laud ei käi kokku
pdn_game_type = GameType { $value } pole toetatud: ply loeb { $known }
pdn_board = GameType { $value } mängitakse { $size }×{ $size } laual: ava partii selle mänguna
men_capture_kings = { $game }: kivid ei löö kabesid
italian_priority = kui saab lüüa võrdse arvu kabendeid, on eesõigus kabega löömisel, siis löögil, mis lööb rohkem kabesid, siis löögil, mis lööb kabe varem: { $moves }
most_kings_first = kui saab lüüa võrdse arvu kabendeid, on eesõigus löögil, mis lööb rohkem kabesid: { $moves }
expected_tie_break = none, kings, italian või frisian
expected_count = arv või off
expected_start_rows = ridade arv, väiksem kui pool laua küljest
frisian_value = eesõigus on kõige suurema väärtusega löögil (kabe on väärt rohkem kui üks kivi ja vähem kui kaks), võrdse väärtuse korral kabega löömisel: { $moves }
king_move_run = see kabe on käinud { $limit } korda järjest; ta peab lööma või käia tuleb teise kabendiga
record_ambiguous_taken = käik { $number } ({ $text }) sobib mitme löögiteega; valitud on see, millest partii edasi läheb: { $taken }
