# Terminal: `ply apply`, `ply play`.

cli-position = seis: { $position }
cli-finished = olek: mäng on läbi, { $result }
cli-ongoing = olek: mäng käib, käik: { $side }
cli-welcome = { $game } — sina mängid: { $side }, arvuti mängib tasemel { $level }. Käskude nägemiseks kirjuta help.
cli-prompt = käik: { $side }
cli-help =
    Kirjuta käik mängu märkimisviisis või käsk:
      hint    arvuti soovitab käigu            undo    võta oma viimane käik tagasi
      flip    pööra laud ümber                 moves   näita lubatud käike
      draw    paku viiki                       resign  anna alla
      board   näita lauda uuesti               quit    lõpeta
cli-computer-plays = ply käib { $text }
cli-computer-refused = arvuti käiku { $text } ei saanud teha: { $reason }
cli-hint = soovitus: { $text }
cli-no-hint = pole käiku, mida soovitada
cli-nothing-to-undo = pole midagi tagasi võtta
cli-taken-back = tagasi võetud: { $moves }
cli-draw-accepted = arvuti nõustub viigiga
cli-draw-declined = arvuti keeldub viigist
cli-game-over = mäng on läbi: { $result }
cli-moves = käigud: { $moves }
cli-bad-color = --color { $text }: oodati { $first }, { $second } või random
record_warning = partii { $game } (rida { $line }): hoiatus: { $warning }
record_skipped = vahele jäetud: { $error }
record_read_summary = loetud partiisid: { $read }, vahele jäetud: { $skipped }
