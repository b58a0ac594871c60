# Mängude nimed, nagu menüüd ja laused neid näitavad.

game-kabe = kabe
game-draughts = rahvusvaheline kabe
game-chess = male
game-konane = konane
game-kalah = kalaha
game-russian = vene kabe
game-brazilian = Brasiilia kabe
game-pool = Ameerika pool-kabe
game-checkers = inglise kabe
game-czech = tšehhi kabe
game-custom = valitud reeglid
game-antidraughts = antikabe
game-breakthrough = läbimurdekabe
game-italian = Itaalia kabe
game-spanish = Hispaania kabe
game-turkish = Türgi kabe
game-frisian = Friisi kabe
game-frysk = Frysk!
game-canadian = Kanada kabe

# Moves chosen by clicking cells.
cells_ambiguous = klõpsatud ruudud annavad mitu käiku: { $moves }
cells_no_move = klõpsatud ruudud ei moodusta käiku
