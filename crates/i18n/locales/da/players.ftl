# Spillersider: hvorfor en anmodning om en spillers partier blev afvist, og sidens ord.

players_bad_max = max er et antal partier fra 1 og op (højst { $most } sendes ad gangen)
players_bad_result = resultatet '{ $result }' er hverken win, draw eller loss

page-player-anonymous = anonym
page-player-deleted = slettet
page-player-versus = mod
page-player-result-win = Vundet
page-player-result-draw = Remis
page-player-result-loss = Tabt
page-player-result-none = Afbrudt
page-player-result-ongoing = I gang
page-player-count-all = Partier
page-player-count-win = Sejre
page-player-count-draw = Remis
page-player-count-loss = Nederlag
page-player-playing = Spiller nu: se partiet
page-player-filter-game = Spil
page-player-filter-all-games = Alle spil
page-player-filter-result = Resultat
page-player-filter-all-results = Alle resultater
page-player-games = Spillede partier
page-player-no-games = Ingen partier her.
page-player-more = Flere partier
page-player-since = Spiller siden { $date }
page-player-speed-bullet = bullet
page-player-speed-blitz = lyn
page-player-speed-rapid = hurtig
page-player-speed-classical = klassisk
page-player-speed-correspondence = korrespondance
page-player-rated-games = ratede partier: { $games }
