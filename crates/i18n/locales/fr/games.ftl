# Les noms des jeux, tels que les menus et les phrases les montrent.

game-kabe = kabe
game-draughts = dames internationales
game-chess = échecs
game-konane = Konane
game-kalah = Kalaha
game-russian = dames russes
game-brazilian = dames brésiliennes
game-pool = pool checkers
game-checkers = dames anglaises
game-czech = dames tchèques
game-custom = ces règles
game-antidraughts = qui perd gagne
game-breakthrough = dames percée
game-italian = dames italiennes
game-spanish = dames espagnoles
game-turkish = dames turques
game-frisian = dames frisonnes
game-frysk = Frysk!
game-canadian = dames canadiennes

# Coups choisis en cliquant des cases.
cells_ambiguous = les cases cliquées forment plus d'un coup : { $moves }
cells_no_move = les cases cliquées ne forment aucun coup
