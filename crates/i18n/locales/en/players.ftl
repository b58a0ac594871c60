# Players' pages: why a request for a player's games was refused, and the page's words.

players_bad_max = max is a number of games from 1 up (at most { $most } are sent at once)
players_bad_result = the result '{ $result }' is none of win, draw, loss
