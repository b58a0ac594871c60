# De namen van de spellen, zoals menu's en zinnen ze tonen.

game-kabe = kabe
game-draughts = internationaal dammen
game-chess = schaken
game-konane = Konane
game-kalah = Kalaha
game-russian = Russisch dammen
game-brazilian = Braziliaans dammen
game-pool = pool checkers
game-checkers = checkers
game-czech = Tsjechisch dammen
game-custom = deze regels
game-antidraughts = antidammen
game-breakthrough = doorbraakdammen
game-italian = Italiaans dammen
game-spanish = Spaans dammen
game-turkish = Turks dammen
game-frisian = Fries dammen
game-frysk = Frysk!
game-canadian = Canadees dammen

# Zetten gekozen door velden aan te klikken.
cells_ambiguous = de aangeklikte velden vormen meer dan één zet: { $moves }
cells_no_move = de aangeklikte velden vormen geen zet
