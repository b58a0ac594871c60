# Los nombres de los juegos, tal como los muestran los menús y las frases.

game-kabe = kabe
game-draughts = damas internacionales
game-chess = ajedrez
game-konane = Konane
game-kalah = Kalahá
game-russian = damas rusas
game-brazilian = damas brasileñas
game-pool = pool checkers
game-checkers = damas inglesas
game-czech = damas checas
game-custom = estas reglas
game-antidraughts = damas ganapierde
game-breakthrough = damas de ruptura
game-italian = damas italianas
game-spanish = damas españolas
game-turkish = damas turcas
game-frisian = damas frisias
game-frysk = Frysk!
game-canadian = damas canadienses

# Jugadas elegidas haciendo clic en casillas.
cells_ambiguous = las casillas pulsadas forman más de una jugada: { $moves }
cells_no_move = las casillas pulsadas no forman ninguna jugada
