# Ratings: hvorfor et ratet parti blev afvist, og hvordan siden viser en rating.

rated_needs_account = et ratet parti spilles mellem to konti: log ind først
rated_only_between_players = kun et parti mod en ven kan rates, ikke mod computeren eller på én enhed
rated_needs_clock = et ratet parti kræver et ur
rated_from_start = et ratet parti begynder fra spillets egen udgangsstilling
rated_standard_rules = et ratet parti spilles efter spillets standardregler
rated_same_account = din konto spiller allerede den anden side af dette ratede parti
page-rated = Ratet
page-rating-change = rating { $rating } ({ $diff })
