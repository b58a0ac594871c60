//! External engines named by a specification such as `uci:stockfish,UCI_Elo=2000`.
