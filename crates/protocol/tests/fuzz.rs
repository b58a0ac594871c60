//! Fuzzing that stays, for the protocol lines ply reads from other programs: Hub lines, UCI
//! `info` lines and positions, random and mutated from real ones. Nothing panics; a Hub line
//! that is read writes back to a line that reads the same.

use ply_core::Game;
use ply_protocol::{hub::Line, uci};
use proptest::prelude::*;

const HUB: &[&str] = &[
    "id name=Scan version=2.0 author=\"Fabien Letouzey\" country=France",
    "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"",
    "move move=32-28 ponder=19-23",
    "info depth=12 mean-depth=14.2 score=0.35 nodes=123456 time=0.51 nps=242000 pv=\"32-28 19-23\"",
    "pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23\"",
    "level depth=10",
    "error message=\"unknown command\"",
];

const UCI_INFO: &[&str] = &[
    "info depth 12 seldepth 18 multipv 1 score cp 35 nodes 123456 nps 242000 time 510 pv e2e4 e7e5 g1f3",
    "info depth 20 score mate -3 pv d1h5 g8f6",
    "info string NNUE evaluation using nn.nnue",
    "info depth 5 score cp 10 lowerbound nodes 99",
];

fn mutate(text: &str, cuts: &[(u8, usize, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(op, at, c) in cuts {
        let len = chars.len();
        let i = if len == 0 { 0 } else { at % len };
        match op % 4 {
            0 if len > 0 => {
                chars.remove(i);
            }
            1 => chars.insert(i.min(len), c),
            2 => chars.truncate(i),
            _ if len > 1 => chars.swap(i, (i + 1) % len),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn edit() -> impl Strategy<Value = (u8, usize, char)> {
    (
        any::<u8>(),
        any::<usize>(),
        prop::sample::select(vec![
            '"', '=', ' ', '-', 'x', '1', 'a', '\\', '\t', 'é', '\u{0}',
        ]),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn hub_lines_are_read_or_refused(
        pick in 0usize..HUB.len(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let text = mutate(HUB[pick], &edits);
        if let Ok(Some(line)) = Line::parse(&text) {
            let written = line.to_string();
            let again = Line::parse(&written).unwrap_or_else(|e| panic!("{text:?} -> {written:?}: {e}"));
            prop_assert_eq!(again.map(|l| l.to_string()), Some(written));
        }
    }

    #[test]
    fn uci_info_lines_are_read_or_ignored(
        pick in 0usize..UCI_INFO.len(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let pos = ply_chess::Chess::start(&ply_core::NoRules);
        let last = uci::search::empty_thought();
        let text = mutate(UCI_INFO[pick], &edits);
        let _ = uci::search::read_info(&text, &pos, &last);
    }

    #[test]
    fn uci_positions_are_read_or_refused(text in "\\PC{0,40}", moves in prop::collection::vec("[a-h1-8qnrbk ]{0,6}", 0..4)) {
        let _ = uci::notation::read_fen(&text);
        let start = ply_chess::Chess::start(&ply_core::NoRules).to_text();
        let _ = uci::notation::position_command(&start, &moves);
    }
}
