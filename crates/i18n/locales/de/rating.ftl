# Wertungen: warum eine gewertete Partie abgelehnt wurde, und wie die Seite eine Wertung zeigt.

rated_needs_account = eine gewertete Partie wird zwischen zwei Konten gespielt: melde dich zuerst an
rated_only_between_players = nur eine Partie gegen einen Freund kann gewertet werden, nicht gegen den Computer oder auf einem Gerät
rated_needs_clock = eine gewertete Partie braucht eine Uhr
rated_from_start = eine gewertete Partie beginnt in der Ausgangsstellung des Spiels
rated_standard_rules = eine gewertete Partie wird nach den Standardregeln des Spiels gespielt
rated_same_account = dein Konto spielt schon die andere Seite dieser gewerteten Partie
page-rated = Gewertet
page-rating-change = Wertung { $rating } ({ $diff })
