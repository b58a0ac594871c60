# The rules pages.

rules-title = Rules
rules-new-game = New game
rules-try = Try it against the computer
rules-try-failed = The game could not be started:
rules-not-translated = This page is not written in your language yet; here it is in English.
no_rules_page = there is no rules page for '{ $game }'
rules_bad_diagram = a diagram of the rule book cannot be drawn: { $detail }
