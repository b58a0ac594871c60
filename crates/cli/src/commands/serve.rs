//! `ply serve` (the web app) and `ply db migrate`.

use std::time::Duration;

use super::runtime;
use crate::{
    args::{DbArgs, DbCommand, ServeArgs},
    fail::{Failure, Outcome},
};

/// Structured logs on standard error: `RUST_LOG` filters them (default `info`), `PLY_LOG=json`
/// writes one JSON object per line.
fn init_logs() {
    use tracing_subscriber::{EnvFilter, fmt};
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let _ = if std::env::var("PLY_LOG").is_ok_and(|v| v == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}

pub fn run(args: &ServeArgs, context: &ply_games::Context) -> Outcome {
    let engines = args
        .engines
        .iter()
        .map(|text| ply_server::ExternalEngine::parse(text).map_err(Failure::input))
        .collect::<Outcome<Vec<_>>>()?;
    if !(args.idle_minutes > 0.0 && args.idle_minutes <= 24.0 * 60.0) {
        return Err(Failure::input(
            "--idle-minutes must be more than 0 and at most 1440",
        ));
    }
    if !(args.move_deadline >= 0.001 && args.move_deadline <= 600.0) {
        return Err(Failure::input(
            "--move-deadline must be at least 0.001 and at most 600 seconds",
        ));
    }
    if !(args.header_timeout > 0.0 && args.header_timeout <= 3600.0) {
        return Err(Failure::input(
            "--header-timeout must be more than 0 and at most 3600",
        ));
    }
    init_logs();
    let settings = ply_server::Settings {
        limits: ply_server::Limits {
            idle: Duration::from_secs_f64(args.idle_minutes * 60.0),
            games_in_memory: args.max_games_in_memory.max(1),
            search_queue: args.search_queue.max(1),
            searches_per_address: args.searches_per_address.max(1),
            analysis_threads: usize::from(args.analysis_threads),
            analysis_searches: args
                .analysis_searches
                .unwrap_or_else(ply_server::default_searches)
                .max(1),
            analysis_queue: args.analysis_queue,
            move_deadline: Duration::from_secs_f64(args.move_deadline),
            flag_sweep: ply_server::Limits::default().flag_sweep,
        },
        instance: args
            .instance
            .clone()
            .unwrap_or_else(ply_server::default_instance),
        trust_forwarded: args.behind_proxy,
        context: context.clone(),
        accounts: ply_server::accounts::Config {
            secure_cookie: if args.secure_cookies {
                ply_server::accounts::SecureCookie::Always
            } else {
                ply_server::accounts::SecureCookie::Auto
            },
            ..ply_server::accounts::Config::default()
        },
    };
    runtime()?
        .block_on(ply_server::serve(ply_server::ServeOptions {
            addr: args.addr,
            data_dir: args.data.clone(),
            database: args.database.clone(),
            engines,
            engine_movetime_ms: args.engine_movetime.max(1),
            settings,
            connections: ply_server::ConnectionLimits {
                max_connections: args.max_connections.max(1),
                // Behind a proxy every connection comes from the proxy's address.
                connections_per_address: if args.behind_proxy {
                    usize::MAX
                } else {
                    args.connections_per_address.max(1)
                },
                max_sockets: args.max_sockets.max(1),
                sockets_per_address: args.sockets_per_address.max(1),
                header_read_timeout: Duration::from_secs_f64(args.header_timeout),
            },
        }))
        .map_err(|e| Failure::Other(format!("{e:#}")))
}

pub fn db(args: &DbArgs) -> Outcome {
    match &args.command {
        DbCommand::Migrate { database } => {
            let url = match database {
                Some(url) => url.clone(),
                None => ply_server::ServeOptions::default()
                    .database_url()
                    .map_err(|e| Failure::Other(format!("{e:#}")))?,
            };
            let version = runtime()?
                .block_on(ply_server::migrate(&url))
                .map_err(|e| Failure::Other(format!("{e:#}")))?;
            println!(
                "ply: {} is at schema version {version}",
                ply_server::store::redact(&url)
            );
            Ok(())
        }
    }
}
