# Spillenes navne, som menuer og sætninger viser dem.

game-kabe = kabe
game-draughts = international dam
game-chess = skak
game-konane = Konane
game-kalah = Kalaha
game-russian = russisk dam
game-brazilian = brasiliansk dam
game-pool = pool checkers
game-checkers = engelsk dam
game-czech = tjekkisk dam
game-custom = disse regler
game-antidraughts = omvendt dam
game-breakthrough = gennembrudsdam
game-italian = italiensk dam
game-spanish = spansk dam
game-turkish = tyrkisk dam
game-frisian = frisisk dam
game-frysk = Frysk!
game-canadian = canadisk dam

# Træk valgt ved at klikke på felter.
cells_ambiguous = de klikkede felter giver mere end ét træk: { $moves }
cells_no_move = de klikkede felter giver intet træk
