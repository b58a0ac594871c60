use crate::{
    args::ServeArgs,
    fail::{Failure, Outcome},
};

pub fn run(args: &ServeArgs) -> Outcome {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::Other(format!("cannot start the server's runtime: {e}")))?;
    runtime
        .block_on(ply_server::serve(ply_server::ServeOptions {
            addr: args.addr,
            data_dir: args.data.clone(),
        }))
        .map_err(|e| Failure::Other(format!("{e:#}")))
}
