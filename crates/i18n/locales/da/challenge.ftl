# Udfordringer ved navn, personlige API-tokens, kontoernes livekanal og Bot-API'et: hvorfor en
# anmodning blev afvist.

challenge_field = '{ $field }' har en værdi af forkert slags
challenge_self = du kan ikke udfordre dig selv
challenge_rated_position = et ratet parti begynder i spillets udgangsstilling: udelad stillingen, eller spil uformelt
challenge_too_many = højst { $most } udfordringer på { $minutes } minutter: vent lidt
challenge_too_many_open = højst { $most } åbne udfordringer ad gangen: annuller en, eller vent på svarene
challenge_inbox_full = { $name } har allerede { $most } åbne udfordringer: prøv igen senere
challenge_none = der er ingen åben udfordring '{ $id }'
challenge_closed = denne udfordring er ikke længere åben: den er taget imod, afslået eller annulleret
challenge_not_yours = det er ikke dig, der skal svare på eller annullere denne udfordring
challenge_reason = '{ $reason }' er ikke en grund til at afslå; grundene er { $reasons }
live_too_many_listeners = højst { $most } livesider eller hændelsesstrømme pr. konto på én server
token_unknown_scope = ukendt omfang '{ $scope }'; omfangene er { $scopes }
token_no_scope = angiv mindst ét omfang: { $scopes }
token_description_length = et tokens beskrivelse er højst { $most } tegn
token_too_many = højst { $most } tokens pr. konto: tilbagekald først et
token_bad = dette API-token er forkert eller tilbagekaldt
token_missing_scope = dette API-token tillader ikke dette: det kræver et af { $scopes }
token_none = du har intet API-token '{ $id }'
bot_not_a_bot = Bot-API'et er til botkonti: opgrader denne med POST /api/bot/account/upgrade, eller brug Board-API'et
bot_uses_bot_api = en botkonto spiller gennem Bot-API'et (/api/bot/…), ikke Board-API'et
bot_not_your_game = denne konto har ingen plads i dette parti
bot_upgrade_refused = en konto, der har spillet et ratet parti som menneske, kan ikke blive en bot
