# Das Terminal: `ply apply`, `ply play`.

cli-position = Stellung: { $position }
cli-finished = Stand: beendet, { $result }
cli-ongoing = Stand: läuft, am Zug: { $side }
cli-welcome = { $game } — du spielst { $side }, der Computer spielt auf Stufe { $level }. Gib help ein für die Befehle.
cli-prompt = am Zug: { $side }
cli-help =
    Gib einen Zug in der Notation des Spiels ein oder einen Befehl:
      hint    der Computer schlägt einen Zug vor   undo    nimm deinen letzten Zug zurück
      flip    dreh das Brett um                    moves   zeig die erlaubten Züge
      draw    biete Remis an                       resign  gib die Partie auf
      board   zeig das Brett noch einmal           quit    beenden
cli-computer-plays = ply spielt { $text }
cli-computer-refused = der Zug { $text } des Computers wurde abgelehnt: { $reason }
cli-hint = Tipp: { $text }
cli-no-hint = kein Zug vorzuschlagen
cli-nothing-to-undo = nichts zurückzunehmen
cli-taken-back = zurückgenommen: { $moves }
cli-draw-accepted = der Computer nimmt das Remis an
cli-draw-declined = der Computer lehnt das Remis ab
cli-game-over = Partie beendet: { $result }
cli-moves = Züge: { $moves }
cli-bad-color = --color { $text }: erwartet { $first }, { $second } oder random
record_warning = Partie { $game } (Zeile { $line }): Warnung: { $warning }
record_skipped = übersprungen: { $error }
record_read_summary = { $read } Partien gelesen, { $skipped } übersprungen
