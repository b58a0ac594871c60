# The learned evaluation's weights: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = not a weights file of ply
weights_version = format version { $found }, this ply reads version { $expected }
weights_short = the file is cut short or too long
weights_game = there are no pattern weights for { $game }: they are fitted for kabe and draughts
weights_layout = the patterns laid out in the file are not those of { $game }
weights_checksum = the values do not match their checksum
tune_data_bad = not a file of { $game } positions written by ply tune, or a damaged one
tune_no_positions = too few positions of { $game } to fit: play more games
tune_eval = --eval { $value }: expected default, classic, learned or a weights file
tune_counts = --games, --nodes, --rounds and --epochs must be at least 1
tune_rate = --rate must be a positive number
tune_l2 = --l2 must be zero or a positive number
tune_blend = --blend must be between 0 and 1
