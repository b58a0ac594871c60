# Konane: stillinger og træk.

konane_no_move = intet træk angivet: skriv et felt, der skal tømmes (d5), eller et spring fra-til (d3-d5)
konane_not_move = '{ $text }' er ikke et Konane-træk: skriv et felt, der skal tømmes (d5), eller et spring fra-til (d3-d5)
konane_not_square = '{ $text }' er ikke et felt: linjer a-h, rækker 1-8 (skriv et felt, der skal tømmes (d5), eller et spring fra-til (d3-d5))
konane_black_removal = sorts første træk fjerner en sten fra a8, h1, d5 eller e4
konane_white_removal = hvid fjerner en sten ved siden af det tomme felt: { $squares }
konane_removal_over = sten fjernes kun i åbningen; hvert træk er nu et spring, skrevet fra-til som d3-d5
konane_not_yours = ingen sten af dine på { $square }
konane_no_step = { $from }-{ $to } flytter ikke: et spring lander bag den sten, det slår
konane_diagonal = diagonale spring er ikke tilladt
konane_turn = spring går i lige linje; ingen drejning
konane_odd_distance = { $from }-{ $to } er et ulige antal felter: hvert spring går over én af modstanderens sten til det tomme felt bagved, to felter frem
konane_not_jump = ikke et spring: { $from } står ikke ved siden af en af modstanderens sten ({ $over } er tomt)
konane_jump_stops = springet kan ikke fortsætte fra { $stop }: { $over } er tomt, ikke en af modstanderens sten
konane_occupied = { $square } er ikke tomt

konane_position_form = forventede brættet, et mellemrum og den, der er i trækket (b eller w), f.eks. '{ $example }'
konane_side = den, der er i trækket, er b eller w, ikke '{ $found }'
konane_ranks = forventede 8 rækker adskilt af '/', fandt { $found }
konane_rank_char = række { $rank }: '{ $found }' er ikke b, w eller et ciffer 1-8
konane_rank_long = række { $rank } har mere end 8 felter
konane_rank_digits = række { $rank }: to cifre i træk; skriv ét ciffer for en række tomme felter
konane_rank_short = række { $rank } har { $found ->
    [one] { $found } felt
   *[other] { $found } felter
}; hver række har 8
konane_white_colour = en hvid sten på { $square }: hvids sten begynder på de mørke felter og bliver der
konane_black_colour = en sort sten på { $square }: sorts sten begynder på de lyse felter og bliver der
konane_full_board = brættet er fuldt, så sort er i trækket: sorts første træk fjerner en sten
konane_first_removal = det eneste tomme felt er { $square }, men sorts første træk fjerner en sten fra a8, h1, d5 eller e4
konane_white_after_removal = ét tomt felt betyder, at sort har fjernet en sten, så hvid er i trækket
konane_two_removals = to tomme felter skal være åbningens fjernelser (et af a8, h1, d5, e4 og et felt ved siden af), ikke { $first } og { $second }
konane_black_after_removals = efter åbningens to fjernelser er sort i trækket
konane_white_count = hvid har { $count ->
    [one] { $count } sten
   *[other] { $count } sten
}, men åbningen fjernede én af dem
konane_black_count = sort har { $count ->
    [one] { $count } sten
   *[other] { $count } sten
}, men åbningen fjernede én af dem
konane_white_unjumped = sort har sprunget (mere end to tomme felter), men hvid har stadig 31 sten
konane_black_unjumped = sort er i trækket efter et spring, så hvid har sprunget, men sort har stadig 31 sten
