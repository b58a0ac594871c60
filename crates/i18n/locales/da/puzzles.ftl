# Opgaver: `ply puzzles generate` og serverens opgave-API.

puzzles_counts = --games, --nodes og --count skal være mindst 1
puzzles_read = kan ikke læse { $path }: { $error }
puzzles_written = { $count ->
    [one] 1 opgave
   *[other] { $count } opgaver
} fra { $positions } stillinger skrevet til { $path }
puzzles_no_game = der er ingen opgaver i { $game }; der er opgaver i { $known }
puzzle_not_found = der er ingen opgave { $id }
puzzle_bad_rating = den sendte opgaverating er ikke en, denne server giver: en rating fra 0 til 4000, en RD fra 45 til 350 og en volatilitet mellem 0 og 1
puzzle_rating_kept = en indlogget spillers opgaverating holdes af serveren: send resultatet uden rating

## `ply puzzles check`, og hvorfor en opgave ikke består sit tjek.

puzzles_checked = { $game }: { $count ->
    [one] 1 opgave tjekket
   *[other] { $count } opgaver tjekket
}, { $failed } dumpede; slutspilsdatabaserne eller løseren nåede { $reached } af dem, i { $positions } af de stillinger hvor løseren trækker
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 opgave består ikke sit tjek
   *[other] { $count } opgaver består ikke deres tjek
}
puzzles_refused = { $count ->
    [one] 1 opgave som søgningen fandt blev afvist
   *[other] { $count } opgaver som søgningen fandt blev afvist
}: slutspilsdatabaserne eller løseren modsiger deres træk
puzzle_check_game = ukendt spil { $game }
puzzle_check_position = stillingen: { $error }
puzzle_check_over = stillingen er slut
puzzle_check_move = træk { $number } '{ $text }' i løsningen er ikke tilladt
puzzle_check_reply = løsningen ender med et svar, ikke med løserens træk
puzzle_check_not_only = det eneste vindende træk efter den dybere søgning er { $found }, ikke løsningens
puzzle_check_no_winner = efter den dybere søgning vinder intet enkelt træk
puzzle_check_tables_none = slutspilsdatabaserne modsiger træk { $number } i løsningen: intet træk vinder
puzzle_check_tables = slutspilsdatabaserne modsiger træk { $number } i løsningen; vindende træk: { $moves }
puzzle_check_solver = løseren modsiger træk { $number } i løsningen; trækkenes endelige forskelle: { $margins }

## Sidens opgaver (/puzzles).

page-puzzles = Opgaver
page-puzzles-game = Opgavernes spil
page-puzzle-find = find trækket, der vinder for { $side }
page-puzzle-over = Opgaven er slut
page-puzzle-right = Rigtigt. Fortsæt.
page-puzzle-wrong = Forkert: { $move } er ikke trækket.
page-puzzle-solved = Løst!
page-puzzle-show = Vis løsningen
page-puzzle-next = Næste opgave
page-puzzle-solution = Løsning: { $moves }
page-puzzle-rating = Opgavens rating: { $rating }
page-puzzle-your-rating = Din opgaverating: { $rating }
page-puzzle-change = Ændring af rating: { $diff }
page-puzzle-themes = Temaer: { $themes }
page-puzzle-source = Fra { $source }
page-puzzle-theme-capture-sequence = flerslag
page-puzzle-theme-sacrifice = offer
page-puzzle-theme-breakthrough = gennembrud
page-puzzle-theme-coup-turc = tyrkisk slag
page-puzzle-theme-check = skak
page-puzzle-theme-promotion = forvandling
page-puzzle-theme-one-move = ét træk
page-puzzle-theme-win = gevinst
page-puzzle-theme-mate = mat
page-puzzle-theme-mate-in-1 = mat i 1
page-puzzle-theme-mate-in-2 = mat i 2
page-puzzle-theme-mate-in-3 = mat i 3
page-puzzle-theme-extra-turn = ekstra træk
page-puzzle-theme-capture = slag
page-puzzle-theme-endgame = slutspil

## Øvelse på regelsiderne: hver figur, der viser et træk, lavet af spilleren.

page-practise = Øv
page-practise-count = Øvelse { $n } af { $count }
page-practise-task = { $side } er i trækket: lav det træk, denne regel handler om.
page-practise-right = Rigtigt!
page-practise-other = { $move } er lovligt her, men denne regel kræver et andet træk. Prøv igen.
page-practise-next = Næste øvelse
page-practise-again = Start forfra
page-practise-close = Luk øvelsen
page-practise-done = Du har lavet hvert træk på denne side.
