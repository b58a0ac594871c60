//! Finds every catalog under `locales/LANG/AREA.ftl` and writes the table that embeds them, so
//! that a new language or area is a new file and no code.

use std::{env, fs, path::Path};

fn main() {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<(String, Vec<(String, String)>)> = Vec::new();
    let mut dirs: Vec<_> = fs::read_dir(&root).unwrap().flatten().collect();
    dirs.sort_by_key(|d| d.file_name());
    for dir in dirs.iter().filter(|d| d.path().is_dir()) {
        println!("cargo:rerun-if-changed={}", dir.path().display());
        let mut files: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        files.sort_by_key(|f| f.file_name());
        let mut areas = Vec::new();
        for file in files {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", path.display());
                let area = path.file_stem().unwrap().to_string_lossy().into_owned();
                areas.push((area, path.display().to_string()));
            }
        }
        languages.push((dir.file_name().to_string_lossy().into_owned(), areas));
    }
    let mut out = String::from("pub(crate) static CATALOGS: &[(&str, &[(&str, &str)])] = &[\n");
    for (lang, areas) in &languages {
        out.push_str(&format!("    ({lang:?}, &[\n"));
        for (area, path) in areas {
            out.push_str(&format!("        ({area:?}, include_str!({path:?})),\n"));
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("catalogs.rs"),
        out,
    )
    .unwrap();
}
