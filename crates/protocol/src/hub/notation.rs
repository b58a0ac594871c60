//! Hub's positions and moves, and their translation to and from ply's draughts notation.
//!
//! A Hub position is the side to move (`W` or `B`) and one letter per square in number order:
//! `w`/`b` a man, `W`/`B` a king, `e` empty. A Hub move is `32-28`, or for a capture the start,
//! the end and every captured square: `28x19x23` (no landing squares in between).

use std::collections::BTreeSet;

use ply_core::{Game, Side};
use ply_draughts::{Draughts, Move};

use super::HubError;

/// Scan's Hub names for the variants whose ply game id differs, as (Hub name, ply game id).
/// Every other draughts game of the registry goes by its game id (`kabe`, `russian`, …), and
/// every game id is accepted as well as Scan's name. Scan's `frisian` is ply's game id too.
const SCAN_NAMES: [(&str, &str); 3] = [
    ("normal", "draughts"),
    ("bt", "breakthrough"),
    ("losing", "antidraughts"),
];

/// A draughts variant ply speaks Hub in: a draughts game of the registry, named as Scan names
/// it where Scan plays it (`normal`, `bt`, `losing`) and by its game id otherwise.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HubVariant {
    game_id: &'static str,
    rules: ply_draughts::Variant,
}

impl HubVariant {
    /// International draughts (`normal`).
    pub const NORMAL: HubVariant = HubVariant {
        game_id: "draughts",
        rules: ply_draughts::Variant::international(),
    };
    /// Kabe, Estonian draughts, 8×8 (`kabe`).
    pub const KABE: HubVariant = HubVariant {
        game_id: "kabe",
        rules: ply_draughts::Variant::kabe(),
    };
    /// Breakthrough: international rules, the first king wins (`bt`).
    pub const BREAKTHROUGH: HubVariant = HubVariant {
        game_id: "breakthrough",
        rules: ply_draughts::Variant::breakthrough(),
    };
    /// Losing draughts, antidraughts: a side with no piece or no move wins (`losing`).
    pub const LOSING: HubVariant = HubVariant {
        game_id: "antidraughts",
        rules: ply_draughts::Variant::antidraughts(),
    };

    /// Every variant: the draughts games of the registry, `normal` first.
    pub fn all() -> Vec<HubVariant> {
        let mut all: Vec<HubVariant> = ply_games::registry()
            .iter()
            .filter_map(|g| HubVariant::for_game(g.id()))
            .collect();
        all.sort_by_key(|v| *v != HubVariant::NORMAL);
        all
    }

    /// Every name [`HubVariant::from_name`] accepts: the Hub names, then the game ids that
    /// differ from them.
    pub fn names() -> Vec<&'static str> {
        let all = HubVariant::all();
        let mut names: Vec<&str> = all.iter().map(|v| v.name()).collect();
        for v in &all {
            if !names.contains(&v.game_id) {
                names.push(v.game_id);
            }
        }
        names
    }

    /// The variant of a Hub `variant` value: Scan's name or ply's game id.
    ///
    /// # Errors
    /// A name that is neither.
    pub fn from_name(name: &str) -> Result<HubVariant, HubError> {
        let id = SCAN_NAMES
            .iter()
            .find(|(scan, _)| *scan == name)
            .map_or(name, |&(_, id)| id);
        HubVariant::for_game(id).ok_or_else(|| {
            let known = HubVariant::names().join(", ");
            HubError(format!("unknown variant '{name}' (expected {known})"))
        })
    }

    /// The variant playing ply's game `game_id`: any draughts game of the registry whose
    /// board fits the 64-bit position the Hub engine plays on (not the 12×12 board).
    pub fn for_game(game_id: &str) -> Option<HubVariant> {
        let game = ply_games::find(game_id).ok()?;
        let rules =
            ply_draughts::Variant::preset(game.id()).filter(ply_draughts::Draughts::plays)?;
        Some(HubVariant {
            game_id: game.id(),
            rules,
        })
    }

    /// The Hub name: Scan's (`normal`, `bt`, `losing`), or else the game id.
    pub fn name(self) -> &'static str {
        SCAN_NAMES
            .iter()
            .find(|(_, id)| *id == self.game_id)
            .map_or(self.game_id, |&(scan, _)| scan)
    }

    /// ply's game id: `draughts`, `kabe`, `breakthrough`, `antidraughts`, `russian`, …
    pub fn game_id(self) -> &'static str {
        self.game_id
    }

    /// ply's rules of the variant.
    pub fn rules(self) -> ply_draughts::Variant {
        self.rules
    }

    /// The start position in Hub form.
    pub fn start(self) -> String {
        position_of(&Draughts::start(&self.rules()))
    }

    /// A ply position text (PDN FEN) read under this variant's rules.
    ///
    /// # Errors
    /// The text is not a position of this variant.
    pub fn read_ply(self, fen: &str) -> Result<Draughts, HubError> {
        Draughts::from_text(fen, &self.rules()).map_err(|e| HubError(e.to_string()))
    }

    /// Reads a Hub position.
    ///
    /// # Errors
    /// A wrong length, side or square letter, or pieces that cannot stand there.
    pub fn read_position(self, hub: &str) -> Result<Draughts, HubError> {
        let squares = self.rules().squares() as usize;
        let letters: Vec<char> = hub.chars().collect();
        if letters.len() != squares + 1 {
            return Err(HubError(format!(
                "a {} position has {} letters (side to move and {squares} squares), not {}",
                self.name(),
                squares + 1,
                letters.len()
            )));
        }
        let side = match letters[0] {
            'W' | 'w' => 'W',
            'B' | 'b' => 'B',
            c => {
                return Err(HubError(format!("the side to move is W or B, not '{c}'")));
            }
        };
        let (mut white, mut black) = (Vec::new(), Vec::new());
        for (i, &c) in letters[1..].iter().enumerate() {
            let square = i + 1;
            match c {
                'w' => white.push(square.to_string()),
                'W' => white.push(format!("K{square}")),
                'b' => black.push(square.to_string()),
                'B' => black.push(format!("K{square}")),
                'e' => {}
                c => {
                    return Err(HubError(format!(
                        "square {square}: '{c}' is not w, b, W, B or e"
                    )));
                }
            }
        }
        let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
        self.read_ply(&fen)
    }

    /// A ply position text (PDN FEN) in Hub form.
    ///
    /// # Errors
    /// The text is not a position of this variant.
    pub fn position_from_ply(self, fen: &str) -> Result<String, HubError> {
        Ok(position_of(&self.read_ply(fen)?))
    }

    /// A Hub position as ply's position text.
    ///
    /// # Errors
    /// As [`HubVariant::read_position`].
    pub fn position_to_ply(self, hub: &str) -> Result<String, HubError> {
        Ok(self.read_position(hub)?.to_text())
    }
}

/// The Hub form of a position.
pub fn position_of(pos: &Draughts) -> String {
    let mut out = String::with_capacity(51);
    out.push(match pos.side_to_move() {
        Side::White => 'W',
        Side::Black => 'B',
    });
    for square in 1..=pos.variant().squares() {
        out.push(match pos.piece_at(square) {
            None => 'e',
            Some((Side::White, false)) => 'w',
            Some((Side::White, true)) => 'W',
            Some((Side::Black, false)) => 'b',
            Some((Side::Black, true)) => 'B',
        });
    }
    out
}

/// The Hub form of a move: `32-28`, or `28x19x23` (start, end, captured squares ascending).
pub fn write_move(mv: Move) -> String {
    if !mv.is_capture() {
        return format!("{}-{}", mv.from(), mv.to());
    }
    let mut out = format!("{}x{}", mv.from(), mv.to());
    for square in mv.captured() {
        out.push_str(&format!("x{square}"));
    }
    out
}

/// Reads a Hub move in `pos`: the legal move with its start, end and captured set (a capture
/// written without its captured squares is accepted when only one move fits).
///
/// # Errors
/// Bad syntax, a square off the board, or no or several legal moves that fit.
pub fn read_move(pos: &Draughts, text: &str) -> Result<Move, HubError> {
    let text = text.trim();
    let capture = text.contains('x');
    let separator = if capture { 'x' } else { '-' };
    let squares = pos.variant().squares();
    let numbers = text
        .split(separator)
        .map(|part| match part.parse::<u32>() {
            Ok(n) if (1..=squares).contains(&n) => Ok(n),
            _ => Err(HubError(format!(
                "move '{text}': '{part}' is not a square from 1 to {squares}"
            ))),
        })
        .collect::<Result<Vec<u32>, HubError>>()?;
    let (from, to, captured) = match numbers.as_slice() {
        [from, to, captured @ ..] if capture || captured.is_empty() => (*from, *to, captured),
        _ => {
            return Err(HubError(format!(
                "move '{text}': expected FROM-TO or FROMxTOxCAPTURED..."
            )));
        }
    };
    let wanted: BTreeSet<u32> = captured.iter().copied().collect();
    if wanted.len() != captured.len() {
        return Err(HubError(format!(
            "move '{text}': a captured square is listed twice"
        )));
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let fits: Vec<Move> = moves
        .into_iter()
        .filter(|mv| mv.from() == from && mv.to() == to)
        .filter(|mv| wanted.is_empty() || mv.captured().collect::<BTreeSet<u32>>() == wanted)
        .collect();
    match fits.as_slice() {
        [mv] => Ok(*mv),
        [] => {
            let why = pos
                .parse_move(&format!("{from}{separator}{to}"))
                .err()
                .map(|e| format!(": {e}"))
                .unwrap_or_default();
            Err(HubError(format!(
                "move '{text}' is not legal in this position{why}"
            )))
        }
        several => Err(HubError(format!(
            "move '{text}' is ambiguous: {}",
            several
                .iter()
                .map(|&mv| write_move(mv))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// Reads a move in ply's notation (as records write it) in `pos`; [`write_move`] gives its
/// Hub form.
///
/// # Errors
/// The move is not legal in `pos`.
pub fn from_ply_move(pos: &Draughts, text: &str) -> Result<Move, HubError> {
    pos.parse_move(text)
        .map_err(|e| HubError(format!("move '{text}': {e}")))
}

/// Hub moves from `pos` in ply's notation, each written in the position it is played in; the
/// line stops at the first move that is not legal.
pub fn line_to_ply(pos: &Draughts, hub_moves: &[&str]) -> Vec<String> {
    let mut pos = *pos;
    let mut out = Vec::new();
    for text in hub_moves {
        let Ok(mv) = read_move(&pos, text) else { break };
        out.push(pos.format_move(mv));
        pos.play(mv);
    }
    out
}

/// Moves in ply's notation from `pos` in Hub form; the line stops at the first move that is
/// not legal.
pub fn line_to_hub(pos: &Draughts, ply_moves: &[String]) -> Vec<String> {
    let mut pos = *pos;
    let mut out = Vec::new();
    for text in ply_moves {
        let Ok(mv) = pos.parse_move(text) else { break };
        out.push(write_move(mv));
        pos.play(mv);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

    #[test]
    fn positions_both_ways() {
        assert_eq!(HubVariant::NORMAL.start(), START);
        let pos = HubVariant::NORMAL.read_position(START).unwrap();
        assert_eq!(
            pos,
            Draughts::start(&ply_draughts::Variant::international())
        );
        let kabe = HubVariant::KABE.start();
        assert_eq!(
            kabe,
            format!("W{}{}{}", "b".repeat(12), "e".repeat(8), "w".repeat(12))
        );
        let fen = "B:WK3,32:B10,K29";
        let hub = HubVariant::KABE.position_from_ply(fen).unwrap();
        assert_eq!(hub.chars().nth(3), Some('W'));
        assert_eq!(hub.chars().nth(29), Some('B'));
        assert_eq!(hub.chars().next(), Some('B'));
        let back = HubVariant::KABE.position_to_ply(&hub).unwrap();
        assert_eq!(back, HubVariant::KABE.read_ply(fen).unwrap().to_text());
    }

    #[test]
    fn refuses_bad_positions() {
        for bad in [
            &START[1..],
            "X",
            "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwx",
        ] {
            assert!(HubVariant::NORMAL.read_position(bad).is_err(), "{bad}");
        }
        assert!(HubVariant::KABE.read_position(START).is_err());
        assert!(HubVariant::from_name("killer").is_err());
        assert_eq!(HubVariant::from_name("kabe").unwrap(), HubVariant::KABE);
        assert_eq!(HubVariant::for_game("draughts"), Some(HubVariant::NORMAL));
        assert_eq!(
            HubVariant::from_name("bt").unwrap().game_id(),
            "breakthrough"
        );
        assert_eq!(
            HubVariant::for_game("antidraughts"),
            Some(HubVariant::LOSING)
        );
        let losing = HubVariant::LOSING.read_position(START).unwrap();
        assert_eq!(
            losing.to_text(),
            HubVariant::NORMAL.read_position(START).unwrap().to_text()
        );
    }

    #[test]
    fn moves_both_ways() {
        let rules = ply_draughts::Variant::international();
        let pos = Draughts::from_text("W:W32:B18,27,28", &rules).unwrap();
        let mv = read_move(&pos, "32x12x28x18").unwrap();
        assert_eq!(write_move(mv), "32x12x18x28");
        assert_eq!(read_move(&pos, "32x12").unwrap(), mv);
        let err = read_move(&pos, "32x21x27").unwrap_err().0;
        assert!(
            err.contains("not legal") && err.contains("majority"),
            "{err}"
        );
        for bad in ["32x12x18x18", "32-", "0-5", "32-28-23", "a-b", "32x99"] {
            assert!(read_move(&pos, bad).is_err(), "{bad}");
        }
        let start = Draughts::start(&rules);
        let quiet = read_move(&start, "32-28").unwrap();
        assert_eq!(write_move(quiet), "32-28");
        assert!(read_move(&start, "32-23").is_err());
        let line = line_to_ply(&start, &["32-28", "19-23", "28x19", "14x23x19"]);
        assert_eq!(line.len(), 4);
        assert_eq!(
            line_to_hub(&start, &line),
            vec!["32-28", "19-23", "28x19x23", "14x23x19"]
        );
    }

    #[test]
    fn ambiguous_capture_without_captured_squares() {
        // The king on 2 has two captures with the same start and end.
        let rules = ply_draughts::Variant::international();
        let pos = Draughts::from_text("W:WK2:B13,21,23,44", &rules).unwrap();
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let twins: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                moves
                    .iter()
                    .any(|o| o != m && (o.from(), o.to()) == (m.from(), m.to()))
            })
            .collect();
        assert_eq!(twins.len(), 2);
        let short = format!("{}x{}", twins[0].from(), twins[0].to());
        let err = read_move(&pos, &short).unwrap_err().0;
        assert!(err.contains("ambiguous"), "{err}");
        for mv in moves {
            assert_eq!(read_move(&pos, &write_move(mv)).unwrap(), mv);
        }
    }
}
