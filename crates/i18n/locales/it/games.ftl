# I nomi dei giochi, come li mostrano menu e frasi.

game-kabe = kabe
game-draughts = dama internazionale
game-chess = scacchi
game-konane = Konane
game-kalah = Mancala
game-russian = dama russa
game-brazilian = dama brasiliana
game-pool = pool checkers
game-checkers = dama inglese
game-czech = dama ceca
game-custom = queste regole
game-antidraughts = dama vinciperdi
game-breakthrough = dama sfondamento
game-italian = dama italiana
game-spanish = dama spagnola
game-turkish = dama turca
game-frisian = dama frisone
game-frysk = Frysk!
game-canadian = dama canadese

# Mosse scelte cliccando caselle.
cells_ambiguous = le caselle cliccate formano più di una mossa: { $moves }
cells_no_move = le caselle cliccate non formano nessuna mossa
