//! One hand-set position per rule: special moves, the ends of the game and the draw rules.

use ply_chess::Chess;
use ply_core::{Game, NoRules, Outcome, Reason, Record, Side, Verdict};

fn pos(fen: &str) -> Chess {
    Chess::from_text(fen, &NoRules).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position after the moves.
fn after(fen: &str, moves: &[&str]) -> Chess {
    let mut p = pos(fen);
    for text in moves {
        let mv = p
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e}", p.to_text()));
        p.play(mv);
    }
    p
}

/// The legal moves in SAN, sorted.
fn moves(p: &Chess) -> Vec<String> {
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let mut texts: Vec<String> = list.into_iter().map(|m| p.format_move(m)).collect();
    texts.sort();
    texts
}

fn record(fen: &str) -> Record<Chess> {
    Record::from_position(NoRules, pos(fen))
}

const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn white_castles_on_both_sides() {
    assert_eq!(
        after(CASTLING, &["O-O"]).to_text(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    assert_eq!(
        after(CASTLING, &["O-O-O"]).to_text(),
        "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
    let castles: Vec<String> = moves(&pos(CASTLING))
        .into_iter()
        .filter(|m| m.starts_with('O'))
        .collect();
    assert_eq!(castles, ["O-O", "O-O-O"]);
}

#[test]
fn black_castles_on_both_sides() {
    assert_eq!(
        after(CASTLING, &["Kf1", "O-O"]).to_text(),
        "r4rk1/8/8/8/8/8/8/R4K1R w - - 2 2"
    );
    assert_eq!(
        after(CASTLING, &["Kf1", "O-O-O"]).to_text(),
        "2kr3r/8/8/8/8/8/8/R4K1R w - - 2 2"
    );
}

#[test]
fn castling_in_uci_is_the_king_step() {
    let p = pos(CASTLING);
    assert_eq!(p.parse_move("e1g1"), p.parse_move("O-O"));
    assert_eq!(p.parse_move("e1c1"), p.parse_move("O-O-O"));
    assert_eq!(p.parse_move("e1h1"), p.parse_move("O-O"));
    assert_eq!(p.parse_move("0-0"), p.parse_move("O-O"));
}

#[test]
fn castling_through_check_is_refused() {
    // The black rook on f2 attacks f1, which the king passes on the king's side.
    let p = pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    assert_eq!(
        p.parse_move("O-O").unwrap_err().message(),
        "castling is not allowed here: the king would pass through or land on an attacked square"
    );
    assert!(p.parse_move("O-O-O").is_ok());
    assert!(!moves(&p).contains(&"O-O".to_string()));
}

#[test]
fn castling_out_of_check_and_after_moving_is_refused() {
    let p = pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1");
    assert_eq!(
        p.parse_move("O-O-O").unwrap_err().message(),
        "castling is not allowed here: the king is in check"
    );
    let p = after(CASTLING, &["Kf1", "Kf8", "Ke1", "Ke8"]);
    assert_eq!(p.to_text(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
    assert_eq!(
        p.parse_move("O-O").unwrap_err().message(),
        "castling is not allowed here: the king or that rook has already moved"
    );
    let p = after(CASTLING, &["Rh2"]);
    assert!(p.to_text().contains(" Qkq "));
}

#[test]
fn en_passant_square_is_written_only_when_the_capture_is_legal() {
    let p = after("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", &["e4"]);
    assert_eq!(p.to_text(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(moves(&p), ["Kd7", "Kd8", "Ke7", "Kf7", "Kf8", "d3", "dxe3"]);
    let taken = after("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", &["e4", "dxe3"]);
    assert_eq!(taken.to_text(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    // No black pawn beside: no square.
    let p = after("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &["e4"]);
    assert_eq!(p.to_text(), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
}

#[test]
fn en_passant_into_a_pin_is_not_a_right() {
    // dxe3 would open the fourth rank to the rook on h4.
    let pinned = pos("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    assert_eq!(pinned.to_text(), "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    assert_eq!(
        pinned.hash(),
        pos("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").hash()
    );
    assert_eq!(
        pinned.parse_move("dxe3").unwrap_err().message(),
        "the king would be in check"
    );
    // Where the capture is legal, the right is part of the hash.
    let free = pos("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_ne!(free.hash(), pos("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").hash());
}

#[test]
fn promotion_to_each_piece() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    for (text, san, placed) in [
        ("b8=Q", "b8=Q+", "1Q2k3"),
        ("b8=R", "b8=R+", "1R2k3"),
        ("b8=B", "b8=B", "1B2k3"),
        ("b8=N", "b8=N", "1N2k3"),
    ] {
        let p = pos(fen);
        let mv = p.parse_move(text).unwrap();
        assert_eq!(p.format_move(mv), san);
        assert_eq!(
            after(fen, &[text]).to_text(),
            format!("{placed}/8/8/8/8/8/8/4K3 b - - 0 1")
        );
    }
    let p = pos(fen);
    assert_eq!(p.parse_move("b7b8n"), p.parse_move("b8=N"));
    assert_eq!(p.parse_move("b8N"), p.parse_move("b8=N"));
    assert_eq!(moves(&p).iter().filter(|m| m.starts_with("b8")).count(), 4);
}

#[test]
fn underpromotion_with_capture() {
    let fen = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let p = after(fen, &["bxa8=N"]);
    assert_eq!(p.to_text(), "N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    let p = pos(fen);
    assert_eq!(p.parse_move("b7a8r"), p.parse_move("bxa8=R+"));
}

#[test]
fn checkmate_wins() {
    let mut game = Record::<Chess>::new(NoRules);
    for m in ["f3", "e5", "g4"] {
        game.play_text(m).unwrap();
        assert_eq!(game.outcome(), None);
    }
    let mv = game.play_text("Qh4#").unwrap();
    assert_eq!(game.positions()[3].format_move(mv), "Qh4#");
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Black, ply_chess::reason::CHECKMATE))
    );
    assert!(moves(game.current()).is_empty());
    assert_eq!(game.result_text(), "0-1");
}

#[test]
fn stalemate_draws() {
    let p = after("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", &["Qf7"]);
    assert!(moves(&p).is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::draw(ply_chess::reason::STALEMATE))
    );
}

#[test]
fn threefold_repetition_draws_at_the_third_occurrence() {
    let mut game = Record::<Chess>::new(NoRules);
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for (ply, m) in shuffle.iter().chain(&shuffle).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {}", ply + 1);
        game.play_text(m).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::REPETITION)));
    assert!(game.play_text("Nf3").is_err());
}

#[test]
fn fifty_move_rule_draws_at_clock_100() {
    let mut game = record("r3k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    game.play_text("Ra2").unwrap();
    assert_eq!(game.current().halfmove_clock(), 99);
    assert_eq!(game.outcome(), None);
    game.play_text("Rb8").unwrap();
    assert_eq!(game.current().halfmove_clock(), 100);
    assert_eq!(
        game.outcome(),
        Some(Outcome::draw(ply_chess::reason::FIFTY_MOVES))
    );
    assert_eq!(
        pos("r3k3/8/8/8/8/8/8/R3K3 w - - 100 80").outcome(),
        Some(Outcome::draw(ply_chess::reason::FIFTY_MOVES))
    );
}

#[test]
fn capture_or_pawn_move_resets_the_clock() {
    let p = after("r3k3/8/8/8/8/8/P7/R3K3 b - - 99 80", &["Rxa2"]);
    assert_eq!(p.halfmove_clock(), 0);
    assert_eq!(p.outcome(), None);
    let p = after("r3k3/p7/8/8/8/8/8/R3K3 b - - 99 80", &["a6"]);
    assert_eq!(p.halfmove_clock(), 0);
}

#[test]
fn checkmate_beats_the_fifty_move_rule() {
    let p = after("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", &["Ra8#"]);
    assert_eq!(p.halfmove_clock(), 100);
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Side::White, ply_chess::reason::CHECKMATE))
    );
}

#[test]
fn a_side_with_mating_material_can_win_and_a_lone_king_cannot() {
    let p = pos("8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
    assert!(p.can_win(Side::White));
    assert!(!p.can_win(Side::Black));
    // King and knight against king and pawn: the knight's side can still mate (the pawn may
    // block its own king), the pawn's side too (it may promote).
    let p = pos("8/8/8/4k3/4p3/8/3NK3/8 w - - 0 1");
    assert!(p.can_win(Side::White) && p.can_win(Side::Black));
}

#[test]
fn insufficient_material_draws() {
    let draw = Some(Outcome::draw(ply_chess::reason::INSUFFICIENT_MATERIAL));
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",    // K v K
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",  // KB v K
        "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",  // KN v K
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", // KB v KB, both on dark squares
    ] {
        assert_eq!(pos(fen).outcome(), draw, "{fen}");
        assert!(
            !moves(&pos(fen)).is_empty(),
            "{fen}: moves remain for perft"
        );
    }
    for fen in [
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", // bishops on opposite colours
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",   // a pawn
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",    // a rook
    ] {
        assert_eq!(pos(fen).outcome(), None, "{fen}");
    }
    let mut game = record("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    game.play_text("Kxd2").unwrap();
    assert_eq!(game.outcome(), draw);
}

#[test]
fn san_and_uci_name_the_same_moves() {
    let p = Chess::default();
    for (san, uci) in [
        ("Nf3", "g1f3"),
        ("e4", "e2e4"),
        ("Nc3", "b1c3"),
        ("a3", "a2a3"),
    ] {
        let a = p.parse_move(san).unwrap();
        assert_eq!(Ok(a), p.parse_move(uci));
        assert_eq!(p.uci(a), uci);
    }
    assert_eq!(p.parse_move("Ng1f3"), p.parse_move("Nf3"));
    assert_eq!(p.parse_move("Ng1-f3"), p.parse_move("Nf3"));
    assert_eq!(p.parse_move("Nf3!?"), p.parse_move("Nf3"));
    assert_eq!(p.parse_move("  e4  "), p.parse_move("e4"));
    // The capture sign is not checked: the destination decides.
    assert_eq!(p.parse_move("Nxf3"), p.parse_move("Nf3"));
}

#[test]
fn start_position_has_twenty_moves() {
    assert_eq!(moves(&Chess::default()).len(), 20);
    assert_eq!(
        Chess::default().to_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(Chess::default().side_to_move(), Side::White);
}
