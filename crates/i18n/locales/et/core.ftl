# Kõigi mängude ühised teated: tulemused, mängu lõpu põhjused, partiikirjed, reeglivalikud.

language-name = eesti

side-white = valge
side-black = must
side-south = lõuna
side-north = põhi

## Tulemused

result_win = { $side } võidab: { $reason }
result_draw = viik: { $reason }
result_win_score = { $side } võidab { $won }–{ $lost }: { $reason }
result_draw_score = viik { $white }–{ $black }: { $reason }
result_aborted = mäng katkestati: { $reason }

## Miks mäng lõppes

reason-no_moves = käigul oleval poolel pole ühtki käiku
reason-no_pieces = käigul oleval poolel pole enam ühtegi kabendit
reason-checkmate = matt
reason-stalemate = patt
reason-insufficient_material = kumbki pool ei saa matti panna
reason-repetition = sama seis kolmandat korda
reason-fifty_moves = 50 käiku kummaltki poolelt ilma etturikäigu ja löömiseta
reason-no_capture_moves = 15 käiku kummaltki poolelt ilma löömiseta
reason-king_moves = { $moves ->
    [one] { $moves } käik
   *[other] { $moves } käiku
} kummaltki poolelt ainult kabedega ja ilma löömiseta
reason-sixteen_moves = 16 käiku kummaltki poolelt lõppmängus kolm ühe kabe vastu
reason-five_moves = 5 käiku kummaltki poolelt lõppmängus kaks ühe kabe vastu
reason-pits_empty = ühe poole lohud on tühjad ja seemned loetakse kokku
reason-nothing_left = käigul oleval poolel pole enam ühtegi kabendit ega käiku – see tähendab võitu
reason-crowned = kivi krooniti kabeks – see tähendab võitu
reason-lone_pieces = pärast viimast lööki on kummalgi üks kabend
reason-two_kings_one = 7 käiku kummaltki poolelt, kaks kabet ühe vastu
reason-one_king_each = 2 käiku kummaltki poolelt, kummalgi üks kabe
reason-resignation = alistumine
reason-agreement = kokkulepe
reason-timeout = aeg sai otsa
reason-aborted = üks pool ei teinud 30 sekundi jooksul esimest käiku

## Loendid

list-or = { $first } või { $last }

## Käigud

move_not_legal = see käik pole selles seisus lubatud
game_over = mäng on läbi: { $result }

## Seisud ja partiikirjed

invalid_position = vigane seis: { $detail }
invalid_record = vigane partiikirje: { $detail }
position_unreadable = seisu kirjet ei saa lugeda
comment_not_closed = kommentaari '{"{"}' ei sulge '{"}"}'
comment_not_open = '{"}"}' ei sulge ühtki kommentaari
variation_not_closed = varianti '(' ei sulge ')'
variation_not_open = ')' ei sulge ühtki varianti
record_other_game = kirje on mängu '{ $named }' partii, mitte '{ $game }'
record_bad_move = käik { $number } '{ $text }': { $reason }
comment_no_move = pole käiku { $ply }, mida kommenteerida: partiis on { $played ->
    [one] { $played } käik
   *[other] { $played } käiku
}
tag_malformed = vigane märgendirida: { $line }
tag_no_value = märgendil pole väärtust: { $line }
tag_not_quoted = märgendi väärtus pole jutumärkides: { $line }

## Reeglivalikud

rule_unknown_none = tundmatu reeglivalik '{ $key }': sellel mängul valikuid pole
rule_unknown = tundmatu reeglivalik '{ $key }' (tuntud: { $known })
rule_bad_value = reeglivalik { $key }={ $value }: peab olema { $expected }
expected_bool = true või false
expected_whole_number = täisarv
game_over_plain = mäng on läbi
no_move_given = käiku pole antud
move_ambiguous = { $text } pole üheselt mõistetav: { $moves }

## Mängud ja partiikirjed

unknown_game = tundmatu mäng '{ $game }' (tuntud: { $known })
engine_failed = mootor: { $detail }
record_in_game = partii { $game } (rida { $line }): { $error }
record_empty = tekstis pole ühtki partiid
record_past_draw = käik { $number } ({ $text }) jätkab pärast mängu lõppu ({ $result }); käigud on säilitatud nii, nagu need on kirja pandud
record_result_differs = partii tulemuseks on kirjas { $written }, kuid lõppseisu järgi: { $found }; jäetakse partii oma tulemus

## Seisu seadmine laual

set_up_unsupported = selle mängu seisu ei saa laual seada; kirjuta seisu kirje
set_up_cells = seisu seadmiseks on vaja { $expected } lahtrit, mitte { $found }
set_up_piece = selles mängus pole nuppu '{ $piece }'
set_up_unplayable = kabendid seisavad ainult tumedatel väljadel
