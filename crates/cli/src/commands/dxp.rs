//! `ply dxp`: international draughts over DXP, the DamExchange Protocol. With `--listen` ply
//! waits for programs and follows their game requests (one connection after another); with
//! `--connect` it requests games itself, alternating colours. The games themselves are played
//! by `ply_protocol::dxp`; the log (every message and error) goes to stdout.

use std::{
    net::{TcpListener, TcpStream},
    time::Duration,
};

use ply_games::Level;
use ply_protocol::dxp::{Colour, Player, Request, follow, initiate};

use crate::{
    args::DxpArgs,
    fail::{Failure, Outcome},
};

pub fn run(args: &DxpArgs, context: &ply_games::Context) -> Outcome {
    let level = Level::new(args.level)
        .ok_or_else(|| Failure::input(format!("--level {}: expected 1 to 10", args.level)))?;
    let colour = match args.colour.as_str() {
        "white" | "w" | "W" => Colour::White,
        "black" | "b" | "B" | "Z" => Colour::Black,
        other => {
            return Err(Failure::input(format!(
                "--colour {other}: expected white or black"
            )));
        }
    };
    if args.name.is_empty() || args.name.len() > 32 || !args.name.is_ascii() {
        return Err(Failure::input("--name: 1 to 32 ASCII characters"));
    }
    let settings = ply_protocol::Settings {
        hash_mb: args.hash,
        level,
        threads: usize::from(args.threads),
        context: context.clone(),
    };
    let mut player = Player::new(
        &settings,
        &args.name,
        Duration::from_secs(args.timeout.max(1)),
        args.pdn.clone(),
        std::io::stdout(),
    )?;
    if let Some(addr) = &args.listen {
        let listener = TcpListener::bind(addr)
            .map_err(|e| Failure::Other(format!("cannot listen on {addr}: {e}")))?;
        player.log(format!("dxp: listening on {}", listener.local_addr()?));
        loop {
            match listener.accept() {
                Ok((stream, peer)) => {
                    player.log(format!("dxp: connection from {peer}"));
                    follow(stream, &mut player)?;
                    player.log(format!("dxp: connection from {peer} closed"));
                }
                Err(e) => eprintln!("dxp: error: accepting a connection: {e}"),
            }
        }
    }
    let addr = args.connect.as_deref().unwrap_or_default();
    let stream = TcpStream::connect(addr)
        .map_err(|e| Failure::Other(format!("cannot connect to {addr}: {e}")))?;
    player.log(format!("dxp: connected to {addr}"));
    let request = Request {
        minutes: args.minutes,
        moves: args.moves,
        colour,
        games_left: args.games,
    };
    initiate(stream, &mut player, request)?;
    player.log(format!("dxp: connection to {addr} closed"));
    Ok(())
}
