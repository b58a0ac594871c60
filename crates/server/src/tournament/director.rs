//! The director: every server looks each [`TICK`] for tournaments whose step is due, claims
//! one (one conditional update, a lease of [`LEASE_MS`]), does its step and hands it back.
//! The step reads the boards, asks the games of those still being played how they stand
//! (which ends a game whose flag fell, on any server), makes a board's game if it was never
//! made (its maker died), then writes in one transaction fenced by the claim: the results,
//! the pairings, the tournament's progress. The games of new boards are made after that
//! transaction, so a board is never lost, only made late.
//!
//! A round robin's Berger numbers are drawn by lot in the step that starts it and stored
//! with it ([`rounds::draw_of_lots`]); a Swiss player who let their first move's time run out
//! (the game aborted, lost by forfeit) is withdrawn in the step that records it, before the
//! next round is paired; an abort by a seat forfeits the side to move as before but
//! withdraws nobody.

use std::{collections::HashSet, future::Future, sync::Arc, time::Duration};

use anyhow::Result;
use ply_core::Side;
use tokio::runtime::Handle;

use super::{
    Board, Player, Status, System, Tournament, Tournaments, arena, rounds, rows, standing,
};
use crate::{clock::now_ms, secret};

/// How often a server looks for due steps, and how soon an arena's next step is due.
pub const TICK: Duration = Duration::from_secs(1);
/// How long a claim holds.
pub const LEASE_MS: i64 = 15_000;
/// Steps claimed per look, at most.
const PER_LOOK: i64 = 16;

/// How a board's game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Never made.
    Missing,
    Ongoing,
    Ended {
        winner: Option<Side>,
        aborted: bool,
        /// Aborted because the side to move let its first move's time pass (it did not come),
        /// not by a seat.
        missed: bool,
        /// The side to move at the end (for an aborted game: the one who did not move).
        to_move: Side,
        /// When the game ended (its last change).
        at_ms: i64,
        /// The sides that berserked (White first).
        berserk: [bool; 2],
    },
}

/// What the director needs of the server's games.
pub trait Tables: Send + Sync + 'static {
    /// Whether the server stops.
    fn closing(&self) -> bool;
    /// How a game stands now (its flag settled first).
    fn seen(self: &Arc<Self>, id: &str) -> impl Future<Output = Result<Seen>> + Send;
    /// Makes a board's game between its two accounts.
    fn make(
        self: &Arc<Self>,
        t: &Tournament,
        board: &Board,
    ) -> impl Future<Output = Result<()>> + Send;
}

/// Starts this server's director.
pub fn start<T: Tables>(
    tournaments: &Arc<Tournaments>,
    tables: &Arc<T>,
    instance: String,
    runtime: &Handle,
) {
    let tournaments = Arc::downgrade(tournaments);
    let tables = Arc::downgrade(tables);
    runtime.spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        loop {
            tick.tick().await;
            let (Some(tournaments), Some(tables)) = (tournaments.upgrade(), tables.upgrade())
            else {
                return;
            };
            if tables.closing() {
                return;
            }
            if let Err(e) = look(&tournaments, &tables, &instance).await {
                tracing::warn!("cannot run the tournaments: {e:#}");
            }
        }
    });
}

/// Claims and runs the due steps.
async fn look<T: Tables>(tournaments: &Tournaments, tables: &Arc<T>, owner: &str) -> Result<()> {
    let pool = tournaments.pool();
    let now = now_ms();
    for id in rows::due(pool, now, PER_LOOK).await? {
        if !rows::claim(pool, &id, owner, now, now + LEASE_MS).await? {
            continue;
        }
        let due = match step(tournaments, tables, &id, owner).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(tournament = %id, "a tournament's step failed: {e:#}");
                now_ms() + TICK.as_millis() as i64
            }
        };
        rows::release(pool, &id, owner, due).await?;
    }
    Ok(())
}

/// Hands back every tournament this server holds (when it stops).
///
/// # Errors
/// The database failed.
pub async fn release_all(tournaments: &Tournaments, owner: &str) -> Result<u64> {
    rows::release_all(tournaments.pool(), owner).await
}

/// One board's result as the director records it.
struct Ended {
    id: String,
    result: &'static str,
    absent: Option<String>,
    /// The absent player did not come: their first move's time ran out.
    no_show: bool,
    at_ms: i64,
    berserk: [bool; 2],
}

/// What a game's end makes of its board.
fn result_of(system: System, board: &Board, seen: Seen) -> Option<Ended> {
    let Seen::Ended {
        winner,
        aborted,
        missed,
        to_move,
        at_ms,
        berserk,
    } = seen
    else {
        return None;
    };
    let user_of = |side: Side| match side {
        Side::White => Some(board.white.clone()),
        Side::Black => board.black.clone(),
    };
    let (result, absent) = if aborted {
        // The one who did not move loses a round's game by forfeit; an arena's counts for
        // nobody, and its absent player is paused.
        let result = match (system, to_move) {
            (System::Arena, _) => "aborted",
            (_, Side::White) => "-+",
            (_, Side::Black) => "+-",
        };
        (result, user_of(to_move))
    } else {
        let result = match winner {
            Some(Side::White) => "1-0",
            Some(Side::Black) => "0-1",
            None => "1/2-1/2",
        };
        (result, None)
    };
    Some(Ended {
        id: board.id.clone(),
        result,
        absent,
        no_show: aborted && missed,
        at_ms,
        berserk,
    })
}

/// Runs the step of a claimed tournament; returns when its next step is due.
async fn step<T: Tables>(
    tournaments: &Tournaments,
    tables: &Arc<T>,
    id: &str,
    owner: &str,
) -> Result<i64> {
    let pool = tournaments.pool();
    let Some(t) = rows::one(pool, id).await? else {
        return Ok(i64::MAX);
    };
    let mut boards = rows::boards(pool, id).await?;
    let mut ended = Vec::new();
    for board in boards
        .iter()
        .filter(|b| b.result.is_none() && b.black.is_some())
    {
        let seen = tables.seen(&board.id).await?;
        if seen == Seen::Missing {
            tables.make(&t, board).await?;
        } else if let Some(end) = result_of(t.system, board, seen) {
            ended.push(end);
        }
    }
    let now = now_ms();
    for end in &ended {
        if let Some(b) = boards.iter_mut().find(|b| b.id == end.id) {
            b.result = Some(end.result.to_string());
            b.ended_ms = Some(end.at_ms);
            b.berserk = end.berserk;
        }
    }
    let mut players = rows::players(pool, id).await?;
    // A Swiss player who let a round's game go by without a move (the first move's time ran
    // out) is withdrawn, as lichess does: not paired again, from this step on.
    let no_shows: Vec<&str> = match t.system {
        System::Swiss => ended
            .iter()
            .filter(|e| e.no_show)
            .filter_map(|e| e.absent.as_deref())
            .collect(),
        _ => Vec::new(),
    };
    for p in players
        .iter_mut()
        .filter(|p| no_shows.contains(&p.user.as_str()))
    {
        p.active = false;
        p.withdrawn = true;
    }
    let mut next = t.clone();
    let mut made = Vec::new();
    let mut lots = Vec::new();
    match (t.status, t.system) {
        (Status::Created, System::Arena) if now >= t.starts_ms => {
            next.status = Status::Started;
            next.ends_ms = Some(now + t.minutes.unwrap_or(0) * 60_000);
        }
        (Status::Created, _) if now >= t.starts_ms => {
            // Too few (or, for a round robin, too many) players: over before it began.
            next.status = match rounds::total_rounds(&t, players.len()) {
                Some(total) if total > 0 && players.len() >= 2 => Status::Started,
                _ => Status::Finished,
            };
            if next.status == Status::Finished {
                next.ends_ms = Some(now);
            } else if t.system == System::Robin {
                lots = rounds::draw_of_lots(&t, &players);
            }
        }
        (Status::Started, System::Swiss | System::Robin) => {
            made = round_step(&t, &mut next, &players, &boards, now).await?;
        }
        (Status::Started, System::Arena) => {
            let unfinished = boards.iter().any(|b| b.result.is_none());
            if next.ends_ms.is_some_and(|end| now >= end) {
                if !unfinished {
                    next.status = Status::Finished;
                }
            } else {
                let absent: HashSet<&str> =
                    ended.iter().filter_map(|e| e.absent.as_deref()).collect();
                let pairs = arena_pairs(&t, &players, &boards, &absent);
                if !pairs.is_empty() {
                    next.round += 1;
                }
                for (i, (white, black)) in pairs.into_iter().enumerate() {
                    made.push(Board {
                        id: secret::game_id()?,
                        round: next.round,
                        board: i as i64 + 1,
                        white,
                        black: Some(black),
                        white_token: Some(secret::token()?),
                        black_token: Some(secret::token()?),
                        result: None,
                        absent: None,
                        created_ms: now,
                        ended_ms: None,
                        berserk: [false; 2],
                        imported: false,
                    });
                }
            }
        }
        _ => {}
    }
    if ended.is_empty() && made.is_empty() && next == t {
        return Ok(due_after(&next, now));
    }
    let Some(mut tx) = rows::fenced(pool, id, owner, now).await? else {
        // The lease ran out: another server may hold the tournament now.
        return Ok(now);
    };
    for end in &ended {
        rows::set_result(
            &mut tx,
            &end.id,
            end.result,
            end.absent.as_deref(),
            end.at_ms,
            end.berserk,
        )
        .await?;
        if let Some(user) = &end.absent {
            match t.system {
                System::Arena => rows::pause(&mut tx, id, user).await?,
                System::Swiss if end.no_show => rows::withdraw(&mut tx, id, user).await?,
                _ => {}
            }
        }
    }
    rows::set_start_ranks(&mut tx, id, &lots).await?;
    for board in &made {
        rows::insert_board(&mut tx, id, board).await?;
    }
    rows::set_progress(&mut tx, &next).await?;
    tx.commit().await?;
    for board in made.iter().filter(|b| b.result.is_none()) {
        if let Err(e) = tables.make(&next, board).await {
            // Made on a later step.
            tracing::warn!(game = %board.id, "cannot make a tournament game yet: {e:#}");
        }
    }
    tournaments.tell(id).await;
    Ok(due_after(&next, now_ms()))
}

/// A Swiss or round robin's step once started: when every board of the round has its
/// result, the pause before the next round begins (the last round ends the tournament); when
/// the pause is over, the next round is paired (none left: the tournament ends). Returns the
/// new round's boards.
async fn round_step(
    t: &Tournament,
    next: &mut Tournament,
    players: &[Player],
    boards: &[Board],
    now: i64,
) -> Result<Vec<Board>> {
    if boards
        .iter()
        .any(|b| b.round == t.round && b.result.is_none())
    {
        return Ok(Vec::new());
    }
    let total = rounds::total_rounds(t, players.len()).unwrap_or(0);
    if t.round >= total {
        next.status = Status::Finished;
        next.ends_ms = Some(now);
        next.round_ends_ms = None;
        return Ok(Vec::new());
    }
    if t.round > 0 {
        match t.round_ends_ms {
            None => {
                next.round_ends_ms = Some(now + t.round_pause_s.unwrap_or(0) * 1_000);
                if t.round_pause_s.unwrap_or(0) > 0 {
                    return Ok(Vec::new());
                }
            }
            Some(at) if now < at => return Ok(Vec::new()),
            Some(_) => {}
        }
    }
    // Pairing a large Swiss takes a while: off the runtime's threads.
    let (copy, players_copy, boards_copy) = (t.clone(), players.to_vec(), boards.to_vec());
    let planned =
        tokio::task::spawn_blocking(move || rounds::next_round(&copy, &players_copy, &boards_copy))
            .await??;
    let Some(planned) = planned else {
        next.status = Status::Finished;
        next.ends_ms = Some(now);
        next.round_ends_ms = None;
        return Ok(Vec::new());
    };
    next.round = t.round + 1;
    next.round_ends_ms = None;
    let mut made = Vec::with_capacity(planned.len());
    for (i, p) in planned.into_iter().enumerate() {
        let game = p.result.is_none();
        made.push(Board {
            id: secret::game_id()?,
            round: next.round,
            board: i as i64 + 1,
            white: p.white,
            black: p.black,
            white_token: if game { Some(secret::token()?) } else { None },
            black_token: if game { Some(secret::token()?) } else { None },
            result: p.result.map(str::to_string),
            absent: None,
            created_ms: now,
            ended_ms: if game { None } else { Some(now) },
            berserk: [false; 2],
            imported: false,
        });
    }
    Ok(made)
}

fn due_after(t: &Tournament, now: i64) -> i64 {
    match t.status {
        Status::Created => t.starts_ms.max(now),
        Status::Started => now + TICK.as_millis() as i64,
        Status::Finished => i64::MAX,
    }
}

/// The arena's pairs among the players free now (`absent`: just paused, not yet written).
pub fn arena_pairs(
    t: &Tournament,
    players: &[Player],
    boards: &[Board],
    absent: &HashSet<&str>,
) -> Vec<(String, String)> {
    let lines = standing::standings(t.system, players, boards);
    let mut playing = HashSet::new();
    for b in boards.iter().filter(|b| b.result.is_none()) {
        playing.insert(b.white.clone());
        if let Some(black) = &b.black {
            playing.insert(black.clone());
        }
    }
    let mut by_end: Vec<&Board> = boards
        .iter()
        .filter(|b| b.result.is_some() && b.black.is_some())
        .collect();
    by_end.sort_by_key(|b| (b.ended_ms, b.round, b.board));
    let entrants: Vec<arena::Entrant> = lines
        .iter()
        .map(|l| {
            let mine = |b: &&&Board| b.white == l.user || b.black.as_deref() == Some(&l.user);
            let last_opponent = by_end.iter().rev().find(mine).map(|b| {
                if b.white == l.user {
                    b.black.clone().unwrap_or_default()
                } else {
                    b.white.clone()
                }
            });
            let colour_balance = boards
                .iter()
                .filter(|b| b.black.is_some())
                .map(|b| {
                    if b.white == l.user {
                        1
                    } else if b.black.as_deref() == Some(&l.user) {
                        -1
                    } else {
                        0
                    }
                })
                .sum();
            arena::Entrant {
                user: l.user.clone(),
                score: l.score,
                rating: l.rating,
                active: l.active && !l.withdrawn && !absent.contains(l.user.as_str()),
                last_opponent,
                colour_balance,
            }
        })
        .collect();
    arena::pair(&arena::free(&entrants, &playing))
}
