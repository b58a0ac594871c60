# Reitingud: miks reitingumängust keelduti ja kuidas leht reitingut näitab.

rated_needs_account = reitingumängu mängivad kaks kontot: logi esmalt sisse
rated_only_between_players = reitingumäng saab olla ainult mäng sõbra vastu, mitte arvuti vastu ega ühel seadmel
rated_needs_clock = reitingumäng vajab kella
rated_from_start = reitingumäng algab mängu enda algseisust
rated_standard_rules = reitingumängu mängitakse mängu tavareeglite järgi
rated_same_account = sinu konto mängib selle reitingumängu teist poolt juba
page-rated = Reitingumäng
page-rating-change = reiting { $rating } ({ $diff })
