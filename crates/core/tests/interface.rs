//! ARCHITECTURE.md's account of the game interface holds: each trait it names has as many items
//! as it says, over the supertraits it says.

const ARCHITECTURE: &str = include_str!("../../../ARCHITECTURE.md");

/// The files that declare the game interface's traits.
const SOURCES: [(&str, &str); 6] = [
    ("game.rs", include_str!("../src/game.rs")),
    ("verdict.rs", include_str!("../src/verdict.rs")),
    ("format.rs", include_str!("../src/format.rs")),
    ("diagram.rs", include_str!("../src/diagram.rs")),
    ("evaluate.rs", include_str!("../src/evaluate.rs")),
    ("search_hooks.rs", include_str!("../src/search_hooks.rs")),
];

/// The traits the game interface section describes.
const TRAITS: [&str; 10] = [
    "Game",
    "Verdict",
    "RecordFormat",
    "ToDiagram",
    "MoveEntry",
    "Evaluate",
    "Tactics",
    "Check",
    "History",
    "Oracle",
];

/// The trait's supertraits as declared and its items (associated types, constants and
/// functions), from the source.
fn declared(name: &str) -> (String, usize) {
    let header = format!("pub trait {name}: ");
    for (file, text) in SOURCES {
        let mut lines = text.lines().skip_while(|l| !l.starts_with(&header));
        let Some(first) = lines.next() else {
            continue;
        };
        let supers = first[header.len()..].trim_end_matches(" {").to_string();
        let items = lines
            .take_while(|l| *l != "}")
            .filter(|l| {
                ["    fn ", "    const ", "    type "]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .count();
        assert!(items > 0, "{file}: no items found in {name}");
        return (supers, items);
    }
    panic!("no file declares the trait {name}");
}

/// What the game interface section says of the trait: its supertraits, when it names them
/// (`` `Evaluate: Game + Tactics` ``), and its number of items (`(…, 6 items, …)`).
fn described(name: &str) -> (Option<String>, usize) {
    let start = ARCHITECTURE
        .find("## The game interface")
        .expect("ARCHITECTURE.md has a game interface section");
    let section = &ARCHITECTURE[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |i| i + 3)];
    for (at, _) in section.match_indices(&format!("`{name}")) {
        let rest = &section[at + 1 + name.len()..];
        let (supers, rest) = match rest.strip_prefix(": ") {
            Some(r) => {
                let end = r.find('`').expect("a closing backquote");
                (Some(r[..end].to_string()), &r[end + 1..])
            }
            None => match rest.strip_prefix('`') {
                Some(r) => (None, r),
                None => continue,
            },
        };
        let Some(paren) = rest.strip_prefix(" (") else {
            continue;
        };
        let paren = &paren[..paren.find(')').expect("a closing parenthesis")];
        let count = paren.split([',', '(']).find_map(|part| {
            let words: Vec<&str> = part.split_whitespace().collect();
            match words[..] {
                [n, "items" | "item"] => n.parse::<usize>().ok(),
                _ => None,
            }
        });
        if let Some(count) = count {
            return (supers, count);
        }
    }
    panic!("ARCHITECTURE.md's game interface section gives no item count for `{name}`");
}

#[test]
fn the_architecture_counts_each_traits_items_and_names_its_supertraits() {
    for name in TRAITS {
        let (supers, items) = declared(name);
        let (said_supers, said_items) = described(name);
        assert_eq!(
            said_items, items,
            "ARCHITECTURE.md says `{name}` has {said_items} items; its source declares {items}"
        );
        if let Some(said) = said_supers {
            assert_eq!(
                said, supers,
                "ARCHITECTURE.md says `{name}: {said}`; its source says `{name}: {supers}`"
            );
        }
    }
}
