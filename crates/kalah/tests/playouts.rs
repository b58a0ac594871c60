//! Property tests over random playouts: the shared conformance checks, record round-trips,
//! seed conservation, and every move compared with a plain one-seed-at-a-time model of the
//! rules written independently of the crate's arithmetic sowing.

use ply_core::{
    Game, RecordFormat, Rules, Side,
    testing::{SplitMix64, check_record_round_trip, random_playout},
};
use ply_kalah::{Kalah, KalahRules};
use proptest::prelude::*;

/// The board as a list of cells, sown seed by seed.
struct Model {
    cells: Vec<u32>,
    p: usize,
    south_to_move: bool,
    strict_capture: bool,
}

impl Model {
    fn from(pos: &Kalah) -> Model {
        Model {
            cells: pos.counts().iter().map(|&c| u32::from(c)).collect(),
            p: usize::from(pos.rules().pits()),
            south_to_move: pos.side_to_move() == Side::White,
            strict_capture: pos.rules().capture_needs_opposite_seeds(),
        }
    }

    fn play(&mut self, number: usize) {
        let p = self.p;
        let (own_first, own_store, their_store) = if self.south_to_move {
            (0, p, 2 * p + 1)
        } else {
            (p + 1, 2 * p + 1, p)
        };
        let mut at = own_first + number - 1;
        let mut hand = std::mem::take(&mut self.cells[at]);
        while hand > 0 {
            at = (at + 1) % self.cells.len();
            if at == their_store {
                continue;
            }
            self.cells[at] += 1;
            hand -= 1;
        }
        let again = at == own_store;
        let own_pit = (own_first..own_store).contains(&at);
        if own_pit && self.cells[at] == 1 {
            // Pit k (0-based from the mover's pit 1) faces the opponent's pit p-1-k.
            let k = at - own_first;
            let their_first = if self.south_to_move { p + 1 } else { 0 };
            let facing = their_first + (p - 1 - k);
            if !(self.strict_capture && self.cells[facing] == 0) {
                self.cells[own_store] += 1 + self.cells[facing];
                self.cells[at] = 0;
                self.cells[facing] = 0;
            }
        }
        if !again {
            self.south_to_move = !self.south_to_move;
        }
        let south: u32 = self.cells[..p].iter().sum();
        let north: u32 = self.cells[p + 1..2 * p + 1].iter().sum();
        if south == 0 || north == 0 {
            for i in 0..p {
                self.cells[p] += std::mem::take(&mut self.cells[i]);
                self.cells[2 * p + 1] += std::mem::take(&mut self.cells[p + 1 + i]);
            }
        }
    }

    fn text(&self) -> String {
        let counts: Vec<String> = self.cells.iter().map(u32::to_string).collect();
        let side = if self.south_to_move { "S" } else { "N" };
        format!("{} {side}", counts.join(","))
    }
}

fn rules(pits: u8, seeds: u8, strict: bool) -> KalahRules {
    let mut rules = KalahRules::new(pits, seeds).unwrap();
    rules
        .set("capture_needs_opposite_seeds", &strict.to_string())
        .unwrap();
    rules
}

/// A position with the seeds scattered at random over all cells (stores included).
fn scattered(rules: &KalahRules, seed: u64) -> Kalah {
    let mut rng = SplitMix64::new(seed);
    let n = 2 * usize::from(rules.pits()) + 2;
    let mut counts = vec![0u8; n];
    for _ in 0..rules.total_seeds() {
        // Favour a few pits so that big piles (and laps) occur.
        let cell = if rng.below(3) == 0 {
            rng.below(3)
        } else {
            rng.below(n)
        };
        counts[cell] += 1;
    }
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    Kalah::from_counts(rules, &counts, side).unwrap()
}

/// Random playout from `start`: conformance, record round-trip, seeds conserved, and each move
/// as the model plays it.
fn check_playout(start: &Kalah, rules: &KalahRules, seed: u64) {
    let record = random_playout(start, rules, seed, 300);
    check_record_round_trip(&record);
    let total = rules.total_seeds();
    for (pos, (&mv, next)) in record
        .positions()
        .iter()
        .zip(record.moves().iter().zip(&record.positions()[1..]))
    {
        let seeds: u32 = next.counts().iter().map(|&c| u32::from(c)).sum();
        assert_eq!(seeds, total, "{} after {}", pos.to_text(), mv.number());
        let mut model = Model::from(pos);
        model.play(usize::from(mv.number()));
        assert_eq!(
            next.to_text(),
            model.text(),
            "{} after {}",
            pos.to_text(),
            mv.number()
        );
    }
    let last = record.current();
    if last.is_finished() {
        assert_eq!(last.seeds_in_pits(), 0);
        assert!(record.outcome().is_some());
    }
}

const SIZES: [(u8, u8); 6] = [(6, 6), (6, 4), (4, 3), (3, 5), (1, 2), (8, 7)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn playouts_from_the_start(seed in any::<u64>(), size in 0..SIZES.len(), strict in any::<bool>()) {
        let (pits, seeds) = SIZES[size];
        let rules = rules(pits, seeds, strict);
        check_playout(&Kalah::start(&rules), &rules, seed);
    }

    #[test]
    fn playouts_from_scattered_positions(seed in any::<u64>(), size in 0..SIZES.len(), strict in any::<bool>()) {
        let (pits, seeds) = SIZES[size];
        let rules = rules(pits, seeds, strict);
        let start = scattered(&rules, seed);
        check_playout(&start, &rules, seed.rotate_left(17));
    }
}

#[test]
fn kalah_6_6_games_end_and_are_recorded() {
    let rules = KalahRules::default();
    for seed in 0..50 {
        let record = random_playout(&Kalah::start(&rules), &rules, seed, 1000);
        assert!(
            record.current().is_finished(),
            "game {seed} ends within 1000 plies"
        );
        check_record_round_trip(&record);
        let text = Kalah::write_record(&record);
        assert!(text.contains("[Termination \"pits_empty\"]"), "{text}");
    }
}
