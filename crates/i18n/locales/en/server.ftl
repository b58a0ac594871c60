# The web app's API: why a request was refused.

unauthorized = this needs the game's token (send 'Authorization: Bearer TOKEN') or the log-in of an account that plays in this game
no_such_game = there is no game '{ $id }'
no_route = there is no page, file or API route at { $path }
no_api_route = there is no such API route
method_not_allowed = { $path } does not take { $method } (the Allow header names what it takes)
not_your_turn = it is { $side }'s turn
too_large = the request body is too large
invalid_json = the request body is not valid: { $detail }
internal = the server failed: { $detail }
database_unavailable = the database does not answer: { $detail }
not_stored = the database did not store this change within { $ms } ms, and it never will: read the game again, then send the change again if it is still wanted
websocket_expected = this address speaks WebSocket: { $detail }
busy = the game kept changing while this request was made: try again
service_full = the computer has too many games to answer right now: try again in a minute
too_many_searches = you already have { $waiting ->
    [one] { $waiting } game
   *[other] { $waiting } games
} waiting for the computer's reply (at most { $most })
too_many_sockets = this address already has { $open ->
    [one] { $open } WebSocket
   *[other] { $open } WebSockets
} open (at most { $most }): close some pages and try again
sockets_full = the server has as many WebSockets open as it can hold: try again in a minute
analysis_busy = every core is analysing: try again in a moment
analysis_queue_full = { $most ->
    [one] { $most } analysis request is
   *[other] { $most } analysis requests are
} already waiting for a search: try again in a moment
analysis_request = unknown analysis request '{ $kind }' (analyse, review or stop)
analysis_needs_game = an analysis request needs its 'id' (a number) and its 'game'
too_many_moves = at most { $most ->
    [one] { $most } move leads
   *[other] { $most } moves lead
} to a position to analyse
no_such_ply = the game has { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}; ply { $ply } does not exist
not_a_ply = '{ $text }' is not a ply: expected a whole number from 0
rule_value_type = rule option '{ $key }' needs a string, number or boolean
unknown_color = unknown color '{ $color }' (white, black or random)
clock_minutes = clock minutes must be at least one second (1/60) and at most 600
clock_increment = clock increment must be 0 to 600 seconds
engine_only_computer = an engine plays only as the computer opponent
level_range = level must be 1 to 10
unknown_opponent = unknown opponent '{ $opponent }' (computer, friend or local)
no_engine_for_game = unknown engine '{ $engine }': this server has no external engine for { $game }
unknown_engine = unknown engine '{ $engine }' for { $game } (this server has: { $known })
movetime_range = movetime_ms must be 1 to { $most } (milliseconds)
depth_range = depth must be 1 to { $most }
token_not_for_game = this token does not belong to this game
invite_not_valid = this invite is not valid for this game
waiting_for_friend = your friend has not joined yet: send them the invite link
stale_ply = the move was meant for ply { $ply }, but the game is at ply { $current }
already_joined = both sides of this game are taken
rematch_started = the rematch has already started: open it from its page
game_not_over = a rematch can start when this game is over
rematch_exists = a rematch of this game has already started
nothing_to_retry = the engine has not failed
draw_declined = the computer declines the draw offer
draw_already_offered = you have already offered a draw
no_draw_offer = there is no draw offer to answer
undo_not_allowed = between friends, ask your opponent to take a move back instead
abort_not_allowed = the game can be aborted only before both sides have made their first move in a timed game, or while it waits for your friend
nothing_to_undo = you have no move to take back
takeback_not_between_friends = take-back requests are for games between friends; use Undo here
takeback_already_requested = you have already asked to take back a move
no_takeback_request = there is no take-back request to answer
stale_search = the position the computer searched no longer stands

set_up_cell = a cell of the set-up is null, a count or {"{"}"side", "kind"{"}"}, not { $found }
set_up_both = give either a position text or the cells, not both
set_up_turn_without_cells = the side to move is given with the cells; a position text names its own
set_up_side = unknown side to move '{ $side }' (white or black)
move_or_cells = give the move either as its text (move) or as the cells clicked (cells)
bad_path = the address has a part that cannot be read: it must be text (UTF-8)
bad_query = the query cannot be read: each parameter at most once, with a value of its kind
