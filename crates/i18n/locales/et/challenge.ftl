# Väljakutsed nime järgi, isiklikud API-võtmed, konto reaalajakanal ja robotite API: miks
# päring tagasi lükati.

challenge_field = väljal '{ $field }' on vale tüüpi väärtus
challenge_self = iseennast ei saa välja kutsuda
challenge_rated_position = reitingumäng algab mängu enda algseisust: jäta seis ära või tee mäng reitinguta
challenge_too_many = { $minutes } minuti jooksul võib teha kuni { $most } väljakutset: oota veidi
challenge_too_many_open = korraga võib olla kuni { $most } avatud väljakutset: tühista mõni või oota vastuseid
challenge_inbox_full = mängijal { $name } on juba { $most } avatud väljakutset: proovi hiljem uuesti
challenge_none = avatud väljakutset '{ $id }' ei ole
challenge_closed = see väljakutse pole enam avatud: see on vastu võetud, tagasi lükatud või tühistatud
challenge_not_yours = sellele väljakutsele ei saa sina vastata ega seda tühistada
challenge_reason = '{ $reason }' ei ole keeldumise põhjus; põhjused on { $reasons }
live_too_many_listeners = ühes serveris võib kontol olla kuni { $most } reaalajas lehte või sündmustevoogu
token_unknown_scope = tundmatu õigus '{ $scope }'; õigused on { $scopes }
token_no_scope = anna vähemalt üks õigus: { $scopes }
token_description_length = võtme kirjeldus on kuni { $most } märki
token_too_many = kontol võib olla kuni { $most } võtit: tühista enne mõni
token_bad = see API-võti on vale või tühistatud
token_missing_scope = see API-võti ei luba seda: vaja on üht neist õigustest: { $scopes }
token_none = sul ei ole API-võtit '{ $id }'
bot_not_a_bot = robotite API on robotikontodele: muuda see konto robotiks päringuga POST /api/bot/account/upgrade või kasuta laua API-t
bot_uses_bot_api = robotikonto mängib robotite API kaudu (/api/bot/…), mitte laua API kaudu
bot_not_your_game = sellel kontol ei ole selles mängus kohta
bot_upgrade_refused = konto, mis on inimesena mänginud reitingumängu, ei saa robotiks muutuda
