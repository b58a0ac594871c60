//! Serves the web app without the `ply` binary: `cargo run -p ply-server --example serve --
//! [serve] [--addr HOST:PORT] [--data DIR]` (the same arguments as `ply serve`).

fn main() -> anyhow::Result<()> {
    let mut opts = ply_server::ServeOptions::default();
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("serve") {
        args.next();
    }
    while let Some(arg) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| anyhow::anyhow!("{arg} needs a value"))?;
        match arg.as_str() {
            "--addr" => opts.addr = value.parse()?,
            "--data" => opts.data_dir = value.into(),
            other => anyhow::bail!("unknown argument {other} (--addr HOST:PORT, --data DIR)"),
        }
    }
    tokio::runtime::Runtime::new()?.block_on(ply_server::serve(opts))
}
