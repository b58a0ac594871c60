# Aufgaben: `ply puzzles generate` und die Aufgaben-API des Servers.

puzzles_counts = --games, --nodes und --count müssen mindestens 1 sein
puzzles_read = { $path } kann nicht gelesen werden: { $error }
puzzles_written = { $count ->
    [one] 1 Aufgabe
   *[other] { $count } Aufgaben
} aus { $positions } Stellungen nach { $path } geschrieben
puzzles_no_game = es gibt keine Aufgaben für { $game }; Aufgaben gibt es für { $known }
puzzle_not_found = es gibt keine Aufgabe { $id }
puzzle_bad_rating = die gesendete Aufgabenwertung ist keine, die dieser Server vergibt: eine Wertung von 0 bis 4000, eine RD von 45 bis 350 und eine Volatilität zwischen 0 und 1
puzzle_rating_kept = die Aufgabenwertung eines angemeldeten Spielers führt der Server: sende das Ergebnis ohne Wertung

## `ply puzzles check`, und warum eine Aufgabe ihre Prüfung nicht besteht.

puzzles_checked = { $game }: { $count ->
    [one] 1 Aufgabe geprüft
   *[other] { $count } Aufgaben geprüft
}, { $failed } nicht bestanden; die Endspieldatenbanken oder der Löser erreichten { $reached } davon, in { $positions } der Stellungen, in denen der Lösende zieht
puzzles_check_failed = { $id } ({ $source }): { $reason }
puzzles_check_failures = { $count ->
    [one] 1 Aufgabe besteht ihre Prüfung nicht
   *[other] { $count } Aufgaben bestehen ihre Prüfung nicht
}
puzzles_refused = { $count ->
    [one] 1 von der Suche gefundene Aufgabe wurde abgelehnt
   *[other] { $count } von der Suche gefundene Aufgaben wurden abgelehnt
}: die Endspieldatenbanken oder der Löser widersprechen ihren Zügen
puzzle_check_game = unbekanntes Spiel { $game }
puzzle_check_position = die Stellung: { $error }
puzzle_check_over = die Stellung ist beendet
puzzle_check_move = Zug { $number } '{ $text }' der Lösung ist nicht erlaubt
puzzle_check_reply = die Lösung endet mit einer Antwort, nicht mit dem Zug des Lösenden
puzzle_check_not_only = der einzige gewinnende Zug nach der tieferen Suche ist { $found }, nicht der der Lösung
puzzle_check_no_winner = nach der tieferen Suche gewinnt kein einzelner Zug
puzzle_check_tables_none = die Endspieldatenbanken widersprechen Zug { $number } der Lösung: kein Zug gewinnt
puzzle_check_tables = die Endspieldatenbanken widersprechen Zug { $number } der Lösung; gewinnende Züge: { $moves }
puzzle_check_solver = der Löser widerspricht Zug { $number } der Lösung; die Endstände der Züge: { $margins }

## Die Aufgaben der Seite (/puzzles).

page-puzzles = Aufgaben
page-puzzles-game = Spiel der Aufgaben
page-puzzle-find = finde den Zug, der für { $side } gewinnt
page-puzzle-over = Aufgabe beendet
page-puzzle-right = Richtig. Weiter.
page-puzzle-wrong = Falsch: { $move } ist nicht der Zug.
page-puzzle-solved = Gelöst!
page-puzzle-show = Die Lösung zeigen
page-puzzle-next = Nächste Aufgabe
page-puzzle-solution = Lösung: { $moves }
page-puzzle-rating = Wertung der Aufgabe: { $rating }
page-puzzle-your-rating = Deine Aufgabenwertung: { $rating }
page-puzzle-change = Änderung der Wertung: { $diff }
page-puzzle-themes = Themen: { $themes }
page-puzzle-source = Aus { $source }
page-puzzle-theme-capture-sequence = Mehrfachschlag
page-puzzle-theme-sacrifice = Opfer
page-puzzle-theme-breakthrough = Durchbruch
page-puzzle-theme-coup-turc = türkischer Schlag
page-puzzle-theme-check = Schach
page-puzzle-theme-promotion = Umwandlung
page-puzzle-theme-one-move = ein Zug
page-puzzle-theme-win = Gewinn
page-puzzle-theme-mate = Matt
page-puzzle-theme-mate-in-1 = Matt in 1
page-puzzle-theme-mate-in-2 = Matt in 2
page-puzzle-theme-mate-in-3 = Matt in 3
page-puzzle-theme-extra-turn = noch einmal spielen
page-puzzle-theme-capture = Schlag
page-puzzle-theme-endgame = Endspiel

## Das Üben auf den Regelseiten: jede Figur, die einen Zug zeigt, vom Spieler gemacht.

page-practise = Üben
page-practise-count = Übung { $n } von { $count }
page-practise-task = am Zug: { $side }. Mach den Zug, um den es in dieser Regel geht.
page-practise-right = Richtig!
page-practise-other = { $move } ist hier erlaubt, aber diese Regel verlangt einen anderen Zug. Versuche es noch einmal.
page-practise-next = Nächste Übung
page-practise-again = Von vorn beginnen
page-practise-close = Das Üben schließen
page-practise-done = Du hast jeden Zug dieser Seite gemacht.
