# Meldungen aller Spiele: Ergebnisse, Gründe für das Ende, Partien, Regeloptionen.

language-name = Deutsch

side-white = Weiß
side-black = Schwarz
side-south = Süd
side-north = Nord

## Ergebnisse

result_win = { $side } gewinnt: { $reason }
result_draw = Remis: { $reason }
result_win_score = { $side } gewinnt { $won }–{ $lost }: { $reason }
result_draw_score = Remis { $white }–{ $black }: { $reason }
result_aborted = Partie abgebrochen: { $reason }

## Warum eine Partie endete

reason-no_moves = die Seite am Zug hat keinen erlaubten Zug
reason-no_pieces = die Seite am Zug hat keine Steine mehr
reason-checkmate = Schachmatt
reason-stalemate = Patt
reason-insufficient_material = keine Seite kann mattsetzen
reason-repetition = dieselbe Stellung zum dritten Mal
reason-fifty_moves = 50 Züge jeder Seite ohne Bauernzug und ohne Schlagen
reason-no_capture_moves = 15 Züge jeder Seite ohne Schlagen
reason-king_moves = { $moves } Züge jeder Seite nur mit Damen und ohne Schlagen
reason-sixteen_moves = 16 Züge jeder Seite im Endspiel drei gegen eine Dame
reason-five_moves = 5 Züge jeder Seite im Endspiel zwei gegen eine Dame
reason-pits_empty = die Mulden einer Seite sind leer, die Bohnen werden gezählt
reason-nothing_left = die Seite am Zug hat keinen Stein oder keinen Zug mehr, und das gewinnt
reason-crowned = ein Stein wurde zur Dame, und das gewinnt
reason-lone_pieces = je ein Stein nach dem letzten Schlagen
reason-two_kings_one = 7 Züge jeder Seite mit zwei Damen gegen eine
reason-one_king_each = 2 Züge jeder Seite mit je einer Dame
reason-resignation = Aufgabe
reason-agreement = Einigung
reason-timeout = Zeit abgelaufen
reason-aborted = eine Seite hat innerhalb von 30 Sekunden keinen ersten Zug gemacht

## Aufzählungen

list-or = { $first } oder { $last }

## Züge

move_not_legal = dieser Zug ist in dieser Stellung nicht erlaubt
game_over = die Partie ist beendet: { $result }

## Stellungen und Partien

invalid_position = ungültige Stellung: { $detail }
invalid_record = ungültige Partienotation: { $detail }
position_unreadable = dieser Stellungstext kann nicht gelesen werden
comment_not_closed = ein Kommentar '{"{"}' wird nicht mit '{"}"}' geschlossen
comment_not_open = '{"}"}' schließt keinen Kommentar
variation_not_closed = eine Variante '(' wird nicht mit ')' geschlossen
variation_not_open = ')' schließt keine Variante
record_other_game = die Partie ist eine Partie '{ $named }', nicht '{ $game }'
record_bad_move = Zug { $number } '{ $text }': { $reason }
comment_no_move = kein Zug { $ply } zum Kommentieren: die Partie hat { $played ->
    [one] { $played } Zug
   *[other] { $played } Züge
}
tag_malformed = fehlerhafte Tag-Zeile: { $line }
tag_no_value = Tag ohne Wert: { $line }
tag_not_quoted = Tag-Wert nicht in Anführungszeichen: { $line }

## Regeloptionen

rule_unknown_none = unbekannte Regeloption '{ $key }': dieses Spiel hat keine
rule_unknown = unbekannte Regeloption '{ $key }' (bekannt: { $known })
rule_bad_value = Regeloption { $key }={ $value }: erwartet { $expected }
expected_bool = true oder false
expected_whole_number = eine ganze Zahl
game_over_plain = die Partie ist beendet
no_move_given = kein Zug angegeben
move_ambiguous = { $text } ist mehrdeutig: { $moves }

## Spiele und Partien

unknown_game = unbekanntes Spiel '{ $game }' (bekannt: { $known })
engine_failed = Engine: { $detail }
record_in_game = Partie { $game } (Zeile { $line }): { $error }
record_empty = der Text enthält keine Partie
record_past_draw = Zug { $number } ({ $text }) geht weiter, nachdem die Partie beendet war ({ $result }); die Züge bleiben wie notiert
record_result_differs = die Partie nennt { $written }, aber die Endstellung sagt: { $found }; das Ergebnis der Partie bleibt

## Eine Stellung im Brett-Editor aufbauen

set_up_unsupported = die Stellungen dieses Spiels lassen sich nicht auf dem Brett aufbauen; gib stattdessen den Stellungstext ein
set_up_cells = ein Aufbau braucht { $expected } Felder, nicht { $found }
set_up_piece = dieses Spiel hat keinen Stein '{ $piece }'
set_up_unplayable = Steine stehen nur auf den dunklen Feldern
