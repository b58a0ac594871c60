# Konane: stellingen en zetten.

konane_no_move = geen zet gegeven: schrijf een veld om leeg te maken (d5) of een sprong van-naar (d3-d5)
konane_not_move = '{ $text }' is geen Konane-zet: schrijf een veld om leeg te maken (d5) of een sprong van-naar (d3-d5)
konane_not_square = '{ $text }' is geen veld: lijnen a-h, rijen 1-8 (schrijf een veld om leeg te maken (d5) of een sprong van-naar (d3-d5))
konane_black_removal = de eerste zet van zwart neemt een steen weg van a8, h1, d5 of e4
konane_white_removal = wit neemt een steen weg naast het lege veld: { $squares }
konane_removal_over = stenen worden alleen in de opening weggenomen; elke zet is nu een sprong, geschreven van-naar zoals d3-d5
konane_not_yours = op { $square } staat geen steen van jou
konane_no_step = { $from }-{ $to } beweegt niet: een sprong landt voorbij de steen die hij slaat
konane_diagonal = diagonale sprongen zijn niet toegestaan
konane_turn = sprongen gaan in een rechte lijn; niet afbuigen
konane_odd_distance = { $from }-{ $to } is een oneven aantal velden: elke sprong gaat over één steen van de tegenstander naar het lege veld erachter, twee velden verder
konane_not_jump = geen sprong: { $from } staat niet naast een steen van de tegenstander ({ $over } is leeg)
konane_jump_stops = de sprong kan vanaf { $stop } niet verder: { $over } is leeg, geen steen van de tegenstander
konane_occupied = { $square } is niet leeg

konane_position_form = verwacht het bord, een spatie en wie aan zet is (b of w), bijvoorbeeld '{ $example }'
konane_side = wie aan zet is, is b of w, niet '{ $found }'
konane_ranks = verwacht 8 rijen gescheiden door '/', gevonden { $found }
konane_rank_char = rij { $rank }: '{ $found }' is geen b, w of cijfer 1-8
konane_rank_long = rij { $rank } heeft meer dan 8 velden
konane_rank_digits = rij { $rank }: twee cijfers achter elkaar; schrijf één cijfer voor een reeks lege velden
konane_rank_short = rij { $rank } heeft { $found ->
    [one] { $found } veld
   *[other] { $found } velden
}; elke rij heeft er 8
konane_white_colour = een witte steen op { $square }: de stenen van wit beginnen op de donkere velden en blijven daar
konane_black_colour = een zwarte steen op { $square }: de stenen van zwart beginnen op de lichte velden en blijven daar
konane_full_board = het bord is vol, dus zwart is aan zet: de eerste zet van zwart neemt een steen weg
konane_first_removal = het enige lege veld is { $square }, maar de eerste zet van zwart neemt een steen weg van a8, h1, d5 of e4
konane_white_after_removal = één leeg veld betekent dat zwart een steen heeft weggenomen, dus wit is aan zet
konane_two_removals = twee lege velden moeten de wegnames van de opening zijn (een van a8, h1, d5, e4 en een veld ernaast), niet { $first } en { $second }
konane_black_after_removals = na de twee wegnames van de opening is zwart aan zet
konane_white_count = wit heeft { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
}, maar de opening heeft er een van weggenomen
konane_black_count = zwart heeft { $count ->
    [one] { $count } steen
   *[other] { $count } stenen
}, maar de opening heeft er een van weggenomen
konane_white_unjumped = zwart heeft gesprongen (meer dan twee lege velden), maar wit heeft nog 31 stenen
konane_black_unjumped = zwart is aan zet na een sprong, dus wit heeft gesprongen, maar zwart heeft nog 31 stenen
