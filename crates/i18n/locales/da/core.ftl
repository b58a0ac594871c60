# Meddelelser, som alle spil deler: resultater, grunde til slutningen, partier, regelvalg.

language-name = dansk

side-white = hvid
side-black = sort
side-south = syd
side-north = nord

## Resultater

result_win = { $side } vinder: { $reason }
result_draw = remis: { $reason }
result_win_score = { $side } vinder { $won }–{ $lost }: { $reason }
result_draw_score = remis { $white }–{ $black }: { $reason }
result_aborted = partiet afbrudt: { $reason }

## Hvorfor et parti sluttede

reason-no_moves = den, der er i trækket, har intet lovligt træk
reason-no_pieces = den, der er i trækket, har ingen brikker tilbage
reason-checkmate = skakmat
reason-stalemate = pat
reason-insufficient_material = ingen af siderne kan sætte mat
reason-repetition = den samme stilling for tredje gang
reason-fifty_moves = 50 træk af hver side uden bondetræk eller slag
reason-no_capture_moves = 15 træk af hver side uden slag
reason-king_moves = { $moves } træk af hver side, hvor kun damer flytter, og uden slag
reason-sixteen_moves = 16 træk af hver side i et slutspil med tre mod én dam
reason-five_moves = 5 træk af hver side i et slutspil med to mod én dam
reason-pits_empty = den ene spillers fordybninger er tomme, og kuglerne tælles
reason-nothing_left = den, der er i trækket, har ingen brik eller intet træk tilbage, og det vinder
reason-crowned = en brik blev til dam, og det vinder
reason-lone_pieces = én brik hver efter det sidste slag
reason-two_kings_one = 7 træk af hver side med to damer mod én
reason-one_king_each = 2 træk af hver side med én dam hver
reason-resignation = opgivelse
reason-agreement = aftale
reason-timeout = tiden løb ud
reason-aborted = en side lavede ikke sit første træk inden for 30 sekunder

## Opremsninger

list-or = { $first } eller { $last }

## Træk

move_not_legal = det træk er ikke lovligt i denne stilling
game_over = partiet er slut: { $result }

## Stillinger og partier

invalid_position = ugyldig stilling: { $detail }
invalid_record = ugyldig partinotation: { $detail }
position_unreadable = denne stillingstekst kan ikke læses
comment_not_closed = en kommentar '{"{"}' lukkes ikke af '{"}"}'
comment_not_open = '{"}"}' lukker ingen kommentar
variation_not_closed = en variant '(' lukkes ikke af ')'
variation_not_open = ')' lukker ingen variant
record_other_game = partiet er et parti '{ $named }', ikke '{ $game }'
record_bad_move = træk { $number } '{ $text }': { $reason }
comment_no_move = intet træk { $ply } at kommentere: partiet har { $played ->
    [one] { $played } træk
   *[other] { $played } træk
}
tag_malformed = forkert tag-linje: { $line }
tag_no_value = tag uden værdi: { $line }
tag_not_quoted = tag-værdi ikke i anførselstegn: { $line }

## Regelvalg

rule_unknown_none = ukendt regelvalg '{ $key }': dette spil har ingen
rule_unknown = ukendt regelvalg '{ $key }' (kendte: { $known })
rule_bad_value = regelvalg { $key }={ $value }: forventede { $expected }
expected_bool = true eller false
expected_whole_number = et helt tal
game_over_plain = partiet er slut
no_move_given = intet træk angivet
move_ambiguous = { $text } er tvetydigt: { $moves }

## Spil og partier

unknown_game = ukendt spil '{ $game }' (kendte: { $known })
engine_failed = motor: { $detail }
record_in_game = parti { $game } (linje { $line }): { $error }
record_empty = teksten indeholder intet parti
record_past_draw = træk { $number } ({ $text }) fortsætter, efter at partiet var slut ({ $result }); trækkene beholdes som noteret
record_result_differs = partiet angiver { $written }, men slutstillingen siger: { $found }; partiets resultat beholdes

## Opstilling af en stilling i brætredigeringen

set_up_unsupported = dette spils stillinger kan ikke stilles op på brættet; skriv stillingsteksten i stedet
set_up_cells = en opstilling kræver { $expected } felter, ikke { $found }
set_up_piece = dette spil har ingen brik '{ $piece }'
set_up_unplayable = brikker står kun på de mørke felter
