# Damespiel, alle Varianten: Stellungen (PDN-FEN), Züge und Partien (PDN).

## Züge

draughts_example_numbers = 32-28, oder 26x17 für einen Schlag
draughts_example_algebraic = c3-d4, oder c3:e5 für einen Schlag
draughts_not_move = '{ $text }' ist kein Zug: schreibe ihn wie { $example }
draughts_not_dark_square = '{ $text }' ist kein dunkles Feld des Bretts { $size }×{ $size }
draughts_no_such_square = Feld { $square } gibt es nicht (die Felder sind 1-{ $max })
draughts_not_yours = auf { $square } steht kein Stein von dir
draughts_ambiguous = mehrdeutig: { $text } kann { $moves } sein

## Warum ein Zug nicht erlaubt ist

men_capture_forward = Steine schlagen nicht rückwärts ({ $game })
no_capture_to_make = es gibt nichts zu schlagen: { $moves }
square_not_empty = { $square } ist nicht frei
king_diagonal = eine Dame zieht auf einer Diagonale
king_orthogonal = eine Dame zieht auf einer Reihe oder Linie
man_one_square = ein Stein zieht ein Feld diagonal vorwärts
man_one_square_orthogonal = ein Stein zieht ein Feld vorwärts oder seitwärts
men_forward_only = Steine ziehen nur vorwärts
king_one_square = Damen ziehen nur ein Feld weit ({ $game })
way_blocked = der Weg von { $from } nach { $to } ist versperrt
king_must_capture = die Dame muss schlagen: { $moves }
majority_rule = es muss die größte Anzahl geschlagen werden: { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}: { $moves }
king_must_continue = eine schlagende Dame muss dort landen, wo sie weiterschlagen kann: { $moves }
capture_continues = der Schlag muss fortgesetzt werden: { $moves }
capture_compulsory = es herrscht Schlagzwang: { $captures }

## Stellungen

position_empty = leerer Stellungstext
draughts_side = '{ $found }' ist keine Seite am Zug: der Text beginnt mit W oder B, wie in W:W21-32:B1-12
draughts_colour_section = '{ $found }' ist kein Farbabschnitt: er beginnt mit W oder B
draughts_listed_twice = die Steine von { $side } sind zweimal aufgeführt
draughts_square_off_board = Feld { $square } gibt es nicht: das Brett { $size }×{ $size } hat die Felder 1-{ $max }
draughts_square_twice = Feld { $square } ist zweimal aufgeführt
draughts_white_man_crown_row = ein weißer Stein kann nicht auf { $square } stehen: auf dieser Reihe werden weiße Steine zur Dame
draughts_black_man_crown_row = ein schwarzer Stein kann nicht auf { $square } stehen: auf dieser Reihe werden schwarze Steine zur Dame
draughts_token = '{ $found }' ist kein Feld: schreibe eine Zahl, K vor einer Dame oder einen Bereich wie 1-12
draughts_range = '{ $found }' ist kein Bereich: das erste Feld muss das kleinere sein

## Regeloptionen und Partien

expected_plies = eine Anzahl Halbzüge, oder off
expected_board_size = 8 oder 10 (das Brett 12×12 ist das Spiel canadian)
expected_board_size_12 = 12: dieses Spiel wird auf dem Brett 12×12 gespielt
expected_orthogonal_size = 8: das orthogonale (türkische) Brett ist 8×8
expected_orthogonal_captures_size = false: Schlagen entlang Reihen und Linien wird auf den Brettern 8×8 und 10×10 gespielt
expected_not_turkish_board = false: orthogonales Schlagen (friesisch) und das türkische Brett passen nicht zusammen
pdn_game_type = GameType { $value } wird nicht unterstützt: ply liest { $known }
pdn_board = GameType { $value } wird auf dem Brett { $size }×{ $size } gespielt: öffne die Partie als dieses Spiel
men_capture_kings = Steine schlagen keine Damen ({ $game })
italian_priority = unter Schlägen gleich vieler Steine geht der Schlag der Dame vor, dann der, der die meisten Damen schlägt, dann der, der am frühesten eine Dame schlägt: { $moves }
most_kings_first = unter Schlägen gleich vieler Steine geht der vor, der die meisten Damen schlägt: { $moves }
expected_tie_break = none, kings, italian oder frisian
expected_count = eine Zahl, oder off
expected_start_rows = eine Anzahl Reihen, kleiner als die halbe Brettseite
frisian_value = der Schlag mit dem höchsten Wert geht vor (eine Dame zählt mehr als ein Stein und weniger als zwei), bei gleichem Wert der Schlag der Dame: { $moves }
king_move_run = diese Dame hat { $limit } Züge hintereinander gemacht; sie muss schlagen oder ein anderer Stein muss ziehen
record_ambiguous_taken = Zug { $number } ({ $text }) passt zu mehr als einem Schlagweg; genommen wird der, von dem die Partie weitergeht: { $taken }
