//! Embeds the rule book (`docs/rules/LANG/GAME.md`) for the rules pages: a new page is a new
//! file and no code.

use std::{env, fs, path::Path};

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").unwrap();
    let root = Path::new(&manifest).join("../../docs/rules");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut pages = Vec::new();
    if let Ok(dirs) = fs::read_dir(&root) {
        for dir in dirs.flatten().filter(|d| d.path().is_dir()) {
            println!("cargo:rerun-if-changed={}", dir.path().display());
            for file in fs::read_dir(dir.path()).unwrap().flatten() {
                let path = file.path();
                if path.extension().is_some_and(|e| e == "md") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let lang = dir.file_name().to_string_lossy().into_owned();
                    let game = path.file_stem().unwrap().to_string_lossy().into_owned();
                    pages.push((lang, game, path.canonicalize().unwrap()));
                }
            }
        }
    }
    pages.sort();
    let mut out = String::from("pub(crate) static PAGES: &[(&str, &str, &str)] = &[\n");
    for (lang, game, path) in pages {
        out.push_str(&format!(
            "    ({lang:?}, {game:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("rule_pages.rs"),
        out,
    )
    .unwrap();
}
