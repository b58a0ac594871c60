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
