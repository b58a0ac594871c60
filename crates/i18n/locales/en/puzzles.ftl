# Puzzles: `ply puzzles generate`, and the server's puzzle API.

puzzles_counts = --games, --nodes and --count must be at least 1
puzzles_read = cannot read { $path }: { $error }
puzzles_written = { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
} from { $positions } positions written to { $path }
puzzles_no_game = there are no puzzles of { $game }; there are puzzles of { $known }
puzzle_not_found = there is no puzzle { $id }
puzzle_bad_rating = the puzzle rating sent is not one this server gives: a rating from 0 to 4000, an RD from 45 to 350 and a volatility between 0 and 1
puzzle_rating_kept = a logged-in player's puzzle rating is kept by the server: send the result without a rating

## `ply puzzles check`, and why a puzzle fails its check.

puzzles_checked = { $game }: { $count ->
    [one] 1 puzzle checked
   *[other] { $count } puzzles checked
}, { $failed } failed; the endgame databases or the solver reached { $reached } of them, at { $positions } of the positions where the solver moves
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 puzzle fails its check
   *[other] { $count } puzzles fail their check
}
puzzles_refused = { $count ->
    [one] 1 puzzle the search found was refused
   *[other] { $count } puzzles the search found were refused
}: the endgame databases or the solver contradict their lines
puzzle_check_game = unknown game { $game }
puzzle_check_position = the position: { $error }
puzzle_check_over = the position is over
puzzle_check_move = move { $number } '{ $text }' of the solution is illegal
puzzle_check_reply = the solution ends with a reply, not with the solver's move
puzzle_check_not_only = the only winning move by the deeper search is { $found }, not the solution's
puzzle_check_no_winner = no single move wins by the deeper search
puzzle_check_tables_none = the endgame databases contradict move { $number } of the solution: no move wins
puzzle_check_tables = the endgame databases contradict move { $number } of the solution; the moves that win: { $moves }
puzzle_check_solver = the solver contradicts move { $number } of the solution; the final margins of the moves: { $margins }

## The page's puzzles (/puzzles).

page-puzzles = Puzzles
page-puzzles-game = Game of the puzzles
page-puzzle-find = find the move that wins for { $side }
page-puzzle-over = Puzzle over
page-puzzle-right = Right. Go on.
page-puzzle-wrong = Wrong: { $move } is not the move.
page-puzzle-solved = Solved!
page-puzzle-show = Show the solution
page-puzzle-next = Next puzzle
page-puzzle-solution = Solution: { $moves }
page-puzzle-rating = Puzzle rating: { $rating }
page-puzzle-your-rating = Your puzzle rating: { $rating }
page-puzzle-change = Rating change: { $diff }
page-puzzle-themes = Themes: { $themes }
page-puzzle-source = From { $source }
page-puzzle-theme-capture-sequence = capture sequence
page-puzzle-theme-sacrifice = sacrifice
page-puzzle-theme-breakthrough = breakthrough
page-puzzle-theme-coup-turc = Turkish strike
page-puzzle-theme-check = check
page-puzzle-theme-promotion = promotion
page-puzzle-theme-one-move = one move
page-puzzle-theme-win = win
page-puzzle-theme-mate = mate
page-puzzle-theme-mate-in-1 = mate in 1
page-puzzle-theme-mate-in-2 = mate in 2
page-puzzle-theme-mate-in-3 = mate in 3
page-puzzle-theme-extra-turn = extra turn
page-puzzle-theme-capture = capture
page-puzzle-theme-endgame = endgame

## The rules pages' practice: each figure that shows a move, made by the player.

page-practise = Practise
page-practise-count = Exercise { $n } of { $count }
page-practise-task = { $side } to move: make the move this rule is about.
page-practise-right = Right!
page-practise-other = { $move } is legal here, but this rule asks for another move. Try again.
page-practise-next = Next exercise
page-practise-again = Start again
page-practise-close = Close the practice
page-practise-done = You have made every move of this page.
