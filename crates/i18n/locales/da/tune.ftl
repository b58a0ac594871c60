# Den lærte evaluerings vægte: `ply tune`, `ply --eval FILE`.

weights_io = { $path }: { $error }
weights_bad_file = { $path }: { $reason }
weights_not_weights = ikke en vægtfil fra ply
weights_version = formatversion { $found }, denne ply læser version { $expected }
weights_short = filen er afkortet eller for lang
weights_game = der er ingen mønstervægte for { $game }: de er tilpasset kabe og international dam
weights_layout = mønstrene i filen er ikke dem for { $game }
weights_checksum = værdierne passer ikke med deres kontrolsum
tune_data_bad = ikke en fil med stillinger fra { $game } skrevet af ply tune, eller en beskadiget fil
tune_no_positions = for få stillinger fra { $game } til tilpasning: spil flere partier
tune_eval = --eval { $value }: forventede default, classic, learned eller en vægtfil
tune_counts = --games, --nodes, --rounds og --epochs skal være mindst 1
tune_rate = --rate skal være et positivt tal
tune_l2 = --l2 skal være nul eller et positivt tal
tune_blend = --blend skal ligge mellem 0 og 1
