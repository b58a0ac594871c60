//! The server's state as each of its parts sees it: the table the computer plays at
//! (`computer::Table`), the games the flag sweep settles (`flags::Settle`), the notices the
//! listener hands over (`listen::Hears`) and the games a tournament's director sees and makes
//! (`tournament::director::Tables`) — each part is given the narrow trait, not the whole state.

use std::sync::{Arc, atomic::Ordering};

use anyhow::Result;
use ply_core::Side;

use super::{Caller, Inner};
use crate::{
    cache::Slot,
    clock::now_ms,
    computer::Table,
    error::ApiError,
    listen::Hears,
    session::{Command, Opponent, Session},
};

impl Table for Inner {
    async fn thinking(self: &Arc<Self>, id: &str, version: i64) -> Option<Session> {
        let slot = self.slot(id).await.ok()?;
        let mut held = slot.lock().await;
        if held.session.version() < version {
            self.reload(&slot, &mut held).await.ok()?;
        }
        let session = &held.session;
        (session.version() == version && session.computer_thinks()).then(|| session.clone())
    }

    async fn play(self: &Arc<Self>, id: &str, command: Command) -> Result<(), ApiError> {
        self.act(id, &Caller::default(), Some(command))
            .await
            .map(|_| ())
    }
}

impl crate::flags::Settle for Inner {
    async fn settle(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        self.state(id).await.map(|_| ())
    }

    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }
}

impl Hears for Inner {
    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    async fn changed(self: &Arc<Self>, id: &str, version: i64) {
        if let Some(slot) = self.cache.get(id)
            && slot.version() < version
        {
            self.catch_up(id, &slot).await;
        }
    }

    fn new_work(&self) {
        self.computer.wake();
    }

    fn watchers(self: &Arc<Self>, payload: &str) {
        self.watchers.heard(payload);
    }

    fn lobby(&self, payload: &str) {
        self.lobby.heard(payload);
    }

    fn tournament(&self, payload: &str) {
        self.tournaments.heard(payload);
    }

    fn account(&self, payload: &str) {
        self.live.heard(payload);
    }

    /// Every cached game whose stored version differs is reloaded.
    async fn resync(self: &Arc<Self>) {
        for (id, slot) in self.cache.all() {
            match self.store.version(&id).await {
                Ok(Some(v)) if v != slot.version() => self.catch_up(&id, &slot).await,
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!("cannot check the games in memory: {e:#}");
                    return;
                }
            }
        }
        self.computer.wake();
    }
}

impl Inner {
    /// Reloads a cached game that changed elsewhere and tells its listeners.
    async fn catch_up(self: &Arc<Self>, id: &str, slot: &Arc<Slot>) {
        let mut held = slot.lock().await;
        match self.reload(slot, &mut held).await {
            Ok(()) => {
                let state = held.state(now_ms());
                slot.publish(&state);
                self.follow_up(slot, &held.session);
            }
            Err(e) => tracing::warn!(game = %id, "cannot reload: {}", e.message),
        }
    }
}

impl crate::tournament::director::Tables for Inner {
    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    async fn seen(self: &Arc<Self>, id: &str) -> Result<crate::tournament::director::Seen> {
        use crate::tournament::director::Seen;
        if self.store.version(id).await?.is_none() {
            return Ok(Seen::Missing);
        }
        let session = self
            .session(id)
            .await
            .map_err(|e| anyhow::anyhow!("game {id}: {}", e.message))?;
        Ok(match session.outcome() {
            None => Seen::Ongoing,
            Some(outcome) => Seen::Ended {
                winner: outcome.winner,
                aborted: outcome.is_aborted(),
                missed: outcome.is_aborted() && session.meta().first_turn_ms.is_some(),
                to_move: session.to_move(),
                at_ms: session.meta().updated_ms,
                berserk: session.berserked(),
            },
        })
    }

    async fn make(
        self: &Arc<Self>,
        t: &crate::tournament::Tournament,
        board: &crate::tournament::Board,
    ) -> Result<()> {
        let (Some(black), Some(white_token), Some(black_token)) =
            (&board.black, &board.white_token, &board.black_token)
        else {
            return Ok(());
        };
        let fixed = crate::session::Fixed {
            id: board.id.clone(),
            game: t.game.clone(),
            rules: t.rules.clone(),
            start: String::new(),
            opponent: Opponent::Friend,
            clock: Some((t.limit_s * 1_000, t.increment_s * 1_000)),
            created_ms: now_ms(),
            rated: t.rated,
            days: None,
        };
        let tokens = [
            Some(crate::secret::hash(white_token)),
            Some(crate::secret::hash(black_token)),
        ];
        let players = [
            (Side::White, board.white.clone()),
            (Side::Black, black.clone()),
        ];
        let made = match Session::new(fixed, tokens, None) {
            Ok(session) => self.create(&Caller::default(), session, &players).await,
            Err(e) => Err(e),
        };
        made.map_err(|e| anyhow::anyhow!("game {}: {}", board.id, e.message))?;
        // The players' programs hear of it on their event streams (lichess's `gameStart`).
        if let Ok(session) = self.session(&board.id).await {
            let extra = serde_json::json!({"source": "arena", "tournamentId": t.id});
            crate::live::events::tell_game_with(
                &self.accounts,
                &self.live,
                "gameStart",
                &session,
                &extra,
            )
            .await;
        }
        Ok(())
    }
}
