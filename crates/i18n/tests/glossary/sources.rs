//! The texts checked: the lines of the catalogs and of the rules pages, and the game family
//! each speaks of.

use std::{
    fs,
    path::{Path, PathBuf},
};

use crate::terms::{Chess, Draughts, Family, Kalah, Konane, Shared};

/// The family of a catalog message, by its file and id.
pub fn message_family(area: &str, id: &str) -> Family {
    match area {
        "draughts" => return Draughts,
        "chess" => return Chess,
        "konane" => return Konane,
        "kalah" => return Kalah,
        _ => {}
    }
    for prefix in ["page-about-", "game-"] {
        if let Some(game) = id.strip_prefix(prefix) {
            return match game {
                "chess" => Chess,
                "konane" => Konane,
                "kalah" => Kalah,
                // "these rules": custom draughts rules, worded in every game's messages.
                "custom" => Shared,
                // Every other game is a draughts variant (the rows of `ply_draughts::PRESETS`).
                _ => Draughts,
            };
        }
    }
    if id.starts_with("page-piece-letter")
        || matches!(
            id,
            "page-piece-pawn"
                | "page-piece-knight"
                | "page-piece-bishop"
                | "page-piece-rook"
                | "page-piece-queen"
                | "page-piece-chess-king"
                | "page-promote-to"
                | "page-check"
                | "reason-checkmate"
                | "reason-stalemate"
                | "reason-insufficient_material"
                | "reason-fifty_moves"
        )
    {
        return Chess;
    }
    if matches!(
        id,
        "page-rule-pits"
            | "page-rule-seeds"
            | "page-rule-capture-needs-opposite-seeds"
            | "page-not-your-pit"
            | "page-editor-add-seed"
            | "page-editor-take-seed"
            | "reason-pits_empty"
    ) {
        return Kalah;
    }
    if id == "page-piece-stone" {
        return Konane;
    }
    if id.starts_with("page-rule-")
        || matches!(
            id,
            "page-piece-man"
                | "page-piece-king"
                | "page-editor-not-playable"
                | "set_up_unplayable"
                | "reason-no_pieces"
                | "reason-no_capture_moves"
                | "reason-king_moves"
                | "reason-sixteen_moves"
                | "reason-five_moves"
                | "reason-nothing_left"
                | "reason-crowned"
                | "reason-lone_pieces"
                | "reason-two_kings_one"
                | "reason-one_king_each"
        )
    {
        return Draughts;
    }
    Shared
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The files of a directory, in name order.
pub fn sorted_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    files
}

/// Every message line of a language's catalogs: (file, line number, id, text).
pub fn catalog_lines(lang: &str) -> Vec<(String, usize, String, String)> {
    let dir = root().join("crates/i18n/locales").join(lang);
    let mut out = Vec::new();
    for path in sorted_files(&dir) {
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let name = format!(
            "crates/i18n/locales/{lang}/{}",
            path.file_name().unwrap().to_string_lossy()
        );
        let source = fs::read_to_string(&path).unwrap();
        let mut id: Option<String> = None;
        for (n, line) in source.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                id = None;
                continue;
            }
            let text = if line.starts_with(char::is_whitespace) {
                line
            } else if let Some((key, value)) = line.split_once('=') {
                id = Some(key.trim().to_string());
                value
            } else {
                continue;
            };
            if let Some(id) = &id {
                out.push((name.clone(), n + 1, id.clone(), text.to_string()));
            }
        }
    }
    assert!(out.len() > 400, "{lang}: only {} message lines", out.len());
    out
}

/// Every prose line of a rules page: (line number, text). Fenced blocks count only for their
/// captions.
pub fn page_lines(source: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    for (n, line) in source.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            if let Some(caption) = line.strip_prefix("caption:") {
                out.push((n + 1, caption.to_string()));
            }
            continue;
        }
        out.push((n + 1, line.to_string()));
    }
    out
}

pub fn page_family(stem: &str) -> Family {
    match stem {
        "chess" => Chess,
        "konane" => Konane,
        "kalah" => Kalah,
        _ => Draughts,
    }
}
