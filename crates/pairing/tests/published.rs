//! A published, hand-checked Swiss paired round by round: Mario Held's worked example of the
//! FIDE Dutch system in the FIDE Arbiters' Manual (2014), a five-round tournament of 14
//! players (Alice, Bruno, … Robert) that the example pairs by hand, round by round, with the
//! reasons for each choice. Its players, results and pairings are written here as facts: in
//! round 2 Oskar is absent (not paired, no points) and Robert, the odd one out, has the bye;
//! in round 3 Nancy does not come to her game with Finn (a forfeit, which counts neither as
//! a game met nor for colours). The example predates the rules of 2017, but its pairings are
//! the same under them: bbpPairings 5.0.1, which follows the rules of 2017, pairs every
//! round of it exactly so from the same record. ply must too — the same boards with the same
//! colours and the same bye.

use ply_pairing::{Board, Colour, Outcome, Player, Round, Tournament, dutch};

/// The starting list, in the example's order (rating, then title and name as it gives).
const PLAYERS: [(&str, u32); 14] = [
    ("Alice", 2500),
    ("Bruno", 2500),
    ("Carla", 2400),
    ("David", 2400),
    ("Eloise", 2350),
    ("Finn", 2300),
    ("Giorgia", 2250),
    ("Kevin", 2250),
    ("Louise", 2150),
    ("Mark", 2150),
    ("Nancy", 2100),
    ("Oskar", 2100),
    ("Patricia", 2050),
    ("Robert", 2000),
];

/// One round as published: the boards (white, black, the result for white — the example
/// stops before the last round's results, which it does not need), the bye and the players
/// left out of it.
struct Published {
    boards: &'static [(u32, u32, Outcome)],
    bye: Option<u32>,
    absent: &'static [u32],
}

use Outcome::{Draw, ForfeitLoss, Loss, Win};
/// The last round's results, not published (and not needed).
const UNKNOWN: Outcome = Outcome::ZeroBye;

const ROUNDS: [Published; 5] = [
    Published {
        boards: &[
            (1, 8, Win),
            (9, 2, Loss),
            (3, 10, Win),
            (11, 4, Draw),
            (5, 12, Win),
            (13, 6, Loss),
            (7, 14, Win),
        ],
        bye: None,
        absent: &[],
    },
    Published {
        boards: &[
            (5, 1, Win),
            (2, 7, Win),
            (6, 3, Draw),
            (4, 9, Win),
            (8, 11, Loss),
            (10, 13, Win),
        ],
        bye: Some(14),
        absent: &[12],
    },
    Published {
        boards: &[
            (2, 5, Draw),
            (3, 4, Draw),
            (11, 6, ForfeitLoss),
            (14, 1, Loss),
            (7, 10, Win),
            (12, 8, Draw),
            (9, 13, Win),
        ],
        bye: None,
        absent: &[],
    },
    Published {
        boards: &[
            (1, 3, Win),
            (6, 2, Loss),
            (4, 5, Draw),
            (11, 7, Win),
            (8, 9, Draw),
            (10, 14, Draw),
            (13, 12, Win),
        ],
        bye: None,
        absent: &[],
    },
    Published {
        boards: &[
            (2, 1, UNKNOWN),
            (3, 7, UNKNOWN),
            (4, 6, UNKNOWN),
            (5, 11, UNKNOWN),
            (13, 8, UNKNOWN),
            (9, 10, UNKNOWN),
            (14, 12, UNKNOWN),
        ],
        bye: None,
        absent: &[],
    },
];

fn sorted(boards: impl IntoIterator<Item = (u32, u32)>) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = boards.into_iter().collect();
    v.sort_unstable();
    v
}

#[test]
fn helds_example_is_paired_round_by_round_as_published() {
    let players = PLAYERS
        .iter()
        .enumerate()
        .map(|(i, &(name, rating))| Player::new(i as u32 + 1, name, rating))
        .collect();
    let mut t = Tournament::new(players, 5, Colour::White);
    for (r, published) in ROUNDS.iter().enumerate() {
        t.next_byes = published
            .absent
            .iter()
            .map(|&rank| (rank, Outcome::ZeroBye))
            .collect();
        let round = dutch::pair(&t).unwrap_or_else(|e| panic!("round {}: {e}", r + 1));
        assert_eq!(
            sorted(round.boards.iter().map(|b| (b.white, b.black))),
            sorted(published.boards.iter().map(|&(w, b, _)| (w, b))),
            "round {}: the boards (white, black)",
            r + 1
        );
        assert_eq!(round.bye, published.bye, "round {}: the bye", r + 1);
        if r + 1 == ROUNDS.len() {
            break;
        }
        // The round is recorded as published, with its results.
        let played = Round {
            boards: published
                .boards
                .iter()
                .map(|&(white, black, _)| Board { white, black })
                .collect(),
            bye: published.bye,
        };
        let results: Vec<Outcome> = published.boards.iter().map(|b| b.2).collect();
        t.add_round(&played, &results).unwrap();
    }
    // The scores before round 5 as the example gives them (half points): the record above
    // is the example's.
    let scores: Vec<u32> = t.players.iter().map(Player::score).collect();
    assert_eq!(scores, [6, 7, 4, 5, 6, 5, 4, 2, 3, 3, 5, 1, 2, 3]);
}
