//! The words of the box. The Estonian kabe leaflet, the FMJD rules in Estonian and the chess
//! leaflet fix the Estonian terms; the Kalah leaflet fixes the Russian ones. A small glossary
//! (the word to use → the words not to use, per game family) is checked against every Estonian
//! and Russian catalog message and every Estonian rules page (and the Russian Kalah page).
//!
//! Estonian inflects, so a term is matched by its stems and forms, and only in the family where
//! it is wrong: *nupp* is right for Konane and for a button, wrong for a draughts piece; *väli*
//! is right in draughts, *ruut* in chess; *võtma* is wrong for a draughts capture but right in
//! "tagasi võtma" (take back) and "vastu võtma" (accept).

mod sources;
mod terms;
mod words;

use std::{fs, path::Path};

use sources::{catalog_lines, message_family, page_family, page_lines, root, sorted_files};
use terms::{Chess, Draughts, Kalah, Konane, Lang, Shared};
use words::violations;

#[test]
fn the_catalogs_use_the_words_of_the_box() {
    let mut problems = Vec::new();
    for (code, lang) in [("et", Lang::Et), ("ru", Lang::Ru)] {
        for (file, line, id, text) in catalog_lines(code) {
            let family =
                message_family(Path::new(&file).file_stem().unwrap().to_str().unwrap(), &id);
            for (used, instead) in violations(&text, lang, family, true) {
                // The game's own name is "калах"; the store is not.
                if id == "game-kalah" && used == "калах" {
                    continue;
                }
                problems.push(format!("{file}:{line} {id}: '{used}' → {instead}"));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_rules_pages_use_the_words_of_the_box() {
    let mut problems = Vec::new();
    let mut pages = 0;
    for (code, lang) in [("et", Lang::Et), ("ru", Lang::Ru)] {
        let dir = root().join("docs/rules").join(code);
        for path in sorted_files(&dir) {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            // Of the Russian pages only Kalah's has a glossary here: the leaflet's words.
            if path.extension().is_none_or(|e| e != "md") || (lang == Lang::Ru && stem != "kalah") {
                continue;
            }
            pages += 1;
            let source = fs::read_to_string(&path).unwrap();
            for (line, text) in page_lines(&source) {
                for (used, instead) in violations(&text, lang, page_family(&stem), false) {
                    problems.push(format!(
                        "docs/rules/{code}/{stem}.md:{line}: '{used}' → {instead}"
                    ));
                }
            }
        }
    }
    assert!(pages >= 10, "only {pages} pages");
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The glossary finds what it should and nothing else.
#[test]
fn the_glossary_tells_forbidden_words_from_innocent_ones() {
    use Lang::{Et, Ru};
    let wrong = |line: &str, lang, family| {
        violations(line, lang, family, true)
            .into_iter()
            .map(|(used, _)| used)
            .collect::<Vec<_>>()
    };
    // Forbidden.
    for (line, lang, family, used) in [
        ("lihtkivid käivad ainult edasi", Et, Draughts, "lihtkivid"),
        ("valge lihtkiviks", Et, Shared, "lihtkiviks"),
        ("kivi saab tammiks", Et, Draughts, "tammiks"),
        ("löök, mis võtab rohkem kabesid", Et, Draughts, "võtab"),
        ("sellel ruudul pole kivi", Et, Draughts, "ruudul"),
        ("kivi jõuab nurgaruutu", Et, Draughts, "nurgaruutu"),
        ("väljal { $square } pole nuppu", Et, Chess, "väljal"),
        ("väljal { $square } pole nuppu", Et, Draughts, "nuppu"),
        ("möödaminnes löömine", Et, Chess, "möödaminnes"),
        ("Ettur muutub", Et, Chess, "muutub"),
        ("8×8: lühikesed kabed, must alustab", Et, Draughts, "kabed"),
        ("enamuse reegli järgi", Et, Draughts, "enamuse"),
        (
            "mängitakse nagu Itaalia kabet",
            Et,
            Draughts,
            "Itaalia kabet",
        ),
        ("musta esimene käik eemaldab kivi", Et, Konane, "kivi"),
        ("väljal { $square } pole sinu nuppu", Et, Konane, "väljal"),
    ] {
        assert!(
            wrong(line, lang, family).contains(&used.to_string()),
            "{line:?} ({family:?}) should find {used:?}: {:?}",
            wrong(line, lang, family)
        );
    }
    for (line, used) in [
        ("в каждой лунке должен быть хотя бы один камень", "лунке"),
        ("в каждой лунке должен быть хотя бы один камень", "камень"),
        ("у каждой стороны 6 лунок и калах", "калах"),
        ("{ $side } выигрывают (доказано)", "{ $side } выигрывают"),
    ] {
        assert!(
            wrong(line, Ru, Kalah).contains(&used.to_string()),
            "{line:?} should find {used:?}: {:?}",
            wrong(line, Ru, Kalah)
        );
    }
    // Innocent.
    for (line, lang, family) in [
        (
            "Palu vastaselt luba oma viimane käik tagasi võtta",
            Et,
            Draughts,
        ),
        ("teine võtab selle vastu", Et, Draughts),
        ("Käigu sisestamisel võtab ply vastu iga kuju", Et, Draughts),
        (
            "Rahvusvahelist kabet mängitakse 100-ruudulisel laual",
            Et,
            Draughts,
        ),
        ("väljal { $square } pole sinu kabendit", Et, Draughts),
        ("ruudul { $square } pole malendit", Et, Chess),
        ("Eemalda nupp", Et, Shared),
        ("Kalaha: nupp on Konane oma", Et, Konane),
        ("ruudul { $square } pole sinu nuppu", Et, Konane),
        ("Itaalia kabe on mängitud sajandeid.", Et, Draughts),
        ("mängitakse nagu itaalia kabet. Türgi kabes", Et, Draughts),
        ("Ettur muundub", Et, Chess),
        ("kabe käib ühe välja võrra", Et, Draughts),
        ("seis muutub", Et, Chess),
        ("{ $pits } lohku ja kalaha", Et, Kalah),
        ("у каждой стороны 6 лотков и выигрышный лоток", Ru, Kalah),
        ("Выигрыш: { $side } (доказано)", Ru, Kalah),
        ("камень на d5", Ru, Konane),
    ] {
        assert!(
            wrong(line, lang, family).is_empty(),
            "{line:?} ({family:?}) is innocent: {:?}",
            wrong(line, lang, family)
        );
    }
    // The calque only after "lühike"; the word alone is the king.
    assert!(wrong("kabe lööb edasi", Et, Draughts).is_empty());
    // A rules page may name the store "калах" to explain it; a catalog may not.
    assert!(violations("его калах", Ru, Kalah, false).is_empty());
}

/// Game names are words of a sentence ("mängu { $game } reeglid"): lower case, as the seed
/// writes "itaalia kabe"; only a proper name (Frysk!) keeps its capital.
#[test]
fn estonian_game_names_are_lower_case() {
    let names: Vec<_> = catalog_lines("et")
        .into_iter()
        .filter(|(_, _, id, _)| id.starts_with("game-") && id != "game-frysk")
        .collect();
    assert!(names.len() > 15);
    for (file, line, id, text) in names {
        assert!(
            !text.trim().starts_with(char::is_uppercase),
            "{file}:{line} {id}: '{}' → lower case",
            text.trim()
        );
    }
}
