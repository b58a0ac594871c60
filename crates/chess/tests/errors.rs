//! Every message a player can get for a move or a position that cannot be played.

use ply_chess::Chess;
use ply_core::{Game, MoveErrorKind, NoRules};

fn pos(fen: &str) -> Chess {
    Chess::from_text(fen, &NoRules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The kind and message of the error for `text` in the position.
fn error(p: &Chess, text: &str) -> (MoveErrorKind, String) {
    let e = p
        .parse_move(text)
        .expect_err(&format!("{text} should be refused"));
    (e.kind, e.message().to_string())
}

fn illegal(message: &str) -> (MoveErrorKind, String) {
    (MoveErrorKind::Illegal, message.to_string())
}

#[test]
fn malformed_moves() {
    let p = Chess::default();
    for text in [
        "Nf9", "hello", "Zf3", "e", "e4e4e4", "Nf3=Q", "e8=K", "1. e4",
    ] {
        assert_eq!(error(&p, text).0, MoveErrorKind::Malformed, "{text}");
    }
    assert_eq!(
        error(&p, "hello").1,
        "'hello' is not a move: write SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)"
    );
    assert_eq!(error(&p, "").1, "no move given");
    assert_eq!(error(&p, "Nf3=Q").1, "only a pawn can promote");
    assert_eq!(
        error(&p, "e8=K").1,
        "a pawn promotes to a queen (Q), rook (R), bishop (B) or knight (N)"
    );
}

#[test]
fn the_king_would_be_in_check() {
    // The knight on e2 is pinned by the rook on e7.
    let p = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(error(&p, "Nc3"), illegal("the king would be in check"));
    assert_eq!(error(&p, "e2c3"), illegal("the king would be in check"));
    // The king may not step into the rook's file; nor stay in check.
    let p = pos("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    assert_eq!(error(&p, "Kf1"), illegal("the king would be in check"));
    let p = pos("4k3/8/8/8/8/8/P7/4K2r w - - 0 1");
    assert_eq!(error(&p, "a3"), illegal("the king would be in check"));
}

#[test]
fn no_piece_can_move_there() {
    let p = Chess::default();
    assert_eq!(error(&p, "Ne5"), illegal("no knight can move to e5"));
    assert_eq!(error(&p, "e5"), illegal("no pawn can move to e5"));
    assert_eq!(error(&p, "Bb5"), illegal("no bishop can move to b5"));
    assert_eq!(
        error(&p, "Nbd4"),
        illegal("no knight on the b-file can move to d4")
    );
    assert_eq!(
        error(&p, "N1h4"),
        illegal("no knight on rank 1 can move to h4")
    );
    assert_eq!(
        error(&p, "exd3"),
        illegal("no pawn on the e-file can move to d3")
    );
    assert_eq!(error(&p, "Ke2"), illegal("your own pawn stands on e2"));
}

#[test]
fn coordinate_moves_explain_the_from_square() {
    let p = Chess::default();
    assert_eq!(error(&p, "e3e4"), illegal("there is no piece on e3"));
    assert_eq!(
        error(&p, "e7e5"),
        illegal("the pawn on e7 is black's, and it is white's turn")
    );
    assert_eq!(
        error(&p, "g1g3"),
        illegal("the knight on g1 cannot move to g3")
    );
    assert_eq!(error(&p, "d1d2"), illegal("your own pawn stands on d2"));
}

#[test]
fn castling_is_not_allowed_here() {
    assert_eq!(
        error(&Chess::default(), "O-O"),
        illegal("castling is not allowed here: there are pieces between the king and the rook")
    );
    assert_eq!(
        error(&Chess::default(), "e1g1"),
        illegal("castling is not allowed here: there are pieces between the king and the rook")
    );
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(
        error(&p, "O-O-O"),
        illegal("castling is not allowed here: the king or that rook has already moved")
    );
}

#[test]
fn promotion_needs_the_piece() {
    let p = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        error(&p, "b8"),
        illegal("a pawn promotes on the last rank: say which piece (b8=Q)")
    );
    assert_eq!(
        error(&p, "b7b8"),
        illegal("a pawn promotes on the last rank: say which piece (b8=Q)")
    );
    let p = pos("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        error(&p, "bxc8"),
        illegal("a pawn promotes on the last rank: say which piece (bxc8=Q)")
    );
    assert_eq!(
        error(&Chess::default(), "e4=Q"),
        illegal("only a pawn reaching the last rank promotes")
    );
}

#[test]
fn ambiguous_moves_list_their_candidates() {
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(
        error(&p, "Nd2"),
        (
            MoveErrorKind::Ambiguous,
            "Nd2 is ambiguous: Nbd2 or Nfd2".to_string()
        )
    );
    assert!(p.parse_move("Nbd2").is_ok());
    assert!(p.parse_move("Nfd2").is_ok());
    let p = pos("6k1/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1");
    assert_eq!(error(&p, "Qd4+").1, "Qd4 is ambiguous: Q1d4, Qa4d4 or Qhd4");
}

#[test]
fn no_move_after_the_game_ends() {
    let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(
        error(&mate, "e4"),
        (
            MoveErrorKind::GameOver,
            "the game is over: checkmate".to_string()
        )
    );
}

#[test]
fn impossible_positions_are_refused_with_the_reason() {
    let message = |fen: &str| Chess::from_text(fen, &NoRules).unwrap_err().to_string();
    assert_eq!(
        message("4k3/8/8/8/8/8/8/4K2r b - - 0 1"),
        "invalid position: the side not to move is in check"
    );
    assert_eq!(
        message("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"),
        "invalid position: a FEN has 4 to 6 fields (board, side to move, castling, en passant, \
         halfmove clock, move number), not 7"
    );
    assert_eq!(
        message("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"),
        "invalid position: the en-passant square does not follow a double pawn step"
    );
    assert_eq!(
        message("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"),
        "invalid position: a castling right needs the king and that rook on their starting squares"
    );
    assert_eq!(
        message("4k3/8/8/8/8/8/NNNNNNNN/NNNNKNNN w - - 0 1"),
        "invalid position: more pieces than promotions can give"
    );
}
