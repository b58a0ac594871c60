//! `ply match`: two engines play each other in pairs of games from the same opening with
//! colours swapped; the result is rated as an Elo difference with its 95% interval.
//!
//! Each worker thread keeps one engine per player for all its games and clears it before each
//! game. An engine may resign (over DXP, a GAMEEND saying that it loses): it loses the game. A
//! game in which an engine fails (it dies, stops answering, plays an illegal move, or, over DXP,
//! ends the game in any other way) is unfinished: it is reported, kept in the record file with
//! the result `*`, left out of the score, and the match goes on. [`UNFINISHED_IN_A_ROW`]
//! unfinished games in a row stop the match, as does an engine that cannot be started.
//!
//! A side that sets no limit of its own plays on the other side's clock, if it has one
//! ([`share_clock`]); the limits each side plays under are printed on stderr before the first
//! game.

use std::{
    fs,
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::Instant,
};

use indicatif::{ProgressBar, ProgressStyle};
use ply_core::{Outcome as GameOutcome, Reason, Side, rng::SplitMix64};
use ply_games::{AnyEngine, AnyGame, Think};
use serde_json::json;

use super::players::{Player, share_clock};
use crate::{
    args::MatchArgs,
    elo,
    fail::{Failure, Outcome},
};

/// Games longer than this are adjudicated drawn.
const MAX_PLIES: usize = 1000;
/// Random plies that make a built-in opening.
const OPENING_PLIES: usize = 4;
/// Unfinished games in a row that stop the match: the engine is broken, not unlucky.
const UNFINISHED_IN_A_ROW: usize = 3;

/// Start positions: from the file, or random short openings from the start position.
fn openings(
    game: &dyn AnyGame,
    rules: &[(String, String)],
    args: &MatchArgs,
    count: usize,
) -> Outcome<Vec<String>> {
    if let Some(path) = &args.openings {
        let text = fs::read_to_string(path)
            .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
        let list: Vec<String> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect();
        for (i, pos) in list.iter().enumerate() {
            game.new_game(rules, Some(pos))
                .map_err(|e| Failure::input(format!("{} line {}: {e}", path.display(), i + 1)))?;
        }
        if list.is_empty() {
            return Err(Failure::input(format!("{}: no positions", path.display())));
        }
        return Ok(list);
    }
    let mut rng = SplitMix64::new(args.seed);
    let mut list = Vec::with_capacity(count);
    let mut attempts = 0;
    while list.len() < count && attempts < count * 50 {
        attempts += 1;
        let mut record = game.new_game(rules, None)?;
        for _ in 0..OPENING_PLIES {
            let moves = record.legal_moves();
            if moves.is_empty() {
                break;
            }
            let _ = record.play(&moves[rng.below(moves.len())]);
        }
        let pos = record.position();
        if record.outcome().is_none() && !list.contains(&pos) {
            list.push(pos);
        }
    }
    Ok(list)
}

/// A game played: the result from A's point of view (`Err`: unfinished, with what went wrong)
/// and the record text.
struct Played {
    score_a: Result<f64, String>,
    record: String,
}

/// Plays one game with the workers' engines (A's first), cleared before the game.
#[allow(clippy::too_many_arguments)]
fn play_one(
    game: &dyn AnyGame,
    rules: &[(String, String)],
    opening: &str,
    players: [&Player; 2],
    engines: &mut [Box<dyn AnyEngine>; 2],
    a_side: Side,
    round: usize,
    seed: u64,
) -> Outcome<Played> {
    let mut record = game.new_game(rules, Some(opening))?;
    for engine in engines.iter_mut() {
        engine.clear();
    }
    let stop = AtomicBool::new(false);
    let mut plies = 0;
    let mut left = players.map(|p| p.clock.map(|c| c.time).unwrap_or_default());
    let mut made = [0u32; 2];
    let mut broken = None;
    while record.outcome().is_none() && plies < MAX_PLIES {
        let who = usize::from(record.side_to_move() != a_side);
        let player = players[who];
        let mut limits = player.limits;
        if let Some(clock) = player.clock {
            limits.clock = Some(clock.limits(left[who], made[who]));
        }
        let think = Think {
            limits,
            level: player.external.is_none().then_some(player.level),
            seed: seed.wrapping_add(plies as u64),
        };
        let side = record.side_name(record.side_to_move());
        let at = |what: String| {
            format!(
                "game {round}, {side} to move after {plies} plies from the opening, {} '{}': \
                 {what}",
                ["A", "B"][who],
                player.name
            )
        };
        let started = Instant::now();
        let thought = match engines[who].think(record.as_ref(), &think, &stop, &mut |_| {}) {
            Ok(thought) => thought,
            Err(e) => {
                broken = Some(at(e.to_string()));
                break;
            }
        };
        if thought.resigns {
            let loser = record.side_to_move();
            let _ = record.declare(GameOutcome::win(loser.opposite(), Reason::RESIGNATION));
            break;
        }
        made[who] += 1;
        if let Some(clock) = player.clock {
            let mut spent = started.elapsed();
            if player.is_dxp() {
                // A DXP engine keeps its own clock (and its flag): counted here only to tell
                // it how long a move may take.
                spent = spent.min(left[who]);
            }
            match clock.charge(left[who], spent, made[who]) {
                Some(time) => left[who] = time,
                None => {
                    let flagged = record.side_to_move();
                    let _ = record.declare(record.time_out(flagged));
                    break;
                }
            }
        }
        let Some(mv) = thought.best_move else { break };
        if let Err(e) = record.play(&mv) {
            broken = Some(at(format!("move {mv} refused: {e}")));
            break;
        }
        plies += 1;
    }
    if record.outcome().is_none() && broken.is_none() {
        let _ = record.declare(GameOutcome::draw(Reason::AGREEMENT));
    }
    let name = |side: Side| {
        if side == a_side {
            format!("A: {}", players[0].name)
        } else {
            format!("B: {}", players[1].name)
        }
    };
    record.set_tag("Event", "ply match");
    record.set_tag("Round", &round.to_string());
    record.set_tag("White", &name(Side::White));
    record.set_tag("Black", &name(Side::Black));
    let score_a = match (broken, record.outcome()) {
        (None, Some(outcome)) => Ok(outcome.score(a_side)),
        (broken, _) => {
            record.set_tag("Termination", "unterminated");
            Err(broken.unwrap_or_else(|| "the game did not end".into()))
        }
    };
    Ok(Played {
        score_a,
        record: record.write_record(),
    })
}

/// The games counted so far, shared by the workers.
#[derive(Default)]
struct Tally {
    /// A's wins, draws and losses.
    finished: Mutex<[u32; 3]>,
    unfinished: AtomicUsize,
    /// Unfinished games since the last finished one.
    in_a_row: AtomicUsize,
}

impl Tally {
    /// Counts a game; returns the failure that stops the match after too many unfinished games
    /// in a row.
    fn add(&self, score_a: &Result<f64, String>, bar: &ProgressBar) -> Option<Failure> {
        match score_a {
            Ok(score) => {
                self.in_a_row.store(0, Ordering::SeqCst);
                if let Ok(mut t) = self.finished.lock() {
                    let slot = if *score > 0.75 {
                        0
                    } else if *score < 0.25 {
                        2
                    } else {
                        1
                    };
                    t[slot] += 1;
                    bar.set_message(format!("A: +{} ={} -{}", t[0], t[1], t[2]));
                }
                None
            }
            Err(what) => {
                self.unfinished.fetch_add(1, Ordering::SeqCst);
                bar.suspend(|| eprintln!("unfinished: {what}"));
                let row = self.in_a_row.fetch_add(1, Ordering::SeqCst) + 1;
                (row >= UNFINISHED_IN_A_ROW).then(|| {
                    Failure::Other(format!(
                        "{row} games in a row unfinished, the last ({what}); match stopped"
                    ))
                })
            }
        }
    }

    /// A's wins, draws and losses, and the unfinished games.
    fn totals(self) -> ([u32; 3], usize) {
        (
            self.finished.into_inner().unwrap_or_default(),
            self.unfinished.into_inner(),
        )
    }
}

pub fn run(args: &MatchArgs, context: &ply_games::Context) -> Outcome {
    let game = ply_games::find(&args.game)?;
    let rules: Vec<(String, String)> = args
        .rules
        .iter()
        .map(|r| {
            r.split_once('=')
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .ok_or_else(|| Failure::input(format!("--rule {r}: expected KEY=VALUE")))
        })
        .collect::<Outcome<_>>()?;
    game.new_game(&rules, None)?;
    let mut a = Player::parse(&args.a, args.movetime, game.id())?;
    let mut b = Player::parse(&args.b, args.movetime, game.id())?;
    share_clock(&mut a, &mut b)?;
    a.check(game)?;
    b.check(game)?;
    eprintln!("A {}: {}", a.text, a.limits_text());
    eprintln!("B {}: {}", b.text, b.limits_text());
    let total = args.games.max(1) as usize;
    let pairs = total.div_ceil(2);
    let openings = openings(game, &rules, args, pairs)?;

    let bar = ProgressBar::new(total as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games  {msg}  [{elapsed_precise}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Played)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<Failure>> = Mutex::new(None);
    let tally = Tally::default();
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.clamp(1, 64) {
            scope.spawn(|| {
                let mut engines: Option<[Box<dyn AnyEngine>; 2]> = None;
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= total || failure.lock().map(|f| f.is_some()).unwrap_or(true) {
                        return;
                    }
                    let opening = &openings[(i / 2) % openings.len()];
                    let a_side = if i.is_multiple_of(2) {
                        Side::White
                    } else {
                        Side::Black
                    };
                    let seed = args
                        .seed
                        .wrapping_mul(1_000_003)
                        .wrapping_add(i as u64 * 7919);
                    let played = match &mut engines {
                        Some(engines) => Ok(engines),
                        None => a
                            .engine(game, context)
                            .and_then(|ea| Ok([ea, b.engine(game, context)?]))
                            .map(|pair| engines.insert(pair))
                            .map_err(|e| Failure::Other(format!("starting the engines: {e}"))),
                    }
                    .and_then(|engines| {
                        play_one(
                            game,
                            &rules,
                            opening,
                            [&a, &b],
                            engines,
                            a_side,
                            i + 1,
                            seed,
                        )
                    });
                    match played {
                        Ok(played) => {
                            if let Some(stop) = tally.add(&played.score_a, &bar)
                                && let Ok(mut f) = failure.lock()
                            {
                                *f = Some(stop);
                            }
                            if let Ok(mut r) = results.lock() {
                                r.push((i, played));
                            }
                            bar.inc(1);
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some(e);
                            }
                        }
                    }
                }
            });
        }
    });
    bar.finish_and_clear();
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|(i, _)| *i);
    // The games played are kept even when the match stops early.
    if let Some(path) = &args.record {
        let text: Vec<&str> = results.iter().map(|(_, p)| p.record.as_str()).collect();
        fs::write(path, text.join("\n"))?;
    }
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let ([wins, draws, losses], unfinished) = tally.totals();
    let games = wins + draws + losses;
    if games == 0 {
        return Err(Failure::Other(format!(
            "no game finished ({unfinished} unfinished)"
        )));
    }
    let (score, elo, (lo, hi)) = elo::rate(wins, draws, losses);
    println!(
        "A: {}   B: {}   ({} openings)",
        a.text,
        b.text,
        openings.len()
    );
    println!("games  wins  draws  losses   score     elo   95% interval   unfinished");
    println!(
        "{games:>5}  {wins:>4}  {draws:>5}  {losses:>6}  {:>5.1}%  {elo:>+6.0}   [{lo:+.0}, {hi:+.0}]   {unfinished:>10}",
        score * 100.0
    );
    if args.json {
        println!(
            "{}",
            json!({"games": games, "wins": wins, "draws": draws, "losses": losses,
                   "score": score, "elo": elo, "elo_95": [lo, hi], "unfinished": unfinished})
        );
    }
    Ok(())
}
