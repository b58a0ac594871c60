//! Databases on disk: built into a temporary directory, resumed, checked, and probed by search.

use std::{fs, sync::atomic::AtomicBool};

use ply_core::Game;
use ply_draughts::{Draughts, Variant};
use ply_egdb::{Event, Signature, Wdl, build, file, load, load_dir, verify};
use ply_search::{Limits, Proven, Searcher};

fn quiet(_: &Event) {}

#[test]
fn a_build_writes_every_signature_and_a_second_build_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let built = build(dir.path(), "kabe", 3, &mut quiet).unwrap();
    assert_eq!(built.len(), Signature::up_to(3).len());
    assert!(built.iter().all(|b| b.bytes > 0 && b.path.exists()));
    let mut kept = 0;
    let again = build(dir.path(), "kabe", 3, &mut |e| {
        if matches!(e, Event::Kept { .. }) {
            kept += 1;
        }
    })
    .unwrap();
    assert!(again.is_empty());
    assert_eq!(kept, built.len());
}

#[test]
fn an_interrupted_build_goes_on_and_a_damaged_file_is_built_again() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path(), "kabe", 3, &mut quiet).unwrap();
    let sig = Signature::new(1, 0, 0, 2);
    let damaged = file::path(dir.path(), "kabe", sig);
    let good = fs::read(&damaged).unwrap();
    // A flipped value: the checksum no longer matches.
    let mut bytes = good.clone();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    fs::write(&damaged, &bytes).unwrap();
    // A half-written file of another signature and a missing one.
    let gone = file::path(dir.path(), "kabe", Signature::new(0, 1, 0, 2));
    fs::remove_file(&gone).unwrap();
    fs::write(gone.with_extension("egdb.part"), b"PLYEGDB\n").unwrap();
    let mut unreadable = Vec::new();
    let rebuilt = build(dir.path(), "kabe", 3, &mut |e| {
        if let Event::Unreadable { error } = e {
            unreadable.push(error.to_string());
        }
    })
    .unwrap();
    let names: Vec<String> = rebuilt.iter().map(|b| b.signature.name()).collect();
    assert_eq!(names, ["0102", "1002"]);
    assert_eq!(unreadable.len(), 1);
    assert!(unreadable[0].contains("checksum"), "{unreadable:?}");
    assert_eq!(fs::read(&damaged).unwrap(), good);
}

#[test]
fn files_that_are_not_databases_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kabe-0101.egdb");
    fs::write(&path, b"hello, world: not a table").unwrap();
    let e = load(dir.path()).unwrap_err().to_string();
    assert!(e.contains("not an endgame database"), "{e}");
    fs::write(&path, b"PLYEGDB\n\x09\0\0\0").unwrap();
    let e = load(dir.path()).unwrap_err().to_string();
    assert!(e.contains("format version 9"), "{e}");
    let empty = tempfile::tempdir().unwrap();
    assert!(load(empty.path()).is_err());
    assert!(build(dir.path(), "chess", 3, &mut quiet).is_err());
    assert!(build(dir.path(), "antidraughts", 3, &mut quiet).is_err());
    assert!(build(dir.path(), "kabe", 1, &mut quiet).is_err());
}

#[test]
fn verify_accepts_built_databases_and_agrees_with_a_plain_search() {
    for game in ["kabe", "draughts"] {
        let dir = tempfile::tempdir().unwrap();
        build(dir.path(), game, 3, &mut quiet).unwrap();
        let report = verify(dir.path(), game, 60, 20_000, &mut quiet).unwrap();
        assert!(report.ok(), "{game}: {report:?}");
        assert_eq!(report.sampled, 60);
        // The search proves some of them, so the comparison means something.
        assert!(report.proven > 0, "{game}: {report:?}");
        assert!(report.counts.wins > 0 && report.counts.draws > 0 && report.counts.losses > 0);
    }
}

#[test]
fn verify_finds_a_value_that_contradicts_its_successors() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path(), "kabe", 2, &mut quiet).unwrap();
    // Rewrite one signature with every value a draw, under a valid checksum.
    let sig = Signature::new(0, 1, 1, 0);
    let path = file::path(dir.path(), "kabe", sig);
    let slice = file::read(&path).unwrap();
    let zeros = vec![0u8; slice.values.len()];
    file::write(dir.path(), "kabe", &Variant::kabe(), sig, &zeros).unwrap();
    let report = verify(dir.path(), "kabe", 0, 0, &mut quiet).unwrap();
    assert!(!report.ok());
    assert!(!report.contradictions.is_empty());
}

#[test]
fn search_reports_a_position_in_the_database_as_proven() {
    let dir = tempfile::tempdir().unwrap();
    build(dir.path(), "draughts", 3, &mut quiet).unwrap();
    let tables = load_dir(dir.path()).unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].complete_pieces(), 3);
    let context = ply_draughts::Context {
        tables: tables.clone(),
        ..Default::default()
    };
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::<Draughts, _>::with_context(4, context.clone());
    // The first position of each value without a capture pending, two kings against a man.
    let sig = Signature::new(0, 2, 1, 0);
    let mut moves = Vec::new();
    let mut seen = Vec::new();
    for entry in 0..2 * sig.positions(10) {
        let Some(pos) = tables[0].position(sig, entry) else {
            continue;
        };
        let value = tables[0].value(&pos).unwrap();
        pos.legal_moves(&mut moves);
        if seen.contains(&value) || moves.is_empty() || moves[0].is_capture() {
            continue;
        }
        seen.push(value);
        searcher.clear();
        let found = searcher.search(&pos, &[], &Limits::depth(6), &stop, &mut |_| {});
        let proven = match value {
            Wdl::Win => Proven::Win,
            Wdl::Draw => Proven::Draw,
            Wdl::Loss => Proven::Loss,
        };
        assert_eq!(found.proven, Some(proven), "{}", pos.to_text());
        assert_eq!(found.score, value.score());
        // The move given keeps the value.
        let mut after = pos;
        after.play(found.best_move.unwrap());
        assert_eq!(
            tables[0].value(&after).unwrap().flip(),
            value,
            "{}",
            pos.to_text()
        );
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
    // Under other rules of play (kabe) the tables are not asked.
    let kabe = Draughts::from_text("W:WK1:BK32", &Variant::kabe()).unwrap();
    let found = Searcher::<Draughts, _>::with_context(4, context).search(
        &kabe,
        &[],
        &Limits::depth(2),
        &stop,
        &mut |_| {},
    );
    assert_eq!(found.proven, None);
    // Without tables the search of the same position proves nothing at this depth.
    let pos = Draughts::from_text("W:WK1,K2:BK46", &Variant::international()).unwrap();
    let found =
        Searcher::<Draughts>::new(4).search(&pos, &[], &Limits::depth(2), &stop, &mut |_| {});
    assert_eq!(found.proven, None);
}
