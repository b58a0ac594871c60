# Puzzels: `ply puzzles generate`, en de puzzel-API van de server.

puzzles_counts = --games, --nodes en --count moeten minstens 1 zijn
puzzles_read = { $path } kan niet gelezen worden: { $error }
puzzles_written = { $count ->
    [one] 1 puzzel
   *[other] { $count } puzzels
} uit { $positions } stellingen geschreven naar { $path }
puzzles_no_game = er zijn geen puzzels van { $game }; er zijn puzzels van { $known }
puzzle_not_found = er is geen puzzel { $id }
puzzle_bad_rating = de gestuurde puzzelrating is er geen die deze server geeft: een rating van 0 tot 4000, een RD van 45 tot 350 en een volatiliteit tussen 0 en 1
puzzle_rating_kept = de puzzelrating van een ingelogde speler houdt de server bij: stuur de uitslag zonder rating

## `ply puzzles check`, en waarom een puzzel zijn controle niet doorstaat.

puzzles_checked = { $game }: { $count ->
    [one] 1 puzzel gecontroleerd
   *[other] { $count } puzzels gecontroleerd
}, { $failed } afgekeurd; de eindspeldatabanken of de oplosser bereikten er { $reached }, in { $positions } van de stellingen waarin de oplosser zet
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 puzzel doorstaat zijn controle niet
   *[other] { $count } puzzels doorstaan hun controle niet
}
puzzles_refused = { $count ->
    [one] 1 puzzel die de zoektocht vond werd geweigerd
   *[other] { $count } puzzels die de zoektocht vond werden geweigerd
}: de eindspeldatabanken of de oplosser spreken hun zetten tegen
puzzle_check_game = onbekend spel { $game }
puzzle_check_position = de stelling: { $error }
puzzle_check_over = de stelling is afgelopen
puzzle_check_move = zet { $number } '{ $text }' van de oplossing is niet toegestaan
puzzle_check_reply = de oplossing eindigt met een antwoord, niet met een zet van de oplosser
puzzle_check_not_only = de enige winnende zet volgens de diepere zoektocht is { $found }, niet die van de oplossing
puzzle_check_no_winner = volgens de diepere zoektocht wint geen enkele zet alleen
puzzle_check_tables_none = de eindspeldatabanken spreken zet { $number } van de oplossing tegen: geen zet wint
puzzle_check_tables = de eindspeldatabanken spreken zet { $number } van de oplossing tegen; winnende zetten: { $moves }
puzzle_check_solver = de oplosser spreekt zet { $number } van de oplossing tegen; de eindverschillen van de zetten: { $margins }

## De puzzels van de pagina (/puzzles).

page-puzzles = Puzzels
page-puzzles-game = Spel van de puzzels
page-puzzle-find = vind de zet die wint voor { $side }
page-puzzle-over = Puzzel afgelopen
page-puzzle-right = Goed. Ga door.
page-puzzle-wrong = Fout: { $move } is niet de zet.
page-puzzle-solved = Opgelost!
page-puzzle-show = Toon de oplossing
page-puzzle-next = Volgende puzzel
page-puzzle-solution = Oplossing: { $moves }
page-puzzle-rating = Rating van de puzzel: { $rating }
page-puzzle-your-rating = Jouw puzzelrating: { $rating }
page-puzzle-change = Ratingverschil: { $diff }
page-puzzle-themes = Thema's: { $themes }
page-puzzle-source = Uit { $source }
page-puzzle-theme-capture-sequence = meerslag
page-puzzle-theme-sacrifice = offer
page-puzzle-theme-breakthrough = doorbraak
page-puzzle-theme-coup-turc = Turkse slag
page-puzzle-theme-check = schaak
page-puzzle-theme-promotion = promotie
page-puzzle-theme-one-move = één zet
page-puzzle-theme-win = winst
page-puzzle-theme-mate = mat
page-puzzle-theme-mate-in-1 = mat in 1
page-puzzle-theme-mate-in-2 = mat in 2
page-puzzle-theme-mate-in-3 = mat in 3
page-puzzle-theme-extra-turn = nog eens spelen
page-puzzle-theme-capture = slag
page-puzzle-theme-endgame = eindspel

## Oefenen op de spelregelpagina's: elke figuur die een zet toont, door de speler gedaan.

page-practise = Oefenen
page-practise-count = Oefening { $n } van { $count }
page-practise-task = { $side } is aan zet: doe de zet waar deze regel over gaat.
page-practise-right = Goed!
page-practise-other = { $move } mag hier, maar deze regel vraagt een andere zet. Probeer het opnieuw.
page-practise-next = Volgende oefening
page-practise-again = Opnieuw beginnen
page-practise-close = Oefenen sluiten
page-practise-done = Je hebt elke zet van deze pagina gedaan.
