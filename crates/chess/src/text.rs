//! FEN in and out. Reading checks the syntax field by field first (so that the message names the
//! field that is wrong), then lets shakmaty decide whether the position is possible.

use ply_core::{Message, PositionError, msg};
use shakmaty::{
    CastlingMode, EnPassantMode, PositionErrorKinds,
    fen::{Fen, ParseFenError},
};

/// Writes the position as FEN, with the en-passant square only when the capture is legal.
pub fn write(pos: &shakmaty::Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// Reads a FEN: four to six fields (the move counters default to `0 1`).
pub fn read(text: &str) -> Result<shakmaty::Chess, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    check_syntax(&fields)?;
    let fen = Fen::from_ascii(fields.join(" ").as_bytes()).map_err(syntax_error)?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| PositionError::new(impossible(e.kinds())))
}

fn check_syntax(fields: &[&str]) -> Result<(), PositionError> {
    if fields.is_empty() {
        return Err(PositionError::new(msg!("fen_empty")));
    }
    if fields.len() < 4 || fields.len() > 6 {
        return Err(PositionError::new(msg!("fen_fields", found = fields.len())));
    }
    check_board(fields[0])?;
    if !matches!(fields[1], "w" | "b") {
        return Err(PositionError::new(msg!("fen_side", found = fields[1])));
    }
    check_castling(fields[2])?;
    check_en_passant(fields[3])?;
    if let Some(clock) = fields.get(4) {
        clock
            .parse::<u32>()
            .map_err(|_| PositionError::new(msg!("fen_halfmove_clock", found = *clock)))?;
    }
    if let Some(number) = fields.get(5) {
        number
            .parse::<u32>()
            .map_err(|_| PositionError::new(msg!("fen_move_number", found = *number)))?;
    }
    Ok(())
}

fn check_board(board: &str) -> Result<(), PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::new(msg!("fen_ranks", found = ranks.len())));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let name = 8 - i;
        let mut squares = 0;
        for ch in rank.chars() {
            squares += match ch {
                '1'..='8' => ch as u32 - '0' as u32,
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => 1,
                _ => {
                    return Err(PositionError::new(msg!(
                        "fen_rank_char",
                        rank = name,
                        found = ch
                    )));
                }
            };
        }
        if squares != 8 {
            return Err(PositionError::new(msg!(
                "fen_rank_width",
                rank = name,
                text = *rank,
                squares = squares
            )));
        }
    }
    Ok(())
}

fn check_castling(castling: &str) -> Result<(), PositionError> {
    if castling == "-" {
        return Ok(());
    }
    let mut seen = String::new();
    for ch in castling.chars() {
        if !"KQkq".contains(ch) || seen.contains(ch) {
            return Err(PositionError::new(msg!("fen_castling", found = castling)));
        }
        seen.push(ch);
    }
    Ok(())
}

fn check_en_passant(ep: &str) -> Result<(), PositionError> {
    let bytes = ep.as_bytes();
    let ok = ep == "-"
        || (bytes.len() == 2
            && (b'a'..=b'h').contains(&bytes[0])
            && (bytes[1] == b'3' || bytes[1] == b'6'));
    if ok {
        Ok(())
    } else {
        Err(PositionError::new(msg!("fen_en_passant", found = ep)))
    }
}

fn syntax_error(e: ParseFenError) -> PositionError {
    PositionError::new(msg!("fen_unreadable", detail = e.to_string()))
}

/// The reasons shakmaty gives for an impossible position, as messages.
fn impossible(kinds: PositionErrorKinds) -> Message {
    const REASONS: [(PositionErrorKinds, &str); 9] = [
        (PositionErrorKinds::EMPTY_BOARD, "chess_empty_board"),
        (PositionErrorKinds::MISSING_KING, "chess_missing_king"),
        (PositionErrorKinds::TOO_MANY_KINGS, "chess_too_many_kings"),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            "chess_pawn_back_rank",
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            "chess_castling_rights",
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            "chess_en_passant_square",
        ),
        (PositionErrorKinds::OPPOSITE_CHECK, "chess_opposite_check"),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            "chess_impossible_check",
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            "chess_too_much_material",
        ),
    ];
    let mut found = REASONS
        .iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|&(_, code)| Message::new(code));
    match (found.next(), found.next()) {
        (None, _) => msg!("chess_impossible"),
        (Some(one), None) => one,
        (Some(first), Some(second)) => msg!("chess_two_reasons", first = first, second = second),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn start_position_round_trips() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(write(&read(start).unwrap()), start);
    }

    #[test]
    fn counters_default_to_zero_and_one() {
        let pos = read("4k3/8/8/8/8/8/8/4K3 b - -").unwrap();
        assert_eq!(write(&pos), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }

    #[test]
    fn syntax_errors_name_the_field() {
        assert_eq!(error(""), "invalid position: the FEN is empty");
        assert!(error("8/8/8 w - - 0 1").contains("8 ranks"));
        assert!(error("4k3/8/8/8/8/8/8/4K2 w - - 0 1").contains("rank 1 ('4K2') has 7 squares"));
        assert!(error("4k3/8/8/8/8/8/8/4X3 w - - 0 1").contains("'X' is not a piece"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 x - - 0 1").contains("'w' or 'b'"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w KK - 0 1").contains("castling rights"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w - e4 0 1").contains("en-passant field"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w - - x 1").contains("halfmove clock 'x'"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w - - 0 y").contains("move number 'y'"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w").contains("4 to 6 fields"));
    }

    #[test]
    fn impossible_positions_are_explained() {
        assert!(read("4k3/8/8/8/8/8/8/4K2r w - - 0 1").is_ok());
        assert_eq!(
            error("4k3/8/8/8/8/8/8/4K2r b - - 0 1"),
            "invalid position: the side not to move is in check"
        );
        assert!(error("8/8/8/8/8/8/8/4K3 w - - 0 1").contains("a king"));
        assert!(error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").contains("more than one king"));
        assert!(error("P3k3/8/8/8/8/8/8/4K3 w - - 0 1").contains("first or last rank"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("castling right"));
        assert!(error("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").contains("double pawn step"));
    }

    #[test]
    fn unusable_en_passant_square_is_dropped() {
        let pos = read("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1").unwrap();
        assert_eq!(write(&pos), "4k3/8/8/4p3/8/8/8/4K3 w - - 0 1");
        let pos = read("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
        assert_eq!(write(&pos), "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
    }
}
