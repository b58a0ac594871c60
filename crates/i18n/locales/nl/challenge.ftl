# Uitdagingen op naam, persoonlijke API-tokens, het livekanaal van de accounts en de Bot-API:
# waarom een verzoek geweigerd is.

challenge_field = '{ $field }' heeft een waarde van de verkeerde soort
challenge_self = je kunt jezelf niet uitdagen
challenge_rated_position = een partij met rating begint in de beginstelling van het spel: laat de stelling weg of speel vriendschappelijk
challenge_too_many = hoogstens { $most } uitdagingen in { $minutes } minuten: wacht even
challenge_too_many_open = hoogstens { $most } open uitdagingen tegelijk: trek er een in of wacht op de antwoorden
challenge_inbox_full = { $name } heeft al { $most } open uitdagingen: probeer het later opnieuw
challenge_none = er is geen open uitdaging '{ $id }'
challenge_closed = deze uitdaging is niet meer open: ze is aangenomen, geweigerd of ingetrokken
challenge_not_yours = deze uitdaging kun jij niet beantwoorden of intrekken
challenge_reason = '{ $reason }' is geen reden om te weigeren; de redenen zijn { $reasons }
live_too_many_listeners = hoogstens { $most } livepagina's of gebeurtenisstromen per account op één server
token_unknown_scope = onbekend bereik '{ $scope }'; de bereiken zijn { $scopes }
token_no_scope = geef minstens één bereik: { $scopes }
token_description_length = de beschrijving van een token heeft hoogstens { $most } tekens
token_too_many = hoogstens { $most } tokens per account: trek er eerst een in
token_bad = dit API-token is verkeerd of ingetrokken
token_missing_scope = dit API-token staat dit niet toe: het heeft een van { $scopes } nodig
token_none = je hebt geen API-token '{ $id }'
bot_not_a_bot = de Bot-API is voor botaccounts: zet dit account om met POST /api/bot/account/upgrade, of gebruik de Board-API
bot_uses_bot_api = een botaccount speelt via de Bot-API (/api/bot/…), niet via de Board-API
bot_not_your_game = dit account heeft geen plaats in deze partij
bot_upgrade_refused = een account dat als mens een partij met rating gespeeld heeft, kan geen bot worden
