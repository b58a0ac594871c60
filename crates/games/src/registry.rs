use std::sync::OnceLock;

use crate::{AnyGame, GameError, dynamic::Entry};

/// Every game ply plays, in the order menus show them.
pub fn registry() -> &'static [Box<dyn AnyGame>] {
    static GAMES: OnceLock<Vec<Box<dyn AnyGame>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        vec![
            Box::new(Entry::<ply_chess::Chess> {
                id: "chess",
                name: "Chess",
                rules: || ply_core::NoRules,
            }),
            Box::new(Entry::<ply_konane::Konane> {
                id: "konane",
                name: "Konane",
                rules: || ply_core::NoRules,
            }),
        ]
    })
}

/// The game with this id.
///
/// # Errors
/// [`GameError::UnknownGame`], whose message lists the known ids.
pub fn find(id: &str) -> Result<&'static dyn AnyGame, GameError> {
    registry()
        .iter()
        .find(|g| g.id() == id)
        .map(|g| g.as_ref())
        .ok_or_else(|| GameError::UnknownGame(id.to_string()))
}
