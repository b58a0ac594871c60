# Ratings: waarom een partij met rating geweigerd is, en hoe de pagina een rating toont.

rated_needs_account = een partij met rating wordt tussen twee accounts gespeeld: log eerst in
rated_only_between_players = alleen een partij tegen een vriend kan met rating, niet tegen de computer of op één apparaat
rated_needs_clock = een partij met rating vraagt een klok
rated_from_start = een partij met rating begint in de beginstelling van het spel
rated_standard_rules = een partij met rating wordt volgens de standaardregels van het spel gespeeld
rated_same_account = je account speelt al de andere kant van deze partij met rating
page-rated = Met rating
page-rating-change = rating { $rating } ({ $diff })
