//! The glossary: per language and game family, the words not to use and the term to use
//! instead, and how each is recognised.

/// Which game a text speaks of. Shared texts (buttons, results, errors of every game) are
/// checked only against the terms wrong in every game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Family {
    Draughts,
    Chess,
    Konane,
    Kalah,
    Shared,
}

pub use Family::{Chess, Draughts, Kalah, Konane, Shared};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    Et,
    Ru,
}

/// How a forbidden word is recognised, on the lower-cased word.
pub enum Form {
    /// The word begins with one of these.
    Prefix(&'static [&'static str]),
    /// The word contains one of these (compounds: "nurgaruut", "malenupp").
    Contains(&'static [&'static str]),
    /// The word is one of these forms.
    Exact(&'static [&'static str]),
}

impl Form {
    pub fn matches(&self, word: &str) -> bool {
        match self {
            Form::Prefix(p) => p.iter().any(|p| word.starts_with(p)),
            Form::Contains(p) => p.iter().any(|p| word.contains(p)),
            Form::Exact(p) => p.contains(&word),
        }
    }
}

/// One glossary entry: words that must not be used (in the families listed; all if empty),
/// with the term to use instead.
pub struct Term {
    pub lang: Lang,
    pub families: &'static [Family],
    pub forbidden: Form,
    /// Words that, though matched, are innocent (prefixes of the lower-cased word).
    pub except: &'static [&'static str],
    /// If set, the forbidden word only counts right after a word matching this
    /// ("ettur muutub", "lühikesed kabed").
    pub after: Option<Form>,
    /// Neighbouring words (two either side) that make the word innocent ("tagasi võtta").
    pub unless_near: &'static [&'static str],
    /// Checked only in catalogs (a rules page may name the other word to explain it).
    pub catalogs_only: bool,
    pub instead: &'static str,
}

const fn term(
    lang: Lang,
    families: &'static [Family],
    forbidden: Form,
    instead: &'static str,
) -> Term {
    Term {
        lang,
        families,
        forbidden,
        except: &[],
        after: None,
        unless_near: &[],
        catalogs_only: false,
        instead,
    }
}

pub fn glossary() -> Vec<Term> {
    use Form::{Contains, Exact, Prefix};
    use Lang::{Et, Ru};
    vec![
        // Every game.
        term(
            Et,
            &[],
            Contains(&["lihtkivi", "lihtkive"]),
            "kivi (a man is a kivi)",
        ),
        term(Et, &[], Prefix(&["tamm"]), "kabe (a king is a kabe)"),
        term(Et, &[], Prefix(&["remii"]), "viik"),
        term(Et, &[], Contains(&["mitmiklöö", "mitmikhüp"]), "liitlöök"),
        // Draughts.
        term(
            Et,
            &[Draughts],
            Prefix(&["nupp", "nupu", "nupud", "nuppe"]),
            "kabend (a draughts piece is a kabend)",
        ),
        Term {
            except: &["ruudulis", "ruuduline", "ruudukuju"],
            ..term(
                Et,
                &[Draughts],
                Contains(&["ruut", "ruud"]),
                "väli (a square is a väli in draughts)",
            )
        },
        Term {
            unless_near: &[
                "tagasi",
                "vastu",
                "üle",
                "kokku",
                "arvesse",
                "osa",
                "kasutusele",
                "ette",
            ],
            ..term(
                Et,
                &[Draughts],
                Exact(&[
                    "võtma",
                    "võtta",
                    "võtab",
                    "võtavad",
                    "võtan",
                    "võtad",
                    "võtame",
                    "võtate",
                    "võttis",
                    "võtsid",
                    "võtnud",
                    "võetud",
                    "võetakse",
                    "võeti",
                    "võetav",
                    "võetavad",
                    "võetava",
                    "võtmine",
                    "võtmise",
                    "võtmisel",
                    "võtmist",
                    "võtmiseks",
                    "võttes",
                    "võtaks",
                ]),
                "lööma/löömine (a capture), eemaldama (off the board)",
            )
        },
        term(
            Et,
            &[Draughts],
            Prefix(&["enamus"]),
            "suurima arvu kabendite löömine",
        ),
        Term {
            after: Some(Prefix(&["lühike", "lühikes"])),
            ..term(
                Et,
                &[Draughts],
                Prefix(&["kabe"]),
                "kabe käib ühe välja võrra",
            )
        },
        // Chess.
        term(
            Et,
            &[Chess],
            Prefix(&["nupp", "nupu", "nupud", "nuppe", "malenup"]),
            "malend (a chess piece is a malend)",
        ),
        term(
            Et,
            &[Chess, Konane],
            Exact(&[
                "väli",
                "väljal",
                "väljale",
                "väljalt",
                "väljad",
                "väljade",
                "väljadel",
                "väljadele",
                "väljadelt",
                "välju",
                "väljaga",
            ]),
            "ruut (a square is a ruut in chess, and in Konane on its chessboard)",
        ),
        term(Et, &[Chess], Prefix(&["möödaminnes"]), "möödudes"),
        Term {
            after: Some(Prefix(&["ettur"])),
            ..term(Et, &[Chess], Prefix(&["muutu"]), "muunduma (ettur muundub)")
        },
        term(Et, &[Chess], Prefix(&["kuninganna"]), "lipp"),
        term(Et, &[Chess], Prefix(&["šahh"]), "tuli"),
        // Konane.
        term(
            Et,
            &[Konane],
            Prefix(&["kivi", "kive", "kabend"]),
            "nupp (a Konane piece is a nupp)",
        ),
        // Kalah.
        term(
            Et,
            &[Kalah],
            Prefix(&["kivi", "kive", "kabend", "nupp", "nupu"]),
            "seeme",
        ),
        term(
            Et,
            &[Kalah],
            Exact(&["auk", "augu", "auku", "augud", "auke"]),
            "lohk",
        ),
        // Russian Kalah, in the leaflet's words.
        term(Ru, &[Kalah], Prefix(&["лунк", "лунок"]), "лоток"),
        term(Ru, &[Kalah], Prefix(&["камен", "камн", "камеш"]), "боб"),
        Term {
            catalogs_only: true,
            ..term(Ru, &[Kalah], Prefix(&["калах"]), "выигрышный лоток")
        },
    ]
}

/// Nationality adjectives: lower case before a game's name ("itaalia kabe"), unless they
/// begin a sentence.
pub const NATIONALITIES: &[&str] = &[
    "itaalia",
    "hispaania",
    "türgi",
    "friisi",
    "brasiilia",
    "ameerika",
    "kanada",
    "vene",
    "inglise",
    "tšehhi",
    "eesti",
    "havai",
];
pub const GAME_WORDS: &[&str] = &["kabe", "pool", "male", "reegl", "laud", "laua", "dama"];
