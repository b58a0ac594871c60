# The web page: labels, buttons, titles and status lines. Ids start with `page-`.

## Header and tab titles

page-new-game = New game
page-language = Language
page-tab-game = ply · game
page-tab-over = ply · game over
page-tab-your-turn = Your turn · ply
page-rules-link = Rules
page-rules-of = Rules of { $game }

## Lobby

page-loading = Loading…
page-server-unreachable = The server cannot be reached: { $error }
page-network-error = the server cannot be reached
page-play-a-game = Play a game
page-game = Game
page-rule-options = Rules
page-opponent = Opponent
page-computer = Computer
page-computer-levels = ply, levels 1–10
page-installed-engine = installed engine
page-friend = A friend
page-friend-sub = by invite link
page-same-device = Same device
page-same-device-sub = two players
page-computer-level = Computer level
page-you-play = You play
page-moves-first = moves first
page-moves-second = moves second
page-random = Random
page-clock = Clock
page-timed-game = Timed game
page-minutes = minutes
page-increment = increment
page-min-plus = min +
page-seconds-per-move = s per move
page-untimed = untimed
page-clock-presets = clock presets
page-play = Play
page-your-games = Your games
page-no-games = Games you start appear here.
page-list-ongoing = { $side } to move · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
page-list-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
page-list-won = You won
page-list-lost = You lost
page-list-drawn = Draw
page-finished = finished
page-gone = gone
page-vs-computer = vs computer
page-vs-friend = vs a friend
page-on-this-device = on this device
page-as-side = as { $side }
page-both-sides = both sides

## What each game is, by its id

page-lobby-board = Board { $board }
page-lobby-other-games = Other games
page-about-kabe = Estonian draughts, 8×8
page-about-draughts = International, 10×10
page-about-russian = Shashki, 8×8: a man crowned in a capture goes on as a king
page-about-brazilian = International rules on 8×8
page-about-pool = American pool checkers, 8×8
page-about-checkers = English draughts, 8×8: short kings, Black first
page-about-czech = Czech draughts: the kabe rules
page-about-chess = FIDE laws
page-about-konane = Hawaiian checkers
page-about-kalah = Sowing game
page-about-antidraughts = Losing draughts, 10×10: give all your pieces away
page-about-breakthrough = International rules, 10×10: the first king wins
page-about-italian = Dama italiana, 8×8: short kings, men cannot take kings
page-about-spanish = Damas españolas, 8×8: flying kings, men capture forward
page-about-turkish = Dama, 8×8 on all 64 squares: men forward and sideways, kings like rooks
page-about-frisian = 10×10: men and kings also capture along rows and columns, the capture of the highest value
page-about-frysk = Frisian draughts from five men each on the back row
page-about-canadian = International rules on 12×12, 30 men each

## Rule options, by their key

page-rule-size = Board size
page-rule-men-capture-backwards = Men capture backwards
page-rule-flying-kings = Flying kings
page-rule-majority-rule = Capture the most pieces
page-rule-king-priority = Capture with a king first
page-rule-crown-mid-capture = Crowned during a capture
page-rule-king-must-continue = A crowned man captures on as a king
page-rule-black-moves-first = Black moves first
page-rule-no-capture-limit = Plies without a capture to a draw
page-rule-king-move-limit = Plies of kings only to a draw
page-rule-endgame-rules = Endgame draw rules
page-rule-pits = Pits per side
page-rule-seeds = Seeds per pit
page-rule-capture-needs-opposite-seeds = A capture needs seeds opposite
page-rule-no-moves-wins = A side with no move wins
page-rule-first-king-wins = The first king wins
page-rule-mirrored = Mirrored board
page-rule-men-capture-kings = Men may capture kings
page-rule-tie-break = Which capture to choose among equals
page-rule-orthogonal-captures = Captures also along files and ranks
page-rule-king-move-run = Moves a king may make in a row
page-rule-frisian-draws = Frisian draw rules
page-rule-start-rows = Rows of men at the start
page-rule-orthogonal = Men move along files and ranks
page-rule-lone-pieces-limit = Plies with few pieces left to a draw
page-custom-rules = Custom rules
page-more-games = More games
page-rule-bad-value = { $option }: “{ $value }” is not allowed ({ $expected })
page-rule-not-allowed = { $option }: “{ $value }” is not allowed

## Game: players and status

page-joined = You joined as { $side }. Have a good game!
page-cannot-join = Cannot join: { $error }. You are watching.
page-game-not-found = Game not found
page-start-new-game = Start a new game
page-type-move = Type a move
page-type-move-hint = Type a move and press Enter
page-type-move-letters = Type a move (pieces: { $letters }) and press Enter
page-turn-of = It is { $side }'s turn.
page-game-is-over = The game is over.
page-looking-at = Looking at move { $number } of { $total } ({ $move }): the board is read-only. → or End returns to the game.
page-board-label = Board: { $position }.
page-describe-side = { $side }: { $pieces }
page-describe-pits = { $side }: pits { $pits }; store { $store }
page-describe-empty = the board is empty
page-read-title = Read the board
page-read-label = Read a square, or s and a rank
page-read-hint = a square ({ $square }), or s and a rank (s 4)
page-read-hint-pits = a pit (3), or s and a side (s north)
page-read-piece = { $cell }: { $side } { $piece }
page-read-empty = { $cell }: empty
page-read-seeds = { $cell }, seeds: { $count }
page-read-store = { $side }'s store: { $count }
page-read-rank = Rank { $rank }: { $cells }
page-read-unknown = Nothing on the board is called "{ $asked }". Ask for a square ({ $square }) or for s and a rank (s 4).
page-to-move = { $side } to move
page-computer-at-level = Computer · level { $level }
page-you = You
page-your-friend = Your friend
page-your-turn = Your turn
page-check = check!
page-game-over = Game over
page-retry = Retry
page-engine-thinking = { $engine } is thinking
page-computer-thinking = The computer is thinking
page-waiting-friend = Waiting for your friend to join
page-waiting-for-friend = Waiting for your friend
page-watching = You are watching this game
page-computer-opens = The computer opens
page-extra-turn-you = Extra turn for you
page-extra-turn-for = Extra turn for { $side }

## Game: draw offers, invitations, rematches

page-you-offered-draw = You offered a draw.
page-offers-draw = { $side } offers a draw.
page-draw-declined = Your opponent declines the draw offer.
page-ask-takeback = Ask to take back
page-ask-takeback-title = Ask your opponent to let you take back your last move
page-takeback-asked = Take-back requested.
page-you-asked-takeback = You asked to take back your last move.
page-asks-takeback = { $side } asks to take back a move.
page-takeback-declined = Your opponent declines the take-back.
page-watchers = Watching now: { $count }
page-first-move-in = Make your first move within { $seconds } s, or the game is aborted.
page-first-move-of = { $side } has { $seconds } s for the first move, or the game is aborted.
page-accept = Accept
page-decline = Decline
page-invite-friend = Invite a friend
page-invite-hint = Send this link; whoever opens it first plays the other side.
page-copy-invite = Copy invite link
page-invite-copied = Invite link copied.
page-copy-from-box = Copy the link from the box above.
page-rematch-started = The rematch has started.
page-rematch-wanted = Your opponent wants a rematch.
page-rematch-on = The players are playing again.
page-watch-rematch = Watch the rematch
page-go-to-rematch = Go to the rematch
page-join-rematch = Join the rematch

## Game: the moves

page-no-moves = No moves yet.
page-show-position = Show the position after this move
page-extra-turn = extra turn
page-first-position = First position (Home)
page-previous-move = Previous move (←)
page-next-move = Next move (→)
page-back-to-game = Back to the game (End)
page-looking-back = You are looking back: press End (or ») to return to the game.
page-not-your-pit = That is not your pit.
page-capturing = Capturing: { $path }…
page-promote-to = Promote to
page-which-way = Which way?
page-cancel = Cancel
page-cannot-show-move = Cannot show that move: { $error }

# Piece letters in shown moves, by the kind the server names (chess: king, queen, rook,
# bishop, knight).
page-piece-letter-chess_king = K
page-piece-letter-queen = Q
page-piece-letter-rook = R
page-piece-letter-bishop = B
page-piece-letter-knight = N

## Game: buttons

page-undo = Undo
page-undo-title = Take back your last move
page-offer-draw = Offer draw
page-draw-offered = Draw offered.
page-resign = Resign
page-abort = Abort
page-really-resign = Really resign?
page-rematch = Rematch
page-analyse = Analyse
page-analyse-title = Ask ply's engine about the position shown
page-stop-analysis = Stop analysis
page-flip-board = Flip board
page-download-record = Download record
page-sounds = Sounds

## Settings
page-settings = Settings
page-settings-board = Board
page-theme-wood = Wood
page-theme-sea = Sea
page-settings-pieces = Pieces
page-pieces-classic = Classic
page-pieces-flat = Flat
page-settings-coordinates = Coordinates
page-on = On
page-off = Off

## Analysis

page-analysis-failed = Analysis: { $error }
page-no-move = no move
page-analysis-meta = depth { $depth } · { $knps } kN/s · from { $side }'s side

## The board editor

page-editor-link = Set up a position
page-editor-title = Board editor
page-editor-board = The board being set up
page-editor-pieces = Pieces
page-editor-to-move = To move
page-editor-remove = Remove a piece
page-editor-add-seed = Add a seed
page-editor-take-seed = Take a seed
page-editor-start = Start position
page-editor-clear = Clear the board
page-editor-position = Position
page-editor-read = Read the position
page-editor-play-computer = Play the computer from here
page-editor-play-friend = Play a friend from here
page-editor-over = from this position the game is over at once: { $reason }
page-editor-not-playable = pieces stand only on the dark squares
page-editor-seeds-over = { $total ->
    [one] { $total } seed
   *[other] { $total } seeds
} where the game has { $expected }: take { $count } away from any pit or store.
page-editor-seeds-under = { $total ->
    [one] { $total } seed
   *[other] { $total } seeds
} where the game has { $expected }: add { $count } to any pit or store.
page-piece-man = man
page-piece-king = king
page-piece-pawn = pawn
page-piece-knight = knight
page-piece-bishop = bishop
page-piece-rook = rook
page-piece-queen = queen
page-piece-chess-king = king
page-piece-stone = stone

## Analysis board

page-open-analysis-board = Analysis board
page-analysis-board = Analysis board
page-analysis-not-live = The analysis board opens for a finished game or one against the computer, never during a game between people.
page-analysis-bad-rules = The rules in the address are not valid JSON.
page-analysis-needs-game = Name a game to analyse: /analysis?game=ID&position=TEXT, or open the board from a game.
page-eval-bar = Evaluation
page-eval-draw = Draw (proven)
page-eval-win = { $side } wins (proven)
page-eval-win-in = { $side } wins in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} (proven)
page-eval-margin = { $side } wins by a margin of { $margin } (proven)
page-engine = ply's engine
page-engine-starting = Thinking…
page-engine-stats = depth { $depth } · { $knps } kN/s · { $nodes } nodes
page-engine-done = time limit reached
page-engine-solved = Solved: the result is proven, no deeper search needed
page-mark-inaccuracy = Inaccuracy
page-mark-mistake = Mistake
page-mark-blunder = Blunder
page-mark-title = { $mark }; the engine preferred { $best }
page-review-game = Review the whole game
page-review-again = Review again
page-reviewing = Reviewing: position { $ply } of { $total }
page-play-computer-here = Play the computer from here
page-play-friend-here = Play a friend from here
page-back-to-the-game = Back to the game
page-last-move = Last move (End)
page-not-found = Page not found
page-not-found-text = There is no page at this address.

# The lobby's seeks.
page-quick-pairing = Quick pairing: { $game }
page-open-seeks = Open seeks
page-no-seeks = No open seeks: choose a time control above and wait for an opponent.
page-seek-days-1 = 1 day
page-seek-days-2 = 2 days
page-seek-days-3 = 3 days
page-seek-days-5 = 5 days
page-seek-days-7 = 7 days
page-seek-days-14 = 14 days
page-seek-waiting = Waiting for an opponent…
page-seek-join = Join
page-seek-cancel = Cancel
page-seek-rated = rated
page-seek-casual = casual
page-seek-anonymous = Anonymous
page-lobby-counts = Players online: { $online } · games being played: { $playing }
page-seek-range = Rating range
page-seek-range-any = any
page-seek-out-of-range = Your rating is outside this seek's rating range
page-challenge-title = Challenge a player
page-challenge-name = Player's name
page-challenge-control = Time control
page-challenge-color = Your colour
page-challenge-color-random = Random
page-challenge-color-white = White
page-challenge-color-black = Black
page-challenge-send = Challenge
page-challenge-sent = Challenge sent to { $name }: the game opens when they accept
page-challenge-incoming = { $name } challenges you
page-challenge-accept = Accept
page-challenge-decline = Decline
page-challenge-declined = { $name } declined your challenge
page-challenge-canceled = { $name } withdrew the challenge
page-corr-days-hours = { $days } d { $hours } h
page-corr-hours-minutes = { $hours } h { $minutes } min
page-settings-notify = Notify me when it is my move
page-notify-your-turn = Your move in { $game }
