//! Bad input never panics: random texts as positions, moves and records.

use ply_core::{Game, RecordFormat};
use ply_draughts::{Draughts, Variant};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn position_texts(text in "[WBKwbk:,. 0-9-]{0,40}") {
        for rules in [Variant::kabe(), Variant::international()] {
            if let Ok(p) = Draughts::from_text(&text, &rules) {
                let again = Draughts::from_text(&p.to_text(), &rules).unwrap();
                prop_assert_eq!(again.to_text(), p.to_text());
            }
        }
    }

    #[test]
    fn move_texts(text in "[0-9xX -]{0,12}", fen in 0usize..3) {
        let rules = Variant::international();
        let fens = [
            "W:W31-50:B1-20",
            "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
            "W:WK46:B31,33,37,43",
        ];
        let p = Draughts::from_text(fens[fen], &rules).unwrap();
        if let Ok(mv) = p.parse_move(&text) {
            prop_assert_eq!(p.parse_move(&p.format_move(mv)).unwrap(), mv);
        }
    }

    #[test]
    fn records(body in "[0-9x. {}()*-]{0,40}") {
        let text = format!("[Event \"?\"]\n\n{body}");
        let _ = Draughts::read_record(&text, &Variant::kabe());
    }
}
