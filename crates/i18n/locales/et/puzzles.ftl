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
