//! `ply play`: a game against the computer in the terminal. Moves are typed in the game's
//! notation; commands: hint, undo, flip, moves, resign, draw, help, quit. Works from a pipe too.

use std::{io::Write, sync::atomic::AtomicBool, time::Duration};

use ply_core::{Arg, Outcome as GameOutcome, Reason, Side, msg};
use ply_games::{AnyEngine, AnyRecord, Level, Limits, Think};

use crate::{
    args::{PlayArgs, colors_wanted},
    board::{Style, render},
    fail::{Failure, Outcome},
    words::{say, word},
};

/// The catalog's word for a side ("valge", "юг").
fn side_word(game: &dyn AnyRecord, side: Side) -> Arg {
    Arg::side(game.side_name(side))
}

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
        Err(Failure::Input(say(&msg!(
            "cli-bad-color",
            text = text,
            first = names[0],
            second = names[1]
        ))))
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
            Ok(text) => println!("{}", say(&msg!("cli-computer-plays", text = text))),
            Err(e) => println!(
                "{}",
                say(&msg!(
                    "cli-computer-refused",
                    text = mv,
                    reason = e.message().clone()
                ))
            ),
        }
    }

    /// Handles one line typed by the player; `false` to leave.
    fn command(&mut self, line: &str) -> bool {
        let computer = self.human.opposite();
        match line {
            "" => {}
            "help" | "?" => println!("{}", word("cli-help")),
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
                Some(mv) => println!("{}", say(&msg!("cli-hint", text = mv))),
                None => println!("{}", word("cli-no-hint")),
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
                    println!("{}", word("cli-nothing-to-undo"));
                } else {
                    undone.reverse();
                    println!("{}", say(&msg!("cli-taken-back", moves = undone.join(" "))));
                    self.show();
                }
            }
            "resign" => {
                let _ = self
                    .game
                    .declare(GameOutcome::win(computer, Reason::RESIGNATION));
            }
            "draw" => {
                // The computer accepts when it does not think itself better.
                let view = self.think(Level::MAX, self.movetime / 2);
                if view.is_some_and(|t| t.score >= 0) {
                    println!("{}", word("cli-draw-accepted"));
                    let _ = self.game.declare(GameOutcome::draw(Reason::AGREEMENT));
                } else {
                    println!("{}", word("cli-draw-declined"));
                }
            }
            text => match self.game.play(text) {
                Ok(_) => {}
                Err(e) => println!("{}", say(e.message())),
            },
        }
        true
    }
}

pub fn run(args: &PlayArgs, context: &ply_games::Context) -> Outcome {
    let game = args.game.new_game()?;
    let entry = ply_games::find(game.game_id())?;
    let seed = seed_from_clock();
    let human = parse_side(&args.color, entry.side_names(), seed)?;
    let mut engine = entry.new_engine(64, context);
    engine.set_threads(usize::from(args.threads));
    let mut session = Session {
        engine,
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
    let welcome = msg!(
        "cli-welcome",
        game = Arg::term(format!("game-{}", entry.id())),
        side = side_word(session.game.as_ref(), human),
        level = args.level
    );
    println!("{}", say(&welcome));
    let mut lines = ply_protocol::lines::lines(std::io::stdin().lock());
    let mut shown = false;
    loop {
        if let Some(outcome) = session.game.outcome() {
            session.show();
            let over = msg!("cli-game-over", result = session.game.describe(&outcome));
            let moves = msg!("cli-moves", moves = session.game.moves().join(" "));
            println!("{}\n{}", say(&over), say(&moves));
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
        let prompt = msg!("cli-prompt", side = side_word(session.game.as_ref(), human));
        print!("{}> ", say(&prompt));
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
