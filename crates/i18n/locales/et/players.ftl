# Mängijate lehed: miks mängija partiide päring tagasi lükati, ja lehe sõnad.

players_bad_max = max on partiide arv alates 1-st (korraga saadetakse kuni { $most })
players_bad_result = tulemus '{ $result }' ei ole ükski järgmistest: win, draw, loss

page-player-anonymous = anonüümne
page-player-deleted = kustutatud
page-player-versus = vastane:
page-player-result-win = Võit
page-player-result-draw = Viik
page-player-result-loss = Kaotus
page-player-result-none = Katkestatud
page-player-result-ongoing = Käib
page-player-count-all = Partiisid
page-player-count-win = Võite
page-player-count-draw = Viike
page-player-count-loss = Kaotusi
page-player-playing = Mängib praegu: vaata partiid
page-player-filter-game = Mäng
page-player-filter-all-games = Kõik mängud
page-player-filter-result = Tulemus
page-player-filter-all-results = Kõik tulemused
page-player-games = Mängitud partiid
page-player-no-games = Siin pole partiisid.
page-player-more = Veel partiisid
page-player-since = Mängija alates { $date }
page-player-speed-bullet = välkmälk
page-player-speed-blitz = välkmäng
page-player-speed-rapid = kiirmäng
page-player-speed-classical = klassikaline
page-player-speed-correspondence = kirjamäng
page-player-rated-games = reitingupartiisid: { $games }
