//! Tie-breaks on two tournaments worked out by hand. The first has every kind of unplayed
//! round — pairing-allocated byes, a forfeit won and lost — so that the virtual opponents and
//! the opponents' adjusted scores are all exercised; the second is a round robin in which
//! only the direct encounter separates the two leaders.

use ply_pairing::tiebreak::{self, Tiebreaks, halves, quarters};
use ply_pairing::{Board, Colour, Outcome, Player, Round, Tournament};

fn round(boards: &[(u32, u32)], bye: Option<u32>) -> Round {
    Round {
        boards: boards
            .iter()
            .map(|&(white, black)| Board { white, black })
            .collect(),
        bye,
    }
}

fn players(n: u32) -> Vec<Player> {
    (1..=n)
        .map(|r| Player::new(r, format!("P{r}"), 2000))
        .collect()
}

/// Five players, three rounds:
/// 1: 1–2 1-0, 3–4 ½-½, 5 bye. 2: 5–1 0-1, 2–3 +/− (3 did not come), 4 bye.
/// 3: 1–4 ½-½, 3–5 1-0, 2 bye.
fn with_unplayed_rounds() -> Tournament {
    let mut t = Tournament::new(players(5), 3, Colour::White);
    use Outcome::*;
    t.add_round(&round(&[(1, 2), (3, 4)], Some(5)), &[Win, Draw])
        .unwrap();
    t.add_round(&round(&[(5, 1), (2, 3)], Some(4)), &[Loss, ForfeitWin])
        .unwrap();
    t.add_round(&round(&[(1, 4), (3, 5)], Some(2)), &[Draw, Win])
        .unwrap();
    t.check().unwrap();
    t
}

#[test]
fn unplayed_rounds_count_by_virtual_opponents() {
    let t = with_unplayed_rounds();
    // By hand, in half points (Sonneborn–Berger in quarter points). Scores: 2.5, 2, 1.5, 2,
    // 1; the same with unplayed rounds as draws: 2.5, 1, 2, 1.5, 0.5.
    // Player 2: round 1 against 1 (2.5); round 2's forfeit win, virtual opponent
    // 0 + (1 − 1) + ½·(3 − 2) = 0.5; round 3's bye, 1 + (1 − 1) + 0 = 1.
    // Player 3: round 2's forfeit loss, virtual opponent 0.5 + (1 − 0) + ½ = 2.
    // Player 5: round 1's bye, 0 + 0 + ½·2 = 1.
    let expected = [
        (1, 5, 6, 5, 9),
        (2, 4, 8, 7, 6),
        (3, 3, 8, 7, 5),
        (4, 4, 11, 9, 13),
        (5, 2, 11, 9, 4),
    ];
    for (rank, points, buchholz, cut1, sb) in expected {
        assert_eq!(
            tiebreak::of(&t, rank),
            Some(Tiebreaks {
                rank,
                points,
                buchholz,
                buchholz_cut1: cut1,
                sonneborn_berger: sb,
            }),
            "player {rank}"
        );
    }
    assert_eq!(halves(11), "5.5");
    assert_eq!(quarters(13), "3.25");
    // 2 and 4 are level on 2 points and never met: Buchholz cut-1 puts 4 first.
    assert_eq!(tiebreak::direct_encounter(&t, &[2, 4]), None);
    assert_eq!(tiebreak::direct_encounter(&t, &[1, 2]), Some(vec![2, 0]));
    let order: Vec<u32> = tiebreak::standings(&t).iter().map(|r| r.rank).collect();
    assert_eq!(order, vec![1, 4, 2, 3, 5]);
    assert_eq!(tiebreak::of(&t, 6), None);
    assert_eq!(tiebreak::of(&t, 0), None);
}

#[test]
fn direct_encounter_separates_leaders_level_on_points_and_buchholz() {
    // The Berger table of four: 1 and 2 win two games each, 2 having beaten 1; both have
    // Buchholz 4.
    use Outcome::*;
    let mut t = Tournament::new(players(4), 3, Colour::White);
    t.add_round(&round(&[(1, 4), (2, 3)], None), &[Win, Loss])
        .unwrap();
    t.add_round(&round(&[(4, 3), (1, 2)], None), &[Win, Loss])
        .unwrap();
    t.add_round(&round(&[(2, 4), (3, 1)], None), &[Win, Loss])
        .unwrap();
    let one = tiebreak::of(&t, 1).unwrap();
    let two = tiebreak::of(&t, 2).unwrap();
    assert_eq!((one.points, one.buchholz), (4, 8));
    assert_eq!((two.points, two.buchholz), (4, 8));
    assert_eq!(one.buchholz_cut1, two.buchholz_cut1);
    assert_eq!(tiebreak::direct_encounter(&t, &[1, 2]), Some(vec![0, 2]));
    let order: Vec<u32> = tiebreak::standings(&t).iter().map(|r| r.rank).collect();
    assert_eq!(order[..2], [2, 1]);
}
