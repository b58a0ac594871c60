# Spelerspagina's: waarom een verzoek om de partijen van een speler geweigerd is, en de woorden van de pagina.

players_bad_max = max is een aantal partijen vanaf 1 (hoogstens { $most } worden in één keer gestuurd)
players_bad_result = de uitslag '{ $result }' is geen van win, draw, loss

page-player-anonymous = anoniem
page-player-deleted = verwijderd
page-player-versus = tegen
page-player-result-win = Gewonnen
page-player-result-draw = Remise
page-player-result-loss = Verloren
page-player-result-none = Afgebroken
page-player-result-ongoing = Bezig
page-player-count-all = Partijen
page-player-count-win = Winst
page-player-count-draw = Remise
page-player-count-loss = Verlies
page-player-playing = Speelt nu: bekijk de partij
page-player-filter-game = Spel
page-player-filter-all-games = Alle spellen
page-player-filter-result = Uitslag
page-player-filter-all-results = Alle uitslagen
page-player-games = Gespeelde partijen
page-player-no-games = Hier zijn geen partijen.
page-player-more = Meer partijen
page-player-since = Speler sinds { $date }
page-player-speed-bullet = bullet
page-player-speed-blitz = blitz
page-player-speed-rapid = rapid
page-player-speed-classical = klassiek
page-player-speed-correspondence = correspondentie
page-player-rated-games = partijen met rating: { $games }
players_account_deleted = het account '{ $name }' is verwijderd: de partijen blijven, de speler wordt als ‘verwijderd’ getoond
players_account_closed = het account '{ $name }' is gesloten
page-player-speed-ultraBullet = ultrabullet
page-player-count-rated = Met rating
page-player-filter-rated = Met of zonder rating
page-player-filter-all-kinds = Met en zonder rating
page-player-filter-rated-only = Met rating
page-player-filter-casual-only = Vriendschappelijk
page-player-history = Ratingverloop
page-player-history-none = Nog geen partijen met rating.
page-player-history-summary = { $series }: van { $first } naar { $last } in { $games ->
    [one] { $games } partij met rating
   *[other] { $games } partijen met rating
} (laagste { $low }, hoogste { $high })
page-player-history-table = De ratings als tabel
page-player-history-date = Datum
page-player-history-rating = Rating
page-player-history-change = Verschil
page-player-closed = Dit account is gesloten.
