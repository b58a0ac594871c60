# Challenges by name, personal API tokens, the accounts' live channel and the Bot API: why a
# request was refused.

challenge_field = '{ $field }' has a value of the wrong kind
challenge_self = you cannot challenge yourself
challenge_rated_position = a rated game starts from the game's own start position: leave out the position or make the game casual
challenge_too_many = at most { $most } challenges in { $minutes } minutes: wait a little
challenge_too_many_open = at most { $most } open challenges at a time: cancel one or wait for the answers
challenge_inbox_full = { $name } already has { $most } open challenges: try again later
challenge_none = there is no open challenge '{ $id }'
challenge_closed = this challenge is no longer open: it was accepted, declined or canceled
challenge_not_yours = this challenge is not yours to answer or cancel
challenge_reason = '{ $reason }' is not a reason to decline; the reasons are { $reasons }
live_too_many_listeners = at most { $most } live pages or event streams per account on one server
token_unknown_scope = unknown scope '{ $scope }'; the scopes are { $scopes }
token_no_scope = give at least one scope: { $scopes }
token_description_length = a token's description is at most { $most } characters
token_too_many = at most { $most } tokens per account: revoke one first
token_bad = this API token is wrong or has been revoked
token_missing_scope = this API token does not allow this: it needs one of { $scopes }
token_none = you have no API token '{ $id }'
bot_not_a_bot = the Bot API is for bot accounts: upgrade this one with POST /api/bot/account/upgrade, or use the Board API
bot_uses_bot_api = a bot account plays through the Bot API (/api/bot/…), not the Board API
bot_not_your_game = this account has no seat in this game
bot_upgrade_refused = an account that has played a rated game as a person cannot become a bot
