# Die API der Web-App: warum eine Anfrage abgelehnt wurde.

unauthorized = dafür braucht es das Token der Partie: sende 'Authorization: Bearer TOKEN'
no_such_game = es gibt keine Partie '{ $id }'
no_route = unter { $path } gibt es keine Seite, keine Datei und keine API-Route
no_api_route = diese API-Route gibt es nicht
method_not_allowed = { $path } nimmt { $method } nicht an (der Allow-Header nennt, was es annimmt)
not_your_turn = am Zug ist { $side }
too_large = der Inhalt der Anfrage ist zu groß
invalid_json = der Inhalt der Anfrage ist ungültig: { $detail }
internal = der Server ist gescheitert: { $detail }
database_unavailable = die Datenbank antwortet nicht: { $detail }
not_stored = die Datenbank hat diese Änderung nicht innerhalb von { $ms } ms gespeichert und wird es nie tun: lies die Partie neu und sende die Änderung noch einmal, wenn sie noch gewünscht ist
websocket_expected = diese Adresse spricht WebSocket: { $detail }
busy = die Partie hat sich während dieser Anfrage ständig geändert: versuche es noch einmal
service_full = der Computer hat gerade zu viele Partien, um zu antworten: versuche es in einer Minute wieder
too_many_searches = du hast schon { $waiting ->
    [one] { $waiting } Partie
   *[other] { $waiting } Partien
}, die auf die Antwort des Computers warten (höchstens { $most })
too_many_sockets = diese Adresse hat schon { $open ->
    [one] { $open } WebSocket
   *[other] { $open } WebSockets
} offen (höchstens { $most }): schließe einige Seiten und versuche es noch einmal
sockets_full = der Server hat so viele WebSockets offen, wie er halten kann: versuche es in einer Minute wieder
analysis_busy = alle Kerne analysieren: versuche es gleich noch einmal
analysis_queue_full = { $most ->
    [one] { $most } Analyseanfrage wartet
   *[other] { $most } Analyseanfragen warten
} schon auf eine Suche: versuche es gleich noch einmal
analysis_request = unbekannte Analyseanfrage '{ $kind }' (analyse, review oder stop)
analysis_needs_game = eine Analyseanfrage braucht ihre 'id' (eine Zahl) und ihr 'game'
too_many_moves = höchstens { $most ->
    [one] { $most } Zug führt
   *[other] { $most } Züge führen
} zu einer zu analysierenden Stellung
no_such_ply = die Partie hat { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}; Halbzug { $ply } gibt es nicht
not_a_ply = '{ $text }' ist kein Halbzug: erwartet eine ganze Zahl ab 0
rule_value_type = die Regeloption '{ $key }' braucht einen Text, eine Zahl oder einen Wahrheitswert
unknown_color = unbekannte Farbe '{ $color }' (white, black oder random)
clock_minutes = die Minuten der Uhr müssen mindestens eine Sekunde (1/60) und höchstens 600 sein
clock_increment = das Inkrement der Uhr muss 0 bis 600 Sekunden sein
engine_only_computer = eine Engine spielt nur als Computergegner
level_range = die Stufe muss 1 bis 10 sein
unknown_opponent = unbekannter Gegner '{ $opponent }' (computer, friend oder local)
no_engine_for_game = unbekannte Engine '{ $engine }': dieser Server hat keine externe Engine für { $game }
unknown_engine = unbekannte Engine '{ $engine }' für { $game } (dieser Server hat: { $known })
movetime_range = movetime_ms muss 1 bis { $most } sein (Millisekunden)
depth_range = depth muss 1 bis { $most } sein
token_not_for_game = dieses Token gehört nicht zu dieser Partie
invite_not_valid = diese Einladung gilt nicht für diese Partie
waiting_for_friend = dein Freund ist noch nicht beigetreten: schick ihm den Einladungslink
stale_ply = der Zug war für Halbzug { $ply } gedacht, aber die Partie ist bei Halbzug { $current }
already_joined = beide Seiten dieser Partie sind besetzt
rematch_started = die Revanche hat schon begonnen: öffne sie über ihre Seite
game_not_over = eine Revanche kann beginnen, wenn diese Partie beendet ist
rematch_exists = eine Revanche dieser Partie hat schon begonnen
nothing_to_retry = die Engine ist nicht gescheitert
draw_declined = der Computer lehnt das Remisangebot ab
draw_already_offered = du hast schon Remis angeboten
no_draw_offer = es gibt kein Remisangebot zu beantworten
undo_not_allowed = unter Freunden bitte stattdessen deinen Gegner, einen Zug zurücknehmen zu dürfen
abort_not_allowed = die Partie kann nur abgebrochen werden, bevor in einer Partie mit Uhr beide Seiten ihren ersten Zug gemacht haben, oder solange sie auf deinen Freund wartet
nothing_to_undo = du hast keinen Zug zum Zurücknehmen
takeback_not_between_friends = Bitten um Zugrücknahme gibt es in Partien unter Freunden; nutze hier Zurück
takeback_already_requested = du hast schon um eine Zugrücknahme gebeten
no_takeback_request = es gibt keine Bitte um Zugrücknahme zu beantworten
stale_search = die Stellung, die der Computer durchsucht hat, steht nicht mehr

set_up_cell = ein Feld des Aufbaus ist null, eine Anzahl oder {"{"}"side", "kind"{"}"}, nicht { $found }
set_up_both = gib entweder einen Stellungstext oder die Felder an, nicht beides
set_up_turn_without_cells = die Seite am Zug wird mit den Feldern angegeben; ein Stellungstext nennt seine eigene
set_up_side = unbekannte Seite am Zug '{ $side }' (white oder black)
move_or_cells = gib den Zug entweder als Text (move) oder als angeklickte Felder (cells) an
bad_path = ein Teil der Adresse kann nicht gelesen werden: er muss Text sein (UTF-8)
bad_query = die Anfrage kann nicht gelesen werden: jeder Parameter höchstens einmal, mit einem Wert seiner Art
