# De terminal: `ply apply`, `ply play`.

cli-position = stelling: { $position }
cli-finished = stand: afgelopen, { $result }
cli-ongoing = stand: bezig, aan zet: { $side }
cli-welcome = { $game } — jij speelt met { $side }, de computer speelt op niveau { $level }. Typ help voor de opdrachten.
cli-prompt = aan zet: { $side }
cli-help =
    Typ een zet in de notatie van het spel, of een opdracht:
      hint    de computer stelt een zet voor      undo    neem je laatste zet terug
      flip    draai het bord om                   moves   toon de toegestane zetten
      draw    bied remise aan                     resign  geef de partij op
      board   toon het bord opnieuw               quit    stoppen
cli-computer-plays = ply speelt { $text }
cli-computer-refused = de zet { $text } van de computer is geweigerd: { $reason }
cli-hint = tip: { $text }
cli-no-hint = geen zet om voor te stellen
cli-nothing-to-undo = niets terug te nemen
cli-taken-back = teruggenomen: { $moves }
cli-draw-accepted = de computer neemt de remise aan
cli-draw-declined = de computer weigert de remise
cli-game-over = partij afgelopen: { $result }
cli-moves = zetten: { $moves }
cli-bad-color = --color { $text }: verwacht { $first }, { $second } of random
record_warning = partij { $game } (regel { $line }): waarschuwing: { $warning }
record_skipped = overgeslagen: { $error }
record_read_summary = { $read } partijen gelezen, { $skipped } overgeslagen
