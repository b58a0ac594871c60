# Il terminale: `ply apply`, `ply play`.

cli-position = posizione: { $position }
cli-finished = stato: finita, { $result }
cli-ongoing = stato: in corso, muove { $side }
cli-welcome = { $game } — giochi con { $side }, il computer gioca al livello { $level }. Scrivi help per i comandi.
cli-prompt = muove { $side }
cli-help =
    Scrivi una mossa nella notazione del gioco, o un comando:
      hint    il computer suggerisce una mossa   undo    ritira la tua ultima mossa
      flip    gira la scacchiera                 moves   elenca le mosse legali
      draw    proponi la patta                   resign  abbandona la partita
      board   mostra di nuovo la scacchiera      quit    esci
cli-computer-plays = ply gioca { $text }
cli-computer-refused = la mossa { $text } del computer è stata rifiutata: { $reason }
cli-hint = suggerimento: { $text }
cli-no-hint = nessuna mossa da suggerire
cli-nothing-to-undo = niente da ritirare
cli-taken-back = ritirate: { $moves }
cli-draw-accepted = il computer accetta la patta
cli-draw-declined = il computer rifiuta la patta
cli-game-over = partita finita: { $result }
cli-moves = mosse: { $moves }
cli-bad-color = --color { $text }: atteso { $first }, { $second } o random
record_warning = partita { $game } (riga { $line }): avviso: { $warning }
record_skipped = saltata: { $error }
record_read_summary = { $read } partite lette, { $skipped } saltate
