# Herausforderungen mit Namen, persönliche API-Token, der Live-Kanal der Konten und die Bot-API:
# warum eine Anfrage abgelehnt wurde.

challenge_field = '{ $field }' hat einen Wert der falschen Art
challenge_self = du kannst dich nicht selbst herausfordern
challenge_rated_position = eine gewertete Partie beginnt in der Ausgangsstellung des Spiels: lass die Stellung weg oder spiele ungewertet
challenge_too_many = höchstens { $most } Herausforderungen in { $minutes } Minuten: warte ein wenig
challenge_too_many_open = höchstens { $most } offene Herausforderungen gleichzeitig: ziehe eine zurück oder warte auf die Antworten
challenge_inbox_full = { $name } hat schon { $most } offene Herausforderungen: versuche es später wieder
challenge_none = es gibt keine offene Herausforderung '{ $id }'
challenge_closed = diese Herausforderung ist nicht mehr offen: sie wurde angenommen, abgelehnt oder zurückgezogen
challenge_not_yours = diese Herausforderung kannst du weder beantworten noch zurückziehen
challenge_reason = '{ $reason }' ist kein Ablehnungsgrund; die Gründe sind { $reasons }
live_too_many_listeners = höchstens { $most } Live-Seiten oder Ereignisströme pro Konto auf einem Server
token_unknown_scope = unbekannter Bereich '{ $scope }'; die Bereiche sind { $scopes }
token_no_scope = gib mindestens einen Bereich an: { $scopes }
token_description_length = die Beschreibung eines Tokens hat höchstens { $most } Zeichen
token_too_many = höchstens { $most } Token pro Konto: widerrufe zuerst eines
token_bad = dieses API-Token ist falsch oder wurde widerrufen
token_missing_scope = dieses API-Token erlaubt das nicht: es braucht einen von { $scopes }
token_none = du hast kein API-Token '{ $id }'
bot_not_a_bot = die Bot-API ist für Bot-Konten: wandle dieses mit POST /api/bot/account/upgrade um oder nutze die Board-API
bot_uses_bot_api = ein Bot-Konto spielt über die Bot-API (/api/bot/…), nicht über die Board-API
bot_not_your_game = dieses Konto hat keinen Platz in dieser Partie
bot_upgrade_refused = ein Konto, das als Mensch eine gewertete Partie gespielt hat, kann kein Bot werden
