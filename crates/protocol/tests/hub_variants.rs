//! Hub variant names: Scan's names and ply's game ids for every draughts game of the registry,
//! in `ply hub` (the server) and in the client that runs external Hub engines.

use std::{
    io::{BufRead, BufReader, Write},
    sync::{Arc, Mutex, atomic::AtomicBool},
};

use ply_core::Game;
use ply_games::{Limits, Think, registry};
use ply_protocol::hub::{self, HubVariant, Line, notation};

/// Every draughts game of the registry: the games whose rules have a `size` option.
/// The draughts games of the registry on the boards the Hub engine plays (all but the 12×12
/// board, whose positions are another type).
fn draughts_ids() -> Vec<&'static str> {
    registry()
        .iter()
        .filter(|g| {
            g.default_rules()
                .iter()
                .any(|(k, v)| *k == "size" && v != "12")
        })
        .map(|g| g.id())
        .collect()
}

#[test]
fn the_12x12_board_is_not_offered_over_hub() {
    let err = HubVariant::from_name("canadian").unwrap_err().to_string();
    assert!(err.contains("unknown variant 'canadian'"), "{err}");
    assert!(!HubVariant::names().contains(&"canadian"));
}

#[test]
fn scan_names_and_game_ids_name_the_same_variants() {
    for (scan, id) in [
        ("normal", "draughts"),
        ("bt", "breakthrough"),
        ("losing", "antidraughts"),
    ] {
        let by_name = HubVariant::from_name(scan).unwrap();
        assert_eq!(by_name.game_id(), id);
        assert_eq!(by_name.name(), scan);
        assert_eq!(HubVariant::from_name(id).unwrap(), by_name);
        assert_eq!(HubVariant::for_game(id), Some(by_name));
    }
    // Every draughts game of the registry has a Hub variant, named by its id or Scan's name,
    // whose rules are the game's.
    let ids = draughts_ids();
    assert!(ids.len() >= 11, "{ids:?}");
    for id in &ids {
        let variant = HubVariant::from_name(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(variant.game_id(), *id);
        assert_eq!(HubVariant::from_name(variant.name()).unwrap(), variant);
        let game = ply_games::find(id).unwrap();
        let start = game.new_game(&[], None).unwrap().position();
        assert_eq!(
            variant.read_ply(&start).unwrap().to_text(),
            start,
            "{id}: the start position"
        );
        assert_eq!(variant.position_to_ply(&variant.start()).unwrap(), start);
    }
    let all: Vec<&str> = HubVariant::all().iter().map(|v| v.game_id()).collect();
    assert_eq!(all.len(), ids.len());
    assert_eq!(all[0], "draughts", "normal comes first");
    for bad in ["chess", "kalah", "killer", "", "Normal"] {
        let err = HubVariant::from_name(bad).unwrap_err().0;
        assert!(
            err.contains("unknown variant") && err.contains("losing"),
            "{err}"
        );
    }
}

/// An output the test keeps a handle on.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs `ply hub` in-process with `input`; returns its output lines.
fn serve(input: &str) -> Vec<Line> {
    let out = Shared::default();
    let settings = ply_protocol::Settings {
        hash_mb: 1,
        level: ply_games::Level::MAX,
        ..Default::default()
    };
    hub::serve(input.as_bytes(), out.clone(), &settings).unwrap();
    let bytes = out.0.lock().unwrap().clone();
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .filter_map(|l| Line::parse(l).ok().flatten())
        .collect()
}

#[test]
fn ply_hub_plays_every_draughts_variant_by_either_name() {
    let declared = serve("hub\nquit\n");
    let values = declared
        .iter()
        .find(|l| l.command == "param" && l.get("name") == Some("variant"))
        .and_then(|l| l.get("values"))
        .unwrap()
        .to_string();
    let values: Vec<&str> = values.split_whitespace().collect();
    for variant in HubVariant::all() {
        assert!(values.contains(&variant.name()), "{values:?}");
        for name in [variant.name(), variant.game_id()] {
            let out = serve(&format!(
                "hub\nset-param name=variant value={name}\ninit\nlevel depth=1\ngo think\nquit\n"
            ));
            assert!(!out.iter().any(|l| l.command == "error"), "{name}: {out:?}");
            let done = out.iter().find(|l| l.command == "done").expect("done");
            let pos = variant.read_position(&variant.start()).unwrap();
            let mv = done.get("move").unwrap();
            assert!(notation::read_move(&pos, mv).is_ok(), "{name}: {mv}");
        }
    }
    let out = serve("hub\nset-param name=variant value=chess\nquit\n");
    let error = out.iter().find(|l| l.command == "error").expect("an error");
    assert!(
        error
            .get("message")
            .unwrap()
            .contains("unknown variant 'chess'")
    );
}

/// A Hub engine as a shell script that logs what it is sent and offers `values`.
fn fake_engine(dir: &std::path::Path, values: &str) -> (String, std::path::PathBuf) {
    let log = dir.join("log");
    let script = dir.join("engine");
    let mut f = std::fs::File::create(&script).unwrap();
    write!(
        f,
        "#!/bin/sh\nwhile read -r line; do\n  echo \"$line\" >> '{}'\n  case \"$line\" in\n    \
         hub) echo 'id name=fake'; echo 'param name=variant value=normal type=enum \
         values=\"{values}\"'; echo wait;;\n    init) echo ready;;\n    go*) echo 'done \
         move=nonsense';;\n    quit) exit 0;;\n  esac\ndone\n",
        log.display()
    )
    .unwrap();
    drop(f);
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    (script.to_str().unwrap().to_string(), log)
}

fn sent(log: &std::path::Path) -> Vec<String> {
    BufReader::new(std::fs::File::open(log).unwrap())
        .lines()
        .map(Result::unwrap)
        .collect()
}

#[test]
fn the_client_tells_the_engine_its_variant() {
    for (game, wanted) in [
        ("draughts", "normal"),
        ("antidraughts", "losing"),
        ("breakthrough", "bt"),
        ("russian", "russian"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (script, log) = fake_engine(dir.path(), "normal bt losing russian");
        let engine = hub::spawn(&script, &[], game).unwrap_or_else(|e| panic!("{game}: {e}"));
        drop(engine);
        let lines = sent(&log);
        let set = format!("set-param name=variant value={wanted}");
        let at = lines.iter().position(|l| *l == set);
        let init = lines.iter().position(|l| l == "init");
        assert!(
            matches!((at, init), (Some(a), Some(i)) if a < i),
            "{game}: {lines:?}"
        );
    }
    // A variant the engine does not offer is refused before any game.
    let dir = tempfile::tempdir().unwrap();
    let (script, _) = fake_engine(dir.path(), "normal bt");
    let err = hub::spawn(&script, &[], "pool").err().expect("refused");
    assert!(err.to_string().contains("variant=pool"), "{err}");
    // The client reads the engine's moves under the variant: a move it cannot read is an error,
    // not a panic.
    let (script, _) = fake_engine(dir.path(), "normal russian");
    let mut engine = hub::spawn(&script, &[], "russian").unwrap();
    let record = ply_games::find("russian")
        .unwrap()
        .new_game(&[], None)
        .unwrap();
    let think = Think {
        limits: Limits::depth(1),
        ..Think::default()
    };
    let result = engine.think(
        record.as_ref(),
        &think,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert!(result.is_err());
}
