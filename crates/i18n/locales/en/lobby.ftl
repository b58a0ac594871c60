# The lobby: why a seek was refused.

lobby_too_many_seeks = at most { $most } open seeks at a time
lobby_full = the lobby is full: try again shortly
lobby_too_many_tokens = at most { $most } seek tokens on one socket
lobby_clock_or_days = give a clock or days per move, not both
lobby_clock_limit = a clock's limit is 1 to { $most } seconds
lobby_clock_increment = a clock's increment is 0 to { $most } seconds
lobby_days = days per move are one of { $days }
lobby_range = a rating range is two ratings from 500 to 3500, the lower first, as 1400-1800, or two steps of at most 1000 around your rating, as -500..+500, not '{ $range }'
lobby_rated_needs_account = log in to play rated games
lobby_rated_needs_clock = a rated game needs a clock or days per move
lobby_no_seek = there is no open seek '{ $id }'
lobby_own_seek = this is your own seek
lobby_seek_taken = another player joined this seek first
lobby_not_owner = only the player who opened a seek may cancel it
lobby_range_needs_account = a rating range is for players with an account: log in
lobby_range_needs_clock = a rating range needs a clock or days per move
lobby_out_of_range = your rating { $rating } is outside this seek's range { $range }
