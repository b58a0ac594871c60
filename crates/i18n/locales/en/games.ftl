# The names of the games, as menus and sentences show them.

game-kabe = kabe
game-draughts = international draughts
game-chess = chess
game-konane = Konane
game-kalah = Kalah
game-russian = Russian draughts
game-brazilian = Brazilian draughts
game-pool = pool checkers
game-checkers = checkers
game-czech = Czech draughts
game-custom = these rules
game-antidraughts = antidraughts
game-breakthrough = breakthrough draughts
game-italian = Italian draughts
game-spanish = Spanish draughts
game-turkish = Turkish draughts
game-frisian = Frisian draughts
game-frysk = Frysk!
game-canadian = Canadian draughts

# Moves chosen by clicking cells.
cells_ambiguous = the squares clicked make more than one move: { $moves }
cells_no_move = the squares clicked name no move
