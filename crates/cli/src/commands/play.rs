//! `ply play`: a game against the computer in the terminal. Moves are typed in the game's
//! notation; commands: hint, undo, flip, moves, resign, draw, help, quit. Works from a pipe too.

use std::{io::Write, sync::atomic::AtomicBool, time::Duration};

use ply_core::{Outcome as GameOutcome, Reason, Side};
use ply_games::{AnyEngine, AnyRecord, Level, Limits, Think};

use crate::{
    args::{PlayArgs, colors_wanted},
    board::{Style, render},
    fail::{Failure, Outcome},
};

const HELP: &str = "Type a move in the game's notation, or a command:
  hint    the computer suggests a move     undo    take back your last move
  flip    turn the board round             moves   list the legal moves
  draw    offer a draw                     resign  give up the game
  board   show the board again             quit    leave";

/// The side named by `--color` (`white`/`south`, `black`/`north`, `random`).
fn parse_side(text: &str, names: [&str; 2], seed: u64) -> Outcome<Side> {
    let text = text.to_ascii_lowercase();
    if text == "white" || text == names[0] {
        Ok(Side::White)
    } else if text == "black" || text == names[1] {
        Ok(Side::Black)
    } else if text == "random" {
        Ok(if seed.is_multiple_of(2) {
            Side::White
        } else {
            Side::Black
        })
    } else {
        Err(Failure::input(format!(
            "--color {text}: expected {}, {} or random",
            names[0], names[1]
        )))
    }
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

struct Session {
    game: Box<dyn AnyRecord>,
    engine: Box<dyn AnyEngine>,
    human: Side,
    level: Level,
    movetime: Duration,
    style: Style,
    seed: u64,
}

impl Session {
    fn show(&mut self) {
        self.style.highlight = self.game.last_move_cells().unwrap_or_default();
        print!("{}", render(&self.game.diagram(), &self.style));
    }

    fn think(&mut self, level: Level, movetime: Duration) -> Option<ply_games::Thought> {
        self.seed = self.seed.wrapping_add(1);
        let think = Think {
            limits: Limits {
                movetime: Some(movetime),
                ..Limits::default()
            },
            level: Some(level),
            seed: self.seed,
        };
        let stop = AtomicBool::new(false);
        self.engine
            .think(self.game.as_ref(), &think, &stop, &mut |_| {})
            .ok()
    }

    fn computer_moves(&mut self) {
        let (level, movetime) = (self.level, self.movetime);
        let Some(mv) = self.think(level, movetime).and_then(|t| t.best_move) else {
            return;
        };
        match self.game.play(&mv) {
            Ok(text) => println!("ply plays {text}"),
            Err(e) => println!("the computer's move {mv} was refused: {e}"),
        }
    }

    /// Handles one line typed by the player; `false` to leave.
    fn command(&mut self, line: &str) -> bool {
        let computer = self.human.opposite();
        match line {
            "" => {}
            "help" | "?" => println!("{HELP}"),
            "quit" | "exit" => return false,
            "board" => self.show(),
            "flip" => {
                self.style.flipped = !self.style.flipped;
                self.show();
            }
            "moves" => println!("{}", self.game.legal_moves().join(" ")),
            "hint" => match self
                .think(Level::MAX, self.movetime)
                .and_then(|t| t.best_move)
            {
                Some(mv) => println!("hint: {mv}"),
                None => println!("no move to suggest"),
            },
            "undo" => {
                let mut undone = Vec::new();
                while let Some(mv) = self.game.undo() {
                    undone.push(mv);
                    if self.game.side_to_move() == self.human {
                        break;
                    }
                }
                if undone.is_empty() {
                    println!("nothing to undo");
                } else {
                    undone.reverse();
                    println!("taken back: {}", undone.join(" "));
                    self.show();
                }
            }
            "resign" => {
                let _ = self
                    .game
                    .declare(GameOutcome::win(computer, Reason::Resignation));
            }
            "draw" => {
                // The computer accepts when it does not think itself better.
                let view = self.think(Level::MAX, self.movetime / 2);
                if view.is_some_and(|t| t.score >= 0) {
                    println!("the computer accepts the draw");
                    let _ = self.game.declare(GameOutcome::draw(Reason::Agreement));
                } else {
                    println!("the computer declines the draw");
                }
            }
            text => match self.game.play(text) {
                Ok(_) => {}
                Err(e) => println!("{e}"),
            },
        }
        true
    }
}

pub fn run(args: &PlayArgs) -> Outcome {
    let game = args.game.new_game()?;
    let entry = ply_games::find(game.game_id())?;
    let seed = seed_from_clock();
    let human = parse_side(&args.color, entry.side_names(), seed)?;
    let mut session = Session {
        engine: entry.new_engine(64),
        human,
        level: Level::new(args.level).unwrap_or(Level::MAX),
        movetime: Duration::from_millis(args.movetime.max(1)),
        style: Style {
            flipped: human == Side::Black,
            highlight: Vec::new(),
            color: colors_wanted(&args.colors),
        },
        seed,
        game,
    };
    println!(
        "{} — you play {}, the computer plays at level {}. Type help for commands.",
        entry.name(),
        session.game.side_name(human),
        args.level
    );
    let mut lines = crate::input::lines(std::io::stdin().lock());
    let mut shown = false;
    loop {
        if let Some(outcome) = session.game.outcome() {
            session.show();
            println!("game over: {}", session.game.describe(&outcome));
            println!("moves: {}", session.game.moves().join(" "));
            return Ok(());
        }
        if session.game.side_to_move() != human {
            session.computer_moves();
            shown = false;
            continue;
        }
        if !shown {
            session.show();
            shown = true;
        }
        print!("{} to move> ", session.game.side_name(human));
        std::io::stdout().flush()?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(());
        };
        let line = match line? {
            Ok(line) => line,
            Err(not_text) => {
                println!("{not_text}");
                continue;
            }
        };
        if !std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            println!("{line}");
        }
        let before = session.game.moves().len();
        if !session.command(line.trim()) {
            return Ok(());
        }
        if session.game.moves().len() != before {
            shown = false;
        }
    }
}
