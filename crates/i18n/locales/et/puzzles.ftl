# Ülesanded: `ply puzzles generate` ja serveri ülesannete API.

puzzles_counts = --games, --nodes ja --count peavad olema vähemalt 1
puzzles_read = faili { $path } ei saa lugeda: { $error }
puzzles_written = { $count ->
    [one] 1 ülesanne
   *[other] { $count } ülesannet
} { $positions } seisust kirjutatud faili { $path }
puzzles_no_game = mängus { $game } ülesandeid pole; ülesandeid on mängudes { $known }
puzzle_not_found = ülesannet { $id } pole
puzzle_bad_rating = saadetud ülesannete reiting pole selline, mida see server annab: reiting 0 kuni 4000, RD 45 kuni 350 ja volatiilsus 0 ja 1 vahel
puzzle_rating_kept = sisselogitud mängija ülesannete reitingut hoiab server: saada tulemus ilma reitinguta

## `ply puzzles check` ja miks ülesanne kontrolli ei läbi.

puzzles_checked = { $game }: { $count ->
    [one] 1 ülesanne kontrollitud
   *[other] { $count } ülesannet kontrollitud
}, { $failed } ei läbinud; lõppmängu andmebaasid või lahendaja jõudsid neist { $reached } ülesandeni, { $positions } seisus, kus lahendaja käib
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 ülesanne ei läbi kontrolli
   *[other] { $count } ülesannet ei läbi kontrolli
}
puzzles_refused = { $count ->
    [one] 1 otsingu leitud ülesanne lükati tagasi
   *[other] { $count } otsingu leitud ülesannet lükati tagasi
}: lõppmängu andmebaasid või lahendaja on nende käikudega vastuolus
puzzle_check_game = tundmatu mäng { $game }
puzzle_check_position = seis: { $error }
puzzle_check_over = seis on lõppenud
puzzle_check_move = lahenduse käik { $number } '{ $text }' pole lubatud
puzzle_check_reply = lahendus lõpeb vastase käiguga, mitte lahendaja käiguga
puzzle_check_not_only = sügavama otsingu järgi on ainus võitev käik { $found }, mitte lahenduse käik
puzzle_check_no_winner = sügavama otsingu järgi ei võida ükski üksik käik
puzzle_check_tables_none = lõppmängu andmebaasid on vastuolus lahenduse käiguga { $number }: ükski käik ei võida
puzzle_check_tables = lõppmängu andmebaasid on vastuolus lahenduse käiguga { $number }; võitvad käigud: { $moves }
puzzle_check_solver = lahendaja on vastuolus lahenduse käiguga { $number }; käikude lõplikud vahed: { $margins }

## Lehe ülesanded (/puzzles).

page-puzzles = Ülesanded
page-puzzles-game = Ülesannete mäng
page-puzzle-find = leia käik, millega { $side } võidab
page-puzzle-over = Ülesanne on läbi
page-puzzle-right = Õige. Jätka.
page-puzzle-wrong = Vale: { $move } pole see käik.
page-puzzle-solved = Lahendatud!
page-puzzle-show = Näita lahendust
page-puzzle-next = Järgmine ülesanne
page-puzzle-solution = Lahendus: { $moves }
page-puzzle-rating = Ülesande reiting: { $rating }
page-puzzle-your-rating = Sinu ülesannete reiting: { $rating }
page-puzzle-change = Reitingu muutus: { $diff }
page-puzzle-themes = Teemad: { $themes }
page-puzzle-source = Allikas: { $source }
page-puzzle-theme-capture-sequence = löökide jada
page-puzzle-theme-sacrifice = ohverdus
page-puzzle-theme-breakthrough = läbimurre
page-puzzle-theme-coup-turc = türgi löök
page-puzzle-theme-check = tuli
page-puzzle-theme-promotion = muundumine
page-puzzle-theme-one-move = üks käik
page-puzzle-theme-win = võit
page-puzzle-theme-mate = matt
page-puzzle-theme-mate-in-1 = matt ühe käiguga
page-puzzle-theme-mate-in-2 = matt kahe käiguga
page-puzzle-theme-mate-in-3 = matt kolme käiguga
page-puzzle-theme-extra-turn = lisakäik
page-puzzle-theme-capture = püüdmine
page-puzzle-theme-endgame = lõppmäng

## Reeglilehtede harjutused: iga joonis, mis näitab käiku, mängija enda käiguna.

page-practise = Harjuta
page-practise-count = Harjutus { $n }/{ $count }
page-practise-task = Käik: { $side }. Tee käik, millest see reegel räägib.
page-practise-right = Õige!
page-practise-other = { $move } on siin lubatud, kuid see reegel nõuab teist käiku. Proovi uuesti.
page-practise-next = Järgmine harjutus
page-practise-again = Alusta uuesti
page-practise-close = Lõpeta harjutamine
page-practise-done = Oled teinud kõik selle lehe käigud.
