use crate::{
    args::ServeArgs,
    fail::{Failure, Outcome},
};

pub fn run(args: &ServeArgs) -> Outcome {
    let engines = args
        .engines
        .iter()
        .map(|text| ply_server::ExternalEngine::parse(text).map_err(Failure::input))
        .collect::<Outcome<Vec<_>>>()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::Other(format!("cannot start the server's runtime: {e}")))?;
    runtime
        .block_on(ply_server::serve(ply_server::ServeOptions {
            addr: args.addr,
            data_dir: args.data.clone(),
            engines,
            engine_movetime_ms: args.engine_movetime.max(1),
        }))
        .map_err(|e| Failure::Other(format!("{e:#}")))
}
