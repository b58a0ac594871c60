//! UCI moves (`e2e4`, `e7e8q`, castling as the king's step `e1g1`) to and from ply's SAN, and a
//! ply chess record as a UCI `position` command.

use ply_chess::Chess;
use ply_core::{Game, NoRules};
use shakmaty::uci::UciMove;

use super::UciError;

/// The standard start position, which UCI writes as `startpos`.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Reads a chess position (FEN) as ply does.
///
/// # Errors
/// The FEN is malformed or the position impossible.
pub fn read_fen(fen: &str) -> Result<Chess, UciError> {
    Chess::from_text(fen, &NoRules).map_err(|e| UciError(format!("position '{fen}': {e}")))
}

/// Reads the UCI move `text` as a legal move in `pos`.
///
/// # Errors
/// The text is not a UCI move, or the move is not legal in `pos`.
pub fn read_move(pos: &Chess, text: &str) -> Result<shakmaty::Move, UciError> {
    let uci: UciMove = text
        .parse()
        .map_err(|_| UciError(format!("'{text}' is not a UCI move")))?;
    uci.to_move(pos.inner())
        .map_err(|_| UciError(format!("'{text}' is not a legal move in {}", pos.to_text())))
}

/// The UCI move `text` in ply's SAN, played in `pos`.
///
/// # Errors
/// As [`read_move`].
pub fn uci_to_san(pos: &Chess, text: &str) -> Result<String, UciError> {
    read_move(pos, text).map(|mv| pos.format_move(mv))
}

/// The SAN move `san` (as ply writes or reads it) in UCI notation.
///
/// # Errors
/// The move is not legal in `pos`.
pub fn san_to_uci(pos: &Chess, san: &str) -> Result<String, UciError> {
    pos.parse_move(san)
        .map(|mv| pos.uci(mv))
        .map_err(|e| UciError(format!("move {san}: {e}")))
}

/// A line of UCI moves from `pos` in SAN, up to the first move that is not legal.
pub fn line_to_san(pos: &Chess, moves: &[&str]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(moves.len());
    for text in moves {
        let Ok(mv) = read_move(&pos, text) else { break };
        out.push(pos.format_move(mv));
        pos.play(mv);
    }
    out
}

/// The `position` command for a game from `start` (FEN) through the SAN `moves`, and the
/// position reached.
///
/// # Errors
/// The start position or a move cannot be read.
pub fn position_command(start: &str, moves: &[String]) -> Result<(String, Chess), UciError> {
    let first = read_fen(start)?;
    let mut pos = first.clone();
    let mut uci = Vec::with_capacity(moves.len());
    for san in moves {
        let mv = pos
            .parse_move(san)
            .map_err(|e| UciError(format!("move {san}: {e}")))?;
        uci.push(pos.uci(mv));
        pos.play(mv);
    }
    let fen = first.to_text();
    let mut command = if fen == START_FEN {
        "position startpos".to_string()
    } else {
        format!("position fen {fen}")
    };
    if !uci.is_empty() {
        command.push_str(" moves ");
        command.push_str(&uci.join(" "));
    }
    Ok((command, pos))
}

/// The SAN `moves` played from `start` (FEN) in UCI notation, as lichess's APIs write them.
///
/// # Errors
/// The start position or a move cannot be read.
pub fn line_to_uci(start: &str, moves: &[String]) -> Result<Vec<String>, UciError> {
    let mut pos = read_fen(start)?;
    let mut uci = Vec::with_capacity(moves.len());
    for san in moves {
        let mv = pos
            .parse_move(san)
            .map_err(|e| UciError(format!("move {san}: {e}")))?;
        uci.push(pos.uci(mv));
        pos.play(mv);
    }
    Ok(uci)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn converts_moves_both_ways() {
        let start = Chess::default();
        assert_eq!(uci_to_san(&start, "g1f3").unwrap(), "Nf3");
        assert_eq!(san_to_uci(&start, "e4").unwrap(), "e2e4");
        assert!(uci_to_san(&start, "e2e5").is_err());
        assert!(uci_to_san(&start, "Nf3").is_err());
        let castle = read_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        assert_eq!(uci_to_san(&castle, "e1g1").unwrap(), "O-O");
        assert_eq!(uci_to_san(&castle, "e1c1").unwrap(), "O-O-O");
        assert_eq!(san_to_uci(&castle, "O-O").unwrap(), "e1g1");
        let line = ["e4", "e5", "Nf3"].map(String::from);
        assert_eq!(
            line_to_uci(START_FEN, &line).unwrap(),
            ["e2e4", "e7e5", "g1f3"]
        );
        assert!(line_to_uci(START_FEN, &["e5".to_string()]).is_err());
        let promote = read_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(uci_to_san(&promote, "e7e8q").unwrap(), "e8=Q");
        assert_eq!(uci_to_san(&promote, "e7e8n").unwrap(), "e8=N+");
        assert_eq!(
            line_to_san(&start, &["e2e4", "e7e5", "e1e3", "d2d4"]),
            ["e4", "e5"]
        );
    }

    #[test]
    fn writes_position_commands() {
        let moves = vec!["e4".to_string(), "e5".to_string(), "Nf3".to_string()];
        let (command, pos) = position_command(START_FEN, &moves).unwrap();
        assert_eq!(command, "position startpos moves e2e4 e7e5 g1f3");
        assert_eq!(pos.to_text().split(' ').nth(1), Some("b"));
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert_eq!(
            position_command(fen, &[]).unwrap().0,
            format!("position fen {fen}")
        );
        assert!(position_command(START_FEN, &["e5".to_string()]).is_err());
        assert!(position_command("nonsense", &[]).is_err());
    }
}
