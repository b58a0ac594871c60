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
players_account_deleted = kontoen '{ $name }' er slettet: dens partier bliver, og spilleren vises som »slettet«
players_account_closed = kontoen '{ $name }' er lukket
page-player-speed-ultraBullet = ultrabullet
page-player-count-rated = Ratede
page-player-filter-rated = Ratede eller uformelle
page-player-filter-all-kinds = Ratede og uformelle
page-player-filter-rated-only = Ratede
page-player-filter-casual-only = Uformelle
page-player-history = Ratinghistorik
page-player-history-none = Ingen ratede partier endnu.
page-player-history-summary = { $series }: fra { $first } til { $last } over { $games ->
    [one] { $games } ratet parti
   *[other] { $games } ratede partier
} (laveste { $low }, højeste { $high })
page-player-history-table = Ratingerne som tabel
page-player-history-date = Dato
page-player-history-rating = Rating
page-player-history-change = Ændring
page-player-closed = Denne konto er lukket.
