//! The shipped puzzles (`ply_puzzles::shipped`, built into the binary), read once, and the
//! choice of the next puzzle near a player's puzzle rating.

use std::{
    collections::{BTreeMap, HashMap, HashSet},
    sync::LazyLock,
};

use ply_puzzles::Puzzle;
use ply_rating::Rating;

/// The puzzles a choice is made among: the nearest to the player's rating.
pub const NEAREST: usize = 12;
/// The RD a shipped puzzle's rating starts with: its rating is an estimate.
pub const SHIPPED_RD: f64 = 200.0;

/// Every shipped puzzle, by id and by game.
pub struct Set {
    pub all: Vec<Puzzle>,
    by_id: HashMap<String, usize>,
    by_game: BTreeMap<String, Vec<usize>>,
}

static SET: LazyLock<Result<Set, String>> = LazyLock::new(|| {
    let all = ply_puzzles::shipped()?;
    let mut by_id = HashMap::new();
    let mut by_game: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, p) in all.iter().enumerate() {
        by_id.insert(p.id.clone(), i);
        by_game.entry(p.game.clone()).or_default().push(i);
    }
    Ok(Set {
        all,
        by_id,
        by_game,
    })
});

/// The shipped set, or why it could not be read (a defect of the build, which the puzzles
/// crate's tests rule out).
pub fn set() -> Result<&'static Set, &'static str> {
    SET.as_ref().map_err(String::as_str)
}

impl Set {
    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.by_id.get(id).map(|&i| &self.all[i])
    }

    /// The puzzles of `game`, in file order (empty for a game without a set).
    pub fn of_game(&self, game: &str) -> impl Iterator<Item = &Puzzle> {
        self.by_game
            .get(game)
            .into_iter()
            .flatten()
            .map(|&i| &self.all[i])
    }

    /// How many puzzles each game has.
    pub fn counts(&self) -> BTreeMap<&str, usize> {
        self.by_game
            .iter()
            .map(|(g, ids)| (g.as_str(), ids.len()))
            .collect()
    }
}

/// A puzzle's rating before any account tried it: its shipped one, as uncertain as
/// [`SHIPPED_RD`] says.
pub fn shipped_rating(p: &Puzzle) -> Rating {
    Rating {
        rating: f64::from(p.rating),
        rd: SHIPPED_RD,
        volatility: Rating::START.volatility,
    }
}

/// The next puzzle of `game` for a player rated `target`: one of the [`NEAREST`] by rating
/// among those not `tried` (all of them once every one was tried) and not `skip`, picked by
/// `random`. `rated` holds the ratings results have moved.
pub fn choose<'a>(
    set: &'a Set,
    game: &str,
    target: f64,
    rated: &HashMap<String, Rating>,
    tried: &HashSet<String>,
    skip: Option<&str>,
    random: u64,
) -> Option<&'a Puzzle> {
    let rating = |p: &Puzzle| rated.get(&p.id).map_or(f64::from(p.rating), |r| r.rating);
    let mut pool: Vec<&Puzzle> = set
        .of_game(game)
        .filter(|p| !tried.contains(&p.id) && Some(p.id.as_str()) != skip)
        .collect();
    if pool.is_empty() {
        pool = set
            .of_game(game)
            .filter(|p| Some(p.id.as_str()) != skip)
            .collect();
    }
    if pool.is_empty() {
        pool = set.of_game(game).collect();
    }
    pool.sort_by(|a, b| {
        (rating(a) - target)
            .abs()
            .total_cmp(&(rating(b) - target).abs())
            .then_with(|| a.id.cmp(&b.id))
    });
    pool.truncate(NEAREST);
    if pool.is_empty() {
        return None;
    }
    Some(pool[(random % pool.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_reads_and_every_game_has_puzzles() {
        let set = set().unwrap();
        for game in ply_puzzles::GAMES {
            assert!(set.of_game(game).next().is_some(), "{game}");
        }
    }

    #[test]
    fn the_choice_is_near_the_rating_and_leaves_out_the_tried_and_the_skipped() {
        let set = set().unwrap();
        let game = "chess";
        let all: Vec<&Puzzle> = set.of_game(game).collect();
        let none = HashMap::new();
        for random in 0..20 {
            let p = choose(set, game, 1500.0, &none, &HashSet::new(), None, random).unwrap();
            // No puzzle outside the chosen ones is nearer.
            let d = (f64::from(p.rating) - 1500.0).abs();
            let nearer = all
                .iter()
                .filter(|q| (f64::from(q.rating) - 1500.0).abs() < d)
                .count();
            assert!(nearer < NEAREST, "{} at {}", p.id, p.rating);
        }
        let first = all[0];
        let mut tried: HashSet<String> = all.iter().map(|p| p.id.clone()).collect();
        tried.remove(&first.id);
        let p = choose(set, game, 9999.0, &none, &tried, None, 7).unwrap();
        assert_eq!(p.id, first.id);
        // Everything tried: the choice starts again, but not with the puzzle just shown.
        tried.insert(first.id.clone());
        let p = choose(set, game, 0.0, &none, &tried, Some(&first.id), 3).unwrap();
        assert_ne!(p.id, first.id);
        // A moved rating counts instead of the shipped one.
        let mut moved = HashMap::new();
        moved.insert(
            first.id.clone(),
            Rating {
                rating: 5000.0,
                ..Rating::START
            },
        );
        for random in 0..NEAREST as u64 {
            let p = choose(set, game, 5000.0, &moved, &HashSet::new(), None, random).unwrap();
            if p.id == first.id {
                return;
            }
        }
        panic!("the puzzle rated 5000 is never among the nearest to 5000");
    }
}
