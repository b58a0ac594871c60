# Названия игр, как их показывают меню и сообщения.

game-kabe = эстонские шашки (кабе)
game-draughts = международные шашки
game-chess = шахматы
game-konane = конане
game-kalah = калах
game-russian = русские шашки
game-brazilian = бразильские шашки
game-pool = американские пул-шашки
game-checkers = английские шашки (чекерс)
game-czech = чешские шашки
game-custom = выбранные правила
game-antidraughts = поддавки
game-breakthrough = шашки до первой дамки
game-italian = итальянские шашки
game-spanish = испанские шашки
game-turkish = турецкие шашки
game-frisian = фризские шашки
game-frysk = Frysk!
game-canadian = канадские шашки

# Moves chosen by clicking cells.
cells_ambiguous = выбранные поля дают несколько ходов: { $moves }
cells_no_move = выбранные поля не образуют хода
