# Mängijate lehed: miks mängija partiide päring tagasi lükati, ja lehe sõnad.

players_bad_max = max on partiide arv alates 1-st (korraga saadetakse kuni { $most })
players_bad_result = tulemus '{ $result }' ei ole ükski järgmistest: win, draw, loss
