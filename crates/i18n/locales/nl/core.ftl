# Meldingen die alle spellen delen: uitslagen, redenen voor het einde, partijen, regelopties.

language-name = Nederlands

side-white = wit
side-black = zwart
side-south = zuid
side-north = noord

## Uitslagen

result_win = { $side } wint: { $reason }
result_draw = remise: { $reason }
result_win_score = { $side } wint met { $won }–{ $lost }: { $reason }
result_draw_score = remise { $white }–{ $black }: { $reason }
result_aborted = partij afgebroken: { $reason }

## Waarom een partij eindigde

reason-no_moves = wie aan zet is, heeft geen toegestane zet
reason-no_pieces = wie aan zet is, heeft geen stukken meer
reason-checkmate = schaakmat
reason-stalemate = pat
reason-insufficient_material = geen van beide kan mat zetten
reason-repetition = dezelfde stelling voor de derde keer
reason-fifty_moves = 50 zetten van elke kant zonder pionzet of slag
reason-no_capture_moves = 15 zetten van elke kant zonder slag
reason-king_moves = { $moves } zetten van elke kant met alleen damzetten en zonder slag
reason-sixteen_moves = 16 zetten van elke kant in een eindspel van drie tegen één dam
reason-five_moves = 5 zetten van elke kant in een eindspel van twee tegen één dam
reason-pits_empty = de vakjes van één speler zijn leeg en de bonen worden geteld
reason-nothing_left = wie aan zet is, heeft geen stuk of geen zet meer, en dat wint
reason-crowned = een schijf is dam geworden, en dat wint
reason-lone_pieces = elk één stuk na de laatste slag
reason-two_kings_one = 7 zetten van elke kant met twee dammen tegen één
reason-one_king_each = 2 zetten van elke kant met elk één dam
reason-resignation = opgave
reason-agreement = overeenkomst
reason-timeout = tijd verstreken
reason-aborted = een speler deed binnen 30 seconden geen eerste zet

## Opsommingen

list-or = { $first } of { $last }

## Zetten

move_not_legal = die zet is in deze stelling niet toegestaan
game_over = de partij is afgelopen: { $result }

## Stellingen en partijen

invalid_position = ongeldige stelling: { $detail }
invalid_record = ongeldige partijnotatie: { $detail }
position_unreadable = deze stellingstekst kan niet gelezen worden
comment_not_closed = een commentaar '{"{"}' wordt niet gesloten met '{"}"}'
comment_not_open = '{"}"}' sluit geen commentaar
variation_not_closed = een variant '(' wordt niet gesloten met ')'
variation_not_open = ')' sluit geen variant
record_other_game = de partij is een partij '{ $named }', niet '{ $game }'
record_bad_move = zet { $number } '{ $text }': { $reason }
comment_no_move = geen zet { $ply } om commentaar bij te geven: de partij heeft { $played ->
    [one] { $played } zet
   *[other] { $played } zetten
}
tag_malformed = misvormde tagregel: { $line }
tag_no_value = tag zonder waarde: { $line }
tag_not_quoted = tagwaarde niet tussen aanhalingstekens: { $line }

## Regelopties

rule_unknown_none = onbekende regeloptie '{ $key }': dit spel heeft er geen
rule_unknown = onbekende regeloptie '{ $key }' (bekend: { $known })
rule_bad_value = regeloptie { $key }={ $value }: verwacht { $expected }
expected_bool = true of false
expected_whole_number = een geheel getal
game_over_plain = de partij is afgelopen
no_move_given = geen zet gegeven
move_ambiguous = { $text } is dubbelzinnig: { $moves }

## Spellen en partijen

unknown_game = onbekend spel '{ $game }' (bekend: { $known })
engine_failed = engine: { $detail }
record_in_game = partij { $game } (regel { $line }): { $error }
record_empty = de tekst bevat geen partij
record_past_draw = zet { $number } ({ $text }) gaat door nadat de partij afgelopen was ({ $result }); de zetten blijven zoals genoteerd
record_result_differs = de partij vermeldt { $written }, maar de eindstelling zegt: { $found }; de uitslag van de partij blijft staan

## Een stelling opzetten in de bordeditor

set_up_unsupported = de stellingen van dit spel kunnen niet op het bord opgezet worden; typ in plaats daarvan de stellingstekst
set_up_cells = een opstelling heeft { $expected } velden nodig, niet { $found }
set_up_piece = dit spel heeft geen stuk '{ $piece }'
set_up_unplayable = stukken staan alleen op de donkere velden
