# Terminalen: `ply apply`, `ply play`.

cli-position = stilling: { $position }
cli-finished = status: slut, { $result }
cli-ongoing = status: i gang, { $side } er i trækket
cli-welcome = { $game } — du spiller { $side }, computeren spiller på niveau { $level }. Skriv help for kommandoerne.
cli-prompt = { $side } er i trækket
cli-help =
    Skriv et træk i spillets notation eller en kommando:
      hint    computeren foreslår et træk      undo    tag dit sidste træk tilbage
      flip    vend brættet                     moves   vis de lovlige træk
      draw    tilbyd remis                     resign  opgiv partiet
      board   vis brættet igen                 quit    afslut
cli-computer-plays = ply spiller { $text }
cli-computer-refused = computerens træk { $text } blev afvist: { $reason }
cli-hint = forslag: { $text }
cli-no-hint = intet træk at foreslå
cli-nothing-to-undo = intet at tage tilbage
cli-taken-back = taget tilbage: { $moves }
cli-draw-accepted = computeren tager imod remis
cli-draw-declined = computeren afslår remis
cli-game-over = partiet er slut: { $result }
cli-moves = træk: { $moves }
cli-bad-color = --color { $text }: forventede { $first }, { $second } eller random
record_warning = parti { $game } (linje { $line }): advarsel: { $warning }
record_skipped = sprunget over: { $error }
record_read_summary = { $read } partier læst, { $skipped } sprunget over
