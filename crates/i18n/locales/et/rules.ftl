# Reeglite lehed.

rules-title = Reeglid
rules-new-game = Uus mäng
rules-try = Proovi arvuti vastu
rules-try-failed = Mängu ei saanud alustada:
rules-not-translated = Seda lehte pole veel sinu keelde kirjutatud; siin on see inglise keeles.
no_rules_page = mängul '{ $game }' pole reeglite lehte
rules_bad_diagram = reeglite joonist ei saa joonistada: { $detail }
