# Players' pages: why a request for a player's games was refused, and the page's words.

players_bad_max = max is a number of games from 1 up (at most { $most } are sent at once)
players_bad_result = the result '{ $result }' is none of win, draw, loss

page-player-anonymous = anonymous
page-player-deleted = deleted
page-player-versus = against
page-player-result-win = Won
page-player-result-draw = Draw
page-player-result-loss = Lost
page-player-result-none = Aborted
page-player-result-ongoing = Going on
page-player-count-all = Games
page-player-count-win = Wins
page-player-count-draw = Draws
page-player-count-loss = Losses
page-player-playing = Playing now: watch the game
page-player-filter-game = Game
page-player-filter-all-games = All games
page-player-filter-result = Result
page-player-filter-all-results = All results
page-player-games = Games played
page-player-no-games = No games here.
page-player-more = More games
page-player-since = Player since { $date }
page-player-speed-bullet = bullet
page-player-speed-blitz = blitz
page-player-speed-rapid = rapid
page-player-speed-classical = classical
page-player-speed-correspondence = correspondence
page-player-rated-games = rated games: { $games }
