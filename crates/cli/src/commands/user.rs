//! `ply user list|show|disable|enable|reset-password|rerate|token`: the operator's view of
//! the accounts, on the database `ply serve` uses.

use std::io::{BufRead, IsTerminal};

use ply_server::accounts::{Accounts, Config, User};

use super::runtime;
use crate::{
    args::{UserArgs, UserCommand},
    fail::{Failure, Outcome},
};

pub fn run(args: &UserArgs) -> Outcome {
    let url = match &args.database {
        Some(url) => url.clone(),
        None => ply_server::ServeOptions {
            data_dir: args.data.clone(),
            ..ply_server::ServeOptions::default()
        }
        .database_url()
        .map_err(|e| Failure::Other(format!("{e:#}")))?,
    };
    runtime()?.block_on(async {
        let store = ply_server::Store::connect(&url)
            .await
            .map_err(|e| Failure::Other(format!("{e:#}")))?;
        let accounts = Accounts::new(store.clone(), Config::default(), false);
        let done = act(&accounts, &store, &args.command).await;
        store.close().await;
        done
    })
}

fn other(e: impl std::fmt::Display) -> Failure {
    Failure::Other(format!("{e:#}"))
}

async fn act(accounts: &Accounts, store: &ply_server::Store, command: &UserCommand) -> Outcome {
    match command {
        UserCommand::Rerate => rerate(store).await?,
        UserCommand::Token {
            name,
            scopes,
            description,
        } => {
            let user = found(accounts, name).await?;
            if user.deleted {
                return Err(Failure::input(format!("the account '{name}' is deleted")));
            }
            let (_, text) = accounts
                .make_token(&user, description, scopes)
                .await
                .map_err(|e| Failure::input(crate::words::say(&e.message)))?;
            println!("ply: a token for {} (shown once): {text}", user.id);
        }
        UserCommand::List => {
            for user in accounts.users().await.map_err(other)? {
                println!(
                    "{}\t{}\t{}\t{}",
                    user.id,
                    user.shown_name(),
                    user.created_day(),
                    state(&user)
                );
            }
        }
        UserCommand::Show { name } => {
            let user = found(accounts, name).await?;
            let games = accounts.games(&user).await.map_err(other)?;
            let sessions = accounts.sessions(&user).await.map_err(other)?;
            println!("id: {}", user.id);
            println!("name: {}", user.shown_name());
            println!("created: {}", user.created_day());
            println!("state: {}", state(&user));
            println!("games: {games}");
            println!("sessions: {sessions}");
        }
        UserCommand::Disable { name } | UserCommand::Enable { name } => {
            let disable = matches!(command, UserCommand::Disable { .. });
            let user = accounts
                .set_disabled(name, disable)
                .await
                .map_err(Failure::input)?;
            println!("ply: {} is {}", user.id, state(&user));
        }
        UserCommand::ResetPassword { name, stdin } => {
            let (password, made) = if *stdin {
                (read_password()?, false)
            } else {
                (
                    ply_server::accounts::names::random_password().map_err(other)?,
                    true,
                )
            };
            let user = accounts
                .reset_password(name, &password)
                .await
                .map_err(Failure::input)?;
            if made {
                println!(
                    "ply: the new password of {} (shown once): {password}",
                    user.id
                );
            } else {
                println!("ply: the password of {} is changed", user.id);
            }
            println!("ply: every session of {} has ended", user.id);
        }
    }
    Ok(())
}

/// `ply user rerate`: every rating rebuilt from the rated games' rows, in one transaction.
async fn rerate(store: &ply_server::Store) -> Outcome {
    let done = store.rerate().await.map_err(other)?;
    println!(
        "ply: {} rated games taken again in order: {} ratings rebuilt, {} per-game rows differed \
         and were set",
        done.games, done.ratings, done.corrected
    );
    Ok(())
}

async fn found(accounts: &Accounts, name: &str) -> Outcome<User> {
    accounts
        .user(name)
        .await
        .map_err(other)?
        .ok_or_else(|| Failure::input(format!("there is no account '{name}'")))
}

fn state(user: &User) -> &'static str {
    if user.deleted {
        "deleted"
    } else if user.disabled {
        "disabled"
    } else {
        "active"
    }
}

/// The first line of standard input, without its line end.
fn read_password() -> Outcome<String> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        eprintln!("new password:");
    }
    let mut line = String::new();
    stdin.lock().read_line(&mut line)?;
    let password = line.trim_end_matches(['\r', '\n']).to_string();
    if password.is_empty() {
        return Err(Failure::input("no password on standard input"));
    }
    Ok(password)
}
