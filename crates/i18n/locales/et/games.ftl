# Mängude nimed, nagu menüüd ja laused neid näitavad.

game-kabe = kabe
game-draughts = rahvusvaheline kabe
game-chess = male
game-konane = konane
game-kalah = kalaha
game-russian = vene kabe
game-brazilian = brasiilia kabe
game-pool = ameerika pool-kabe
game-checkers = inglise kabe
game-czech = tšehhi kabe
game-custom = valitud reeglid
game-antidraughts = antikabe
game-breakthrough = läbimurdekabe
game-italian = itaalia kabe
game-spanish = hispaania kabe
game-turkish = türgi kabe
game-frisian = friisi kabe
game-frysk = Frysk!
game-canadian = kanada kabe

# Moves chosen by clicking cells.
cells_ambiguous = klõpsud sobivad mitmele käigule: { $moves }
cells_no_move = klõpsud ei moodusta käiku
