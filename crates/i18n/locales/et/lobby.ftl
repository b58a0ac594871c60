# Ootesaal: miks mänguotsingust keelduti.

lobby_too_many_seeks = korraga võib olla kuni { $most } avatud otsingut
lobby_full = ootesaal on täis: proovi veidi aja pärast uuesti
lobby_too_many_tokens = ühel ühendusel võib olla kuni { $most } otsingu võtit
lobby_clock_or_days = anna kas kell või päevad käigu kohta, mitte mõlemat
lobby_clock_limit = kella algaeg on 1 kuni { $most } sekundit
lobby_clock_increment = kella lisaaeg on 0 kuni { $most } sekundit
lobby_days = päevi käigu kohta võib olla { $days }
lobby_range = reitinguvahemik on kaks reitingut vahemikus 500 kuni 3500, väiksem enne, näiteks 1400-1800, või kaks sammu sinu reitingu ümber, kumbki kuni 1000, näiteks -500..+500, mitte '{ $range }'
lobby_rated_needs_account = reitingumängude mängimiseks logi sisse
lobby_rated_needs_clock = reitingumängul peab olema kell või päevad käigu kohta
lobby_no_seek = avatud otsingut '{ $id }' ei ole
lobby_own_seek = see on sinu enda otsing
lobby_seek_taken = teine mängija liitus selle otsinguga enne sind
lobby_not_owner = otsingu saab tühistada ainult selle avanud mängija
lobby_range_needs_account = reitinguvahemik on kontoga mängijatele: logi sisse
lobby_range_needs_clock = reitinguvahemik vajab kella või päevi käigu kohta
lobby_out_of_range = sinu reiting { $rating } on väljaspool selle otsingu vahemikku { $range }
