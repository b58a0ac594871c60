# Ratings: why a rated game was refused, and how the page shows a rating.

rated_needs_account = a rated game is played between two accounts: log in first
rated_only_between_players = only a game against a friend can be rated, not one against the computer or on one device
rated_needs_clock = a rated game needs a clock
rated_from_start = a rated game starts from the game's own starting position
rated_standard_rules = a rated game is played by the game's standard rules
rated_same_account = your account already plays the other side of this rated game
page-rated = Rated
page-rating-change = rating { $rating } ({ $diff })
