# Die Namen der Spiele, wie Menüs und Sätze sie zeigen.

game-kabe = Kabe
game-draughts = Internationales Damespiel
game-chess = Schach
game-konane = Konane
game-kalah = Kalaha
game-russian = Russische Dame
game-brazilian = Brasilianische Dame
game-pool = Pool-Checkers
game-checkers = Checkers
game-czech = Tschechische Dame
game-custom = diese Regeln
game-antidraughts = Schlagdame
game-breakthrough = Durchbruchdame
game-italian = Italienische Dame
game-spanish = Spanische Dame
game-turkish = Türkische Dame
game-frisian = Friesische Dame
game-frysk = Frysk!
game-canadian = Kanadische Dame

# Durch Anklicken von Feldern gewählte Züge.
cells_ambiguous = die angeklickten Felder ergeben mehr als einen Zug: { $moves }
cells_no_move = die angeklickten Felder ergeben keinen Zug
