//! Hub's positions and moves, and their translation to and from ply's draughts notation.
//!
//! A Hub position is the side to move (`W` or `B`) and one letter per square in number order:
//! `w`/`b` a man, `W`/`B` a king, `e` empty. A Hub move is `32-28`, or for a capture the start,
//! the end and every captured square: `28x19x23` (no landing squares in between).

use std::collections::BTreeSet;

use ply_core::{Game, Side};
use ply_draughts::{Draughts, Move};

use super::HubError;

/// The draughts variants ply speaks Hub in, by their Hub `variant` name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HubVariant {
    /// International draughts, 10×10 (`normal`).
    Normal,
    /// Kabe, Estonian draughts, 8×8 (`kabe`).
    Kabe,
    /// Breakthrough: international rules, the first king wins (`bt`, as Scan names it).
    Breakthrough,
    /// Losing draughts, antidraughts: international rules, a side with no piece or no move
    /// wins (`losing`, as Scan names it).
    Losing,
    /// Frisian draughts: captures along rows and columns too (`frisian`, as Scan names it).
    Frisian,
}

impl HubVariant {
    /// Every variant, `normal` first.
    pub const ALL: [HubVariant; 5] = [
        HubVariant::Normal,
        HubVariant::Kabe,
        HubVariant::Breakthrough,
        HubVariant::Losing,
        HubVariant::Frisian,
    ];

    /// The variant of a Hub `variant` value.
    ///
    /// # Errors
    /// A name other than those of [`HubVariant::ALL`].
    pub fn from_name(name: &str) -> Result<HubVariant, HubError> {
        HubVariant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| {
                let known = HubVariant::ALL.map(HubVariant::name).join(", ");
                HubError(format!("unknown variant '{name}' (expected {known})"))
            })
    }

    /// The variant playing ply's game `game_id` (`draughts` or `kabe`).
    pub fn for_game(game_id: &str) -> Option<HubVariant> {
        HubVariant::ALL.into_iter().find(|v| v.game_id() == game_id)
    }

    /// The Hub name: `normal`, `kabe`, `bt`, `losing` or `frisian`.
    pub fn name(self) -> &'static str {
        match self {
            HubVariant::Normal => "normal",
            HubVariant::Kabe => "kabe",
            HubVariant::Breakthrough => "bt",
            HubVariant::Losing => "losing",
            HubVariant::Frisian => "frisian",
        }
    }

    /// ply's game id: `draughts`, `kabe`, `breakthrough`, `antidraughts` or `frisian`.
    pub fn game_id(self) -> &'static str {
        match self {
            HubVariant::Normal => "draughts",
            HubVariant::Kabe => "kabe",
            HubVariant::Breakthrough => "breakthrough",
            HubVariant::Losing => "antidraughts",
            HubVariant::Frisian => "frisian",
        }
    }

    /// ply's rules of the variant.
    pub fn rules(self) -> ply_draughts::Variant {
        match self {
            HubVariant::Normal => ply_draughts::Variant::international(),
            HubVariant::Kabe => ply_draughts::Variant::kabe(),
            HubVariant::Breakthrough => ply_draughts::Variant::breakthrough(),
            HubVariant::Losing => ply_draughts::Variant::antidraughts(),
            HubVariant::Frisian => ply_draughts::Variant::frisian(),
        }
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
    let mut pos = pos.clone();
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
    let mut pos = pos.clone();
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
        assert_eq!(HubVariant::Normal.start(), START);
        let pos = HubVariant::Normal.read_position(START).unwrap();
        assert_eq!(
            pos,
            Draughts::start(&ply_draughts::Variant::international())
        );
        let kabe = HubVariant::Kabe.start();
        assert_eq!(
            kabe,
            format!("W{}{}{}", "b".repeat(12), "e".repeat(8), "w".repeat(12))
        );
        let fen = "B:WK3,32:B10,K29";
        let hub = HubVariant::Kabe.position_from_ply(fen).unwrap();
        assert_eq!(hub.chars().nth(3), Some('W'));
        assert_eq!(hub.chars().nth(29), Some('B'));
        assert_eq!(hub.chars().next(), Some('B'));
        let back = HubVariant::Kabe.position_to_ply(&hub).unwrap();
        assert_eq!(back, HubVariant::Kabe.read_ply(fen).unwrap().to_text());
    }

    #[test]
    fn refuses_bad_positions() {
        for bad in [
            &START[1..],
            "X",
            "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwx",
        ] {
            assert!(HubVariant::Normal.read_position(bad).is_err(), "{bad}");
        }
        assert!(HubVariant::Kabe.read_position(START).is_err());
        assert!(HubVariant::from_name("killer").is_err());
        assert_eq!(HubVariant::from_name("kabe").unwrap(), HubVariant::Kabe);
        assert_eq!(HubVariant::for_game("draughts"), Some(HubVariant::Normal));
        assert_eq!(
            HubVariant::from_name("bt").unwrap().game_id(),
            "breakthrough"
        );
        assert_eq!(
            HubVariant::for_game("antidraughts"),
            Some(HubVariant::Losing)
        );
        let losing = HubVariant::Losing.read_position(START).unwrap();
        assert_eq!(
            losing.to_text(),
            HubVariant::Normal.read_position(START).unwrap().to_text()
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
