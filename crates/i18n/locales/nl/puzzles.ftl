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
