# The terminal: `ply apply`, `ply play`.

cli-position = position: { $position }
cli-finished = status: finished, { $result }
cli-ongoing = status: ongoing, { $side } to move
cli-welcome = { $game } — you play { $side }, the computer plays at level { $level }. Type help for commands.
cli-prompt = { $side } to move
cli-help =
    Type a move in the game's notation, or a command:
      hint    the computer suggests a move     undo    take back your last move
      flip    turn the board round             moves   list the legal moves
      draw    offer a draw                     resign  give up the game
      board   show the board again             quit    leave
cli-computer-plays = ply plays { $text }
cli-computer-refused = the computer's move { $text } was refused: { $reason }
cli-hint = hint: { $text }
cli-no-hint = no move to suggest
cli-nothing-to-undo = nothing to undo
cli-taken-back = taken back: { $moves }
cli-draw-accepted = the computer accepts the draw
cli-draw-declined = the computer declines the draw
cli-game-over = game over: { $result }
cli-moves = moves: { $moves }
cli-bad-color = --color { $text }: expected { $first }, { $second } or random
record_warning = game { $game } (line { $line }): warning: { $warning }
record_skipped = skipped: { $error }
record_read_summary = { $read } games read, { $skipped } skipped
