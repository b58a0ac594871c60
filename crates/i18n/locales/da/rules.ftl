# Regelsiderne.

rules-title = Regler
rules-new-game = Nyt parti
rules-try = Prøv det mod computeren
rules-try-failed = Partiet kunne ikke startes:
rules-not-translated = Denne side er endnu ikke skrevet på dansk; her er den på engelsk.
no_rules_page = der er ingen regelside for '{ $game }'
rules_bad_diagram = et diagram i regelbogen kan ikke tegnes: { $detail }
