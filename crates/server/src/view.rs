//! The state of a game as the API and the WebSocket send it.

use ply_core::Side;
use serde_json::{Map, Value, json};

use crate::{
    board,
    live::{Live, Opponent},
};

/// The game's state at `now` (clocks as they read at that moment).
pub fn state(live: &mut Live, now: i64) -> Value {
    let record = live.record.as_ref();
    let outcome = record.outcome();
    let to_move = record.side_to_move();
    let name = |side: Side| record.side_name(side);
    let moves = record.moves();
    let rules: Map<String, Value> = record
        .rules()
        .into_iter()
        .map(|(k, v)| (k.to_string(), Value::String(v)))
        .collect();
    let (result, reason, description) = match &outcome {
        Some(o) => (
            Value::from(o.winner.map_or("draw", name)),
            Value::from(o.reason.code()),
            Value::from(record.describe(o)),
        ),
        None => (Value::Null, Value::Null, Value::Null),
    };
    let check = moves
        .last()
        .is_some_and(|m| m.ends_with('+') || m.ends_with('#'));
    let clock = live.clock.map(|c| {
        json!({
            "initial_ms": c.initial_ms,
            "increment_ms": c.increment_ms,
            "white_ms": c.left_at(Side::White, to_move, now).max(0),
            "black_ms": c.left_at(Side::Black, to_move, now).max(0),
            "running": c.started_ms.map(|_| name(to_move)),
        })
    });
    let (level, computer) = match live.opponent {
        Opponent::Computer { level, side } => (Value::from(level), Value::from(name(side))),
        _ => (Value::Null, Value::Null),
    };
    let waiting = live.opponent == Opponent::Friend && live.tokens.iter().any(Option::is_none);
    let diagram = board::diagram_json(&board::diagram(record), record);
    let game_name = ply_games::find(record.game_id()).map_or("", |g| g.name());
    let mut state = json!({
        "id": live.fixed.id,
        "game": record.game_id(),
        "name": game_name,
        "rules": rules,
        "start": record.start_position(),
        "position": record.position(),
        "moves": moves,
        "turn": name(to_move),
        "legal_moves": record.legal_moves(),
        "status": if outcome.is_some() { "finished" } else { "ongoing" },
        "result": result,
        "reason": reason,
        "description": description,
        "sides": [name(Side::White), name(Side::Black)],
        "opponent": live.opponent.name(),
        "level": level,
        "computer": computer,
        "waiting_for_opponent": waiting,
        "thinking": live.thinking.is_some(),
        "check": check,
        "clock": clock,
        "draw_offer": live.draw_offer.map(name),
        "rematch": live.rematch,
        "last_move": moves.last(),
        "last_cells": record.last_move_cells().unwrap_or_default(),
        "diagram": diagram,
        "version": live.version,
    });
    let cells: Vec<Value> = live
        .move_cells()
        .iter()
        .map(|(text, cells)| json!([text, cells]))
        .collect();
    state["move_cells"] = Value::Array(cells);
    state
}
