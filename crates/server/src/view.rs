//! The state of a game as the API and the WebSocket send it, written straight to JSON text
//! (typed structures, no intermediate JSON tree: this runs once per move).

use ply_core::{
    MovePart, Side,
    diagram::{Coordinates, Diagram, Layout, Look, Squares},
};
use serde::{Serialize, Serializer, ser::SerializeMap};

use crate::session::{Opponent, RatingChange, Session};

/// `white` or `black`: the side as the page keys it, whatever the game calls it.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

#[derive(Serialize)]
struct StateView<'a> {
    id: &'a str,
    game: &'a str,
    name: &'a str,
    rules: Pairs,
    start: String,
    position: String,
    moves: &'a [String],
    turn: &'a str,
    legal_moves: Vec<&'a str>,
    status: &'a str,
    result: Option<&'a str>,
    reason: Option<&'a str>,
    description: Option<String>,
    /// The description as data, for the page to word in its reader's language.
    description_message: Option<serde_json::Value>,
    sides: [&'a str; 2],
    opponent: &'a str,
    /// Whether the game counts for its players' ratings.
    rated: bool,
    /// The speed category of a timed game (lichess's keys: `bullet`, `blitz`, …).
    speed: Option<&'static str>,
    /// Once a rated game has ended: each side's rating change.
    ratings: Option<RatingsView<'a>>,
    level: Option<u8>,
    computer: Option<&'a str>,
    engine: Option<EngineView<'a>>,
    waiting_for_opponent: bool,
    thinking: bool,
    engine_error: Option<&'a str>,
    check: bool,
    clock: Option<ClockView<'a>>,
    /// A game in days per move: the days, and the time by which the side to move must move.
    correspondence: Option<CorrespondenceView>,
    draw_offer: Option<&'a str>,
    /// The side whose draw offer the other side declined.
    draw_declined: Option<&'a str>,
    /// The side asking to take back its last move.
    takeback: Option<&'a str>,
    /// The side whose take-back request the other side declined.
    takeback_declined: Option<&'a str>,
    /// Milliseconds left for the side to move's first move before the game is aborted.
    abort_in_ms: Option<i64>,
    rematch: Option<&'a str>,
    last_move: Option<&'a str>,
    last_cells: Vec<usize>,
    /// The pieces the last move took, where they stood (drawn fading after the move).
    captured: Vec<GhostView<'a>>,
    /// The cells of the pieces that must capture, when the rules compel a capture.
    must_capture: Vec<usize>,
    diagram: DiagramView<'a>,
    move_cells: &'a [(String, Vec<usize>)],
    /// The legal moves that promote to a piece the player chooses, with its kind, in the order
    /// a menu offers them.
    promotions: Vec<(String, &'static str)>,
    /// Each move as the page shows it (see [`Shown`]).
    shown: Vec<Shown>,
    /// The side name of whoever made each move (two in a row: an extra turn).
    movers: Vec<&'a str>,
    version: i64,
}

/// A move as the page shows it: its parts in a list, text as strings and a piece letter as
/// `{"piece": KIND, "letter": "N"}`, which the page words in its reader's language (chess's
/// SAN letters; other games' moves are their text alone).
pub struct Shown(Vec<MovePart>);

impl Serialize for Shown {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        #[derive(Serialize)]
        struct Letter<'a> {
            piece: &'a str,
            letter: char,
        }
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for part in &self.0 {
            match part {
                MovePart::Text(text) => seq.serialize_element(text)?,
                MovePart::Piece { kind, letter } => seq.serialize_element(&Letter {
                    piece: kind.name(),
                    letter: *letter,
                })?,
            }
        }
        seq.end()
    }
}

/// A move of game `game` as the page shows it.
pub fn shown(game: &str, text: &str) -> Shown {
    Shown(ply_games::find(game).map_or_else(
        |_| vec![MovePart::Text(text.to_string())],
        |g| g.shown_move(text),
    ))
}

/// Moves of game `game` as the page shows them.
pub fn shown_all(game: &str, moves: &[String]) -> Vec<Shown> {
    moves.iter().map(|m| shown(game, m)).collect()
}

/// The legal moves that promote to a chosen piece, in the order of the game's promotion
/// choices.
fn promotions(record: &dyn ply_games::AnyRecord) -> Vec<(String, &'static str)> {
    let mut found = record.legal_promotions();
    if let Ok(game) = ply_games::find(record.game_id()) {
        let order = game.promotions();
        found.sort_by_key(|(_, kind)| order.iter().position(|k| k == kind));
    }
    found
}

/// How the page reads the engine's scores: `{"unit", "decimals", "clear_lead", "margins"}`
/// (a score of `unit` is one shown point with `decimals` decimals).
pub fn score_scale(game: &dyn ply_games::AnyGame) -> serde_json::Value {
    let s = game.score_scale();
    let decimals = s.unit.max(1).ilog10();
    serde_json::json!({"unit": s.unit, "decimals": decimals, "clear_lead": s.clear_lead,
        "margins": s.margins})
}

/// Rule options as a JSON object, in the game's order.
struct Pairs(Vec<(&'static str, String)>);

impl Serialize for Pairs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// Both sides' rating changes in a rated game that has ended.
#[derive(Serialize)]
struct RatingsView<'a> {
    white: RatingView<'a>,
    black: RatingView<'a>,
}

/// One side's rating change: the account, its rating before and after (rounded), the change
/// and whether the rating after is provisional.
#[derive(Serialize)]
struct RatingView<'a> {
    user: &'a str,
    before: i64,
    rating: i64,
    diff: i64,
    provisional: bool,
}

fn rating_view(change: &RatingChange) -> RatingView<'_> {
    RatingView {
        user: &change.user,
        before: change.before.rounded(),
        rating: change.after.rounded(),
        diff: change.diff(),
        provisional: change.after.provisional(),
    }
}

/// The external engine playing the computer's side.
#[derive(Serialize)]
struct EngineView<'a> {
    id: &'a str,
    name: &'a str,
}

#[derive(Serialize)]
struct CorrespondenceView {
    days: i64,
    /// When the side to move's time runs out (Unix ms); none once the game is over.
    move_by: Option<i64>,
    /// How long that is from the moment of this state.
    left_ms: Option<i64>,
}

#[derive(Serialize)]
struct ClockView<'a> {
    initial_ms: i64,
    increment_ms: i64,
    white_ms: i64,
    black_ms: i64,
    running: Option<&'a str>,
    /// The sides that berserked in a tournament game (left out when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    berserk: Vec<&'a str>,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum LayoutView {
    Grid { files: u8, ranks: u8 },
    Pits { pits: u8 },
}

#[derive(Serialize)]
struct DiagramView<'a> {
    layout: LayoutView,
    /// `checkered` or `holes`: how a grid's squares are drawn.
    squares: &'static str,
    /// `edges` (files and ranks) or `numbers` (each playable square's number).
    coordinates: &'static str,
    cells: Vec<CellView<'a>>,
}

#[derive(Serialize)]
struct CellView<'a> {
    label: &'a str,
    playable: bool,
    dark: bool,
    piece: Option<PieceView<'a>>,
    count: u32,
}

#[derive(Serialize)]
struct PieceView<'a> {
    side: &'a str,
    name: &'a str,
    kind: &'a str,
}

#[derive(Serialize)]
struct GhostView<'a> {
    cell: usize,
    piece: PieceView<'a>,
}

fn ghosts<'a>(
    record: &dyn ply_games::AnyRecord,
    name: &dyn Fn(Side) -> &'a str,
) -> Vec<GhostView<'a>> {
    record
        .last_captures()
        .into_iter()
        .map(|(cell, p)| GhostView {
            cell,
            piece: PieceView {
                side: side_key(p.side),
                name: name(p.side),
                kind: p.kind.name(),
            },
        })
        .collect()
}

/// The legal moves' texts, once each (a move clicked two ways has two entries in the cells).
fn legal_texts(cells: &[(String, Vec<usize>)]) -> Vec<&str> {
    let mut seen = std::collections::HashSet::new();
    cells
        .iter()
        .map(|(t, _)| t.as_str())
        .filter(|t| seen.insert(*t))
        .collect()
}

fn diagram_view<'a>(d: &'a Diagram, look: Look, name: &dyn Fn(Side) -> &'a str) -> DiagramView<'a> {
    let layout = match d.layout {
        Layout::Grid { files, ranks } => LayoutView::Grid { files, ranks },
        Layout::Pits { pits } => LayoutView::Pits { pits },
    };
    let cells = d
        .cells
        .iter()
        .map(|c| CellView {
            label: &c.label,
            playable: c.playable,
            dark: c.dark,
            piece: c.piece.map(|p| PieceView {
                side: side_key(p.side),
                name: name(p.side),
                kind: p.kind.name(),
            }),
            count: c.count,
        })
        .collect();
    DiagramView {
        layout,
        squares: match look.squares {
            Squares::Checkered => "checkered",
            Squares::Holes => "holes",
        },
        coordinates: match look.coordinates {
            Coordinates::Edges => "edges",
            Coordinates::Numbers => "numbers",
        },
        cells,
    }
}

/// The game's state at `now` (clocks as they read at that moment), as JSON text: `moves` are
/// its moves in notation, `cells` its legal moves' cells, `engine_name` names the external
/// engine of a game against one.
pub fn state(
    live: &Session,
    moves: &[String],
    cells: &[(String, Vec<usize>)],
    engine_name: Option<&str>,
    now: i64,
) -> String {
    let record = live.record();
    let outcome = record.outcome();
    let to_move = record.side_to_move();
    let side_name = |side: Side| record.side_name(side);
    let described = outcome.as_ref().map(|o| record.describe(o));
    let diagram = record.diagram();
    let view = StateView {
        id: &live.fixed.id,
        game: record.game_id(),
        name: ply_games::find(record.game_id()).map_or("", |g| g.name()),
        rules: Pairs(record.rules()),
        start: record.start_position(),
        position: record.position(),
        moves,
        turn: side_name(to_move),
        legal_moves: legal_texts(cells),
        status: if outcome.is_some() {
            "finished"
        } else {
            "ongoing"
        },
        result: outcome.map(|o| match o.winner {
            _ if o.is_aborted() => "aborted",
            Some(side) => side_name(side),
            None => "draw",
        }),
        reason: outcome.map(|o| o.reason.code()),
        description: described.as_ref().map(ToString::to_string),
        description_message: described.as_ref().map(crate::error::explain),
        sides: [side_name(Side::White), side_name(Side::Black)],
        opponent: live.fixed.opponent.name(),
        rated: live.fixed.rated,
        speed: live.fixed.speed().map(ply_rating::Speed::key),
        ratings: live.ratings().map(|[white, black]| RatingsView {
            white: rating_view(white),
            black: rating_view(black),
        }),
        level: match &live.fixed.opponent {
            Opponent::Computer {
                level,
                engine: None,
                ..
            } => Some(*level),
            _ => None,
        },
        computer: live.computer_side().map(side_name),
        engine: match &live.fixed.opponent {
            Opponent::Computer {
                engine: Some(id), ..
            } => Some(EngineView {
                id,
                name: engine_name.unwrap_or(id),
            }),
            _ => None,
        },
        waiting_for_opponent: live.waiting_for_friend(),
        thinking: live.computer_thinks(),
        engine_error: live.engine_error(),
        check: moves
            .last()
            .is_some_and(|m| m.ends_with('+') || m.ends_with('#')),
        clock: live.clock().map(|c| ClockView {
            initial_ms: c.initial_ms,
            increment_ms: c.increment_ms,
            white_ms: c.left_at(Side::White, to_move, now).max(0),
            black_ms: c.left_at(Side::Black, to_move, now).max(0),
            running: c.started_ms.map(|_| side_name(to_move)),
            berserk: Side::ALL
                .into_iter()
                .filter(|s| c.berserk[s.index()])
                .map(side_name)
                .collect(),
        }),
        correspondence: live.fixed.days.map(|days| CorrespondenceView {
            days,
            move_by: live.move_by(),
            left_ms: live.move_by().map(|by| (by - now).max(0)),
        }),
        draw_offer: live.draw_offer().map(side_name),
        draw_declined: live.draw_declined().map(side_name),
        takeback: live.takeback().map(side_name),
        takeback_declined: live.takeback_declined().map(side_name),
        abort_in_ms: live.abort_at().map(|at| (at - now).max(0)),
        rematch: live.rematch(),
        last_move: moves.last().map(String::as_str),
        last_cells: record.last_move_cells().unwrap_or_default(),
        captured: ghosts(record, &side_name),
        must_capture: record.must_capture(),
        diagram: diagram_view(&diagram, record.look(), &side_name),
        move_cells: cells,
        promotions: promotions(record),
        shown: shown_all(record.game_id(), moves),
        movers: record.movers().into_iter().map(side_name).collect(),
        version: live.version(),
    };
    serde_json::to_string(&view).unwrap_or_else(|e| {
        format!("{{\"error\":\"internal\",\"message\":\"cannot write the state: {e}\"}}")
    })
}

/// The position after the first `ply` moves of a game, for looking back through it: the
/// position text, the board, the cells of the move that led to it and whether it gives check.
///
/// # Errors
/// 400 when the game has fewer moves than `ply`.
/// A position drawn for a rules page: the game, its diagram, the move shown (for practice) and
/// its cells, the position text and the side to move (as the page keys it), as JSON text.
pub fn figure(record: &dyn ply_games::AnyRecord, shown: Option<&str>, cells: &[usize]) -> String {
    let side_name = |side: Side| record.side_name(side);
    let diagram = record.diagram();
    serde_json::json!({
        "game": record.game_id(),
        "position": record.position(),
        "turn": side_key(record.side_to_move()),
        "move": shown,
        "last_cells": cells,
        "diagram": diagram_view(&diagram, record.look(), &side_name),
    })
    .to_string()
}

/// A position set up or typed in the board editor: its normalised text, the side to move (as
/// the page keys it), the board, the number of legal moves and, when the game would be over at
/// once, why — as JSON text.
pub fn position(record: &dyn ply_games::AnyRecord) -> String {
    let side_name = |side: Side| record.side_name(side);
    let diagram = record.diagram();
    let outcome = record.outcome();
    let described = outcome.as_ref().map(|o| record.describe(o));
    serde_json::json!({
        "game": record.game_id(),
        "position": record.position(),
        "turn": side_key(record.side_to_move()),
        "legal_moves": record.legal_moves().len(),
        "status": if outcome.is_some() { "finished" } else { "ongoing" },
        "description_message": described.as_ref().map(crate::error::explain),
        "must_capture": record.must_capture(),
        "diagram": diagram_view(&diagram, record.look(), &side_name),
    })
    .to_string()
}

/// A position reached by moves, as the analysis board draws it: the game, its rules, the
/// start and current position, the moves, the side to move, the result when the game is over,
/// the board, each legal move with its cells and who made each move, as JSON text.
pub fn board(record: &dyn ply_games::AnyRecord) -> String {
    let side_name = |side: Side| record.side_name(side);
    let outcome = record.outcome();
    let described = outcome.as_ref().map(|o| record.describe(o));
    let moves = record.moves();
    let cells = if outcome.is_some() {
        Vec::new()
    } else {
        record.legal_move_cells()
    };
    let diagram = record.diagram();
    serde_json::json!({
        "game": record.game_id(),
        "rules": Pairs(record.rules()),
        "start": record.start_position(),
        "position": record.position(),
        "turn": side_name(record.side_to_move()),
        "sides": [side_name(Side::White), side_name(Side::Black)],
        "status": if outcome.is_some() { "finished" } else { "ongoing" },
        "result": outcome.map(|o| o.winner.map_or("draw", side_name)),
        "description_message": described.as_ref().map(crate::error::explain),
        "check": moves.last().is_some_and(|m| m.ends_with('+') || m.ends_with('#')),
        "last_cells": record.last_move_cells().unwrap_or_default(),
        "diagram": diagram_view(&diagram, record.look(), &side_name),
        "legal_moves": cells.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>(),
        "move_cells": cells,
        "promotions": promotions(record),
        "movers": record.movers().into_iter().map(side_name).collect::<Vec<_>>(),
        "shown": shown_all(record.game_id(), &moves),
        "moves": moves,
        "scale": ply_games::find(record.game_id()).ok().map(score_scale),
    })
    .to_string()
}

pub fn at_ply(live: &Session, ply: usize) -> Result<String, crate::error::ApiError> {
    let moves = live.moves();
    if ply > moves.len() {
        return Err(crate::error::ApiError::bad_request(ply_core::msg!(
            "no_such_ply",
            ply = ply,
            moves = moves.len()
        )));
    }
    let mut record = live.record().clone_box();
    for _ in ply..moves.len() {
        record.undo();
    }
    let side_name = |side: Side| record.side_name(side);
    let diagram = record.diagram();
    #[derive(Serialize)]
    struct PlyView<'a> {
        ply: usize,
        position: String,
        turn: &'a str,
        last_move: Option<&'a str>,
        last_cells: Vec<usize>,
        check: bool,
        diagram: DiagramView<'a>,
    }
    let last = ply.checked_sub(1).map(|i| moves[i].as_str());
    let view = PlyView {
        ply,
        position: record.position(),
        turn: side_name(record.side_to_move()),
        last_move: last,
        last_cells: record.last_move_cells().unwrap_or_default(),
        check: last.is_some_and(|m| m.ends_with('+') || m.ends_with('#')),
        diagram: diagram_view(&diagram, record.look(), &side_name),
    };
    serde_json::to_string(&view).map_err(crate::error::ApiError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Fixed;

    #[test]
    fn the_state_has_the_documented_fields() {
        let fixed = Fixed {
            id: "g1".into(),
            game: "kalah".into(),
            rules: vec![("pits".into(), "4".into())],
            start: String::new(),
            opponent: Opponent::Computer {
                level: 2,
                side: Side::Black,
                engine: None,
            },
            clock: Some((60_000, 0)),
            created_ms: 0,
            rated: false,
            days: None,
        };
        let live = Session::new(fixed, [Some("h".into()), None], None).unwrap();
        let cells = live.record().legal_move_cells();
        let v: serde_json::Value =
            serde_json::from_str(&state(&live, &live.moves(), &cells, None, 0)).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            &keys[..13],
            [
                "id",
                "game",
                "name",
                "rules",
                "start",
                "position",
                "moves",
                "turn",
                "legal_moves",
                "status",
                "result",
                "reason",
                "description"
            ]
        );
        assert_eq!(v["rules"]["pits"], "4");
        assert_eq!(v["turn"], "south");
        assert_eq!(v["computer"], "north");
        assert_eq!(v["level"], 2);
        assert_eq!(v["diagram"]["layout"]["type"], "pits");
        assert_eq!(v["diagram"]["cells"].as_array().unwrap().len(), 10);
        assert_eq!(v["legal_moves"].as_array().unwrap().len(), 4);
        assert_eq!(v["move_cells"][0][1].as_array().unwrap().len(), 1);
        assert_eq!(v["clock"]["south_ms"], serde_json::Value::Null);
        assert_eq!(v["clock"]["white_ms"], 60_000);
        assert_eq!(v["status"], "ongoing");
        assert!(v["result"].is_null());
        assert_eq!(v["rated"], false);
        assert_eq!(v["speed"], "bullet");
        assert!(v["ratings"].is_null());
    }

    #[test]
    fn the_diagram_says_how_the_board_looks() {
        let look = |game: &str| {
            let record = ply_games::find(game).unwrap().new_game(&[], None).unwrap();
            let v: serde_json::Value =
                serde_json::from_str(&figure(record.as_ref(), None, &[])).unwrap();
            (
                v["diagram"]["squares"].as_str().unwrap().to_string(),
                v["diagram"]["coordinates"].as_str().unwrap().to_string(),
            )
        };
        let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(look("kabe"), pair("checkered", "numbers"));
        assert_eq!(look("draughts"), pair("checkered", "numbers"));
        assert_eq!(look("chess"), pair("checkered", "edges"));
        assert_eq!(look("konane"), pair("holes", "edges"));
    }
}
