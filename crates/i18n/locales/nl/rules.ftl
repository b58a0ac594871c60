# De spelregelpagina's.

rules-title = Spelregels
rules-new-game = Nieuwe partij
rules-try = Probeer het tegen de computer
rules-try-failed = De partij kon niet beginnen:
rules-not-translated = Deze pagina is nog niet in het Nederlands geschreven; hier is ze in het Engels.
no_rules_page = er is geen spelregelpagina voor '{ $game }'
rules_bad_diagram = een diagram van het regelboek kan niet getekend worden: { $detail }
