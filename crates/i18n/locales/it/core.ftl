# Messaggi comuni a tutti i giochi: risultati, motivi della fine, partite, opzioni di regole.

language-name = italiano

side-white = Bianco
side-black = Nero
side-south = Sud
side-north = Nord

## Risultati

result_win = vince { $side }: { $reason }
result_draw = patta: { $reason }
result_win_score = vince { $side } { $won }–{ $lost }: { $reason }
result_draw_score = patta { $white }–{ $black }: { $reason }
result_aborted = partita annullata: { $reason }

## Perché una partita è finita

reason-no_moves = chi ha il tratto non ha mosse legali
reason-no_pieces = chi ha il tratto non ha più pezzi
reason-checkmate = scacco matto
reason-stalemate = stallo
reason-insufficient_material = nessuno dei due può dare matto
reason-repetition = la stessa posizione per la terza volta
reason-fifty_moves = 50 mosse per parte senza mosse di pedone né catture
reason-no_capture_moves = 15 mosse per parte senza prese
reason-king_moves = { $moves } mosse per parte muovendo solo dame e senza prese
reason-sixteen_moves = 16 mosse per parte in un finale di tre contro una dama
reason-five_moves = 5 mosse per parte in un finale di due contro una dama
reason-pits_empty = le buche di un giocatore sono vuote e si contano le pedine
reason-nothing_left = chi ha il tratto non ha più pezzi né mosse, e questo vince
reason-crowned = una pedina è andata a dama, e questo vince
reason-lone_pieces = un pezzo ciascuno dopo l'ultima presa
reason-two_kings_one = 7 mosse per parte con due dame contro una
reason-one_king_each = 2 mosse per parte con una dama ciascuno
reason-resignation = abbandono
reason-agreement = accordo
reason-timeout = tempo scaduto
reason-aborted = un giocatore non ha fatto la prima mossa entro 30 secondi

## Elenchi

list-or = { $first } o { $last }

## Mosse

move_not_legal = questa mossa non è legale in questa posizione
game_over = la partita è finita: { $result }

## Posizioni e partite

invalid_position = posizione non valida: { $detail }
invalid_record = partita non valida: { $detail }
position_unreadable = questo testo di posizione non si può leggere
comment_not_closed = un commento '{"{"}' non è chiuso da '{"}"}'
comment_not_open = '{"}"}' non chiude nessun commento
variation_not_closed = una variante '(' non è chiusa da ')'
variation_not_open = ')' non chiude nessuna variante
record_other_game = la partita è di '{ $named }', non di '{ $game }'
record_bad_move = mossa { $number } '{ $text }': { $reason }
comment_no_move = nessuna mossa { $ply } da commentare: la partita ha { $played ->
    [one] { $played } mossa
   *[other] { $played } mosse
}
tag_malformed = riga di tag malformata: { $line }
tag_no_value = tag senza valore: { $line }
tag_not_quoted = valore di tag non tra virgolette: { $line }

## Opzioni di regole

rule_unknown_none = opzione di regola sconosciuta '{ $key }': questo gioco non ne ha
rule_unknown = opzione di regola sconosciuta '{ $key }' (note: { $known })
rule_bad_value = opzione di regola { $key }={ $value }: atteso { $expected }
expected_bool = true o false
expected_whole_number = un numero intero
game_over_plain = la partita è finita
no_move_given = nessuna mossa data
move_ambiguous = { $text } è ambigua: { $moves }

## Giochi e partite

unknown_game = gioco sconosciuto '{ $game }' (noti: { $known })
engine_failed = motore: { $detail }
record_in_game = partita { $game } (riga { $line }): { $error }
record_empty = il testo non contiene nessuna partita
record_past_draw = la mossa { $number } ({ $text }) prosegue dopo la fine della partita ({ $result }); le mosse restano come sono state trascritte
record_result_differs = la partita indica { $written }, ma la posizione finale dice: { $found }; si tiene il risultato della partita

## Preparare una posizione nell'editor

set_up_unsupported = le posizioni di questo gioco non si possono preparare sulla scacchiera; scrivi invece il testo della posizione
set_up_cells = una preparazione richiede { $expected } caselle, non { $found }
set_up_piece = questo gioco non ha nessun pezzo '{ $piece }'
set_up_unplayable = i pezzi stanno solo sulle caselle scure
