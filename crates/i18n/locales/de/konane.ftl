# Konane: Stellungen und Züge.

konane_no_move = kein Zug angegeben: schreibe ein Feld zum Entfernen (d5) oder einen Sprung von-bis (d3-d5)
konane_not_move = '{ $text }' ist kein Konane-Zug: schreibe ein Feld zum Entfernen (d5) oder einen Sprung von-bis (d3-d5)
konane_not_square = '{ $text }' ist kein Feld: Linien a-h, Reihen 1-8 (schreibe ein Feld zum Entfernen (d5) oder einen Sprung von-bis (d3-d5))
konane_black_removal = der erste Zug von Schwarz entfernt einen Stein von a8, h1, d5 oder e4
konane_white_removal = Weiß entfernt einen Stein neben dem leeren Feld: { $squares }
konane_removal_over = Steine werden nur in der Eröffnung entfernt; jeder Zug ist jetzt ein Sprung, geschrieben von-bis wie d3-d5
konane_not_yours = auf { $square } steht kein Stein von dir
konane_no_step = { $from }-{ $to } bewegt nichts: ein Sprung landet hinter dem Stein, den er schlägt
konane_diagonal = diagonale Sprünge sind nicht erlaubt
konane_turn = Sprünge gehen geradeaus; kein Abbiegen
konane_odd_distance = { $from }-{ $to } ist eine ungerade Zahl von Feldern: jeder Sprung geht über einen gegnerischen Stein auf das leere Feld dahinter, zwei Felder weit
konane_not_jump = kein Sprung: { $from } steht nicht neben einem gegnerischen Stein ({ $over } ist leer)
konane_jump_stops = der Sprung kann von { $stop } nicht weitergehen: { $over } ist leer, kein gegnerischer Stein
konane_occupied = { $square } ist nicht leer

konane_position_form = erwartet das Brett, ein Leerzeichen und die Seite am Zug (b oder w), z. B. '{ $example }'
konane_side = die Seite am Zug ist b oder w, nicht '{ $found }'
konane_ranks = erwartet 8 durch '/' getrennte Reihen, gefunden { $found }
konane_rank_char = Reihe { $rank }: '{ $found }' ist nicht b, w oder eine Ziffer 1-8
konane_rank_long = Reihe { $rank } hat mehr als 8 Felder
konane_rank_digits = Reihe { $rank }: zwei Ziffern hintereinander; schreibe eine Ziffer für eine Folge leerer Felder
konane_rank_short = Reihe { $rank } hat { $found ->
    [one] { $found } Feld
   *[other] { $found } Felder
}; jede Reihe hat 8
konane_white_colour = ein weißer Stein auf { $square }: die Steine von Weiß beginnen auf den dunklen Feldern und bleiben dort
konane_black_colour = ein schwarzer Stein auf { $square }: die Steine von Schwarz beginnen auf den hellen Feldern und bleiben dort
konane_full_board = das Brett ist voll, also ist Schwarz am Zug: der erste Zug von Schwarz entfernt einen Stein
konane_first_removal = das einzige leere Feld ist { $square }, aber der erste Zug von Schwarz entfernt einen Stein von a8, h1, d5 oder e4
konane_white_after_removal = ein leeres Feld heißt, Schwarz hat einen Stein entfernt, also ist Weiß am Zug
konane_two_removals = zwei leere Felder müssen die Entfernungen der Eröffnung sein (eines von a8, h1, d5, e4 und ein Feld daneben), nicht { $first } und { $second }
konane_black_after_removals = nach den beiden Entfernungen der Eröffnung ist Schwarz am Zug
konane_white_count = Weiß hat { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}, aber die Eröffnung hat einen davon entfernt
konane_black_count = Schwarz hat { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}, aber die Eröffnung hat einen davon entfernt
konane_white_unjumped = Schwarz ist gesprungen (mehr als zwei leere Felder), aber Weiß hat noch 31 Steine
konane_black_unjumped = Schwarz ist nach einem Sprung am Zug, also ist Weiß gesprungen, aber Schwarz hat noch 31 Steine
