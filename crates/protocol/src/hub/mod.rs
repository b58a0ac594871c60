//! Hub, the draughts engine protocol (version 2).
