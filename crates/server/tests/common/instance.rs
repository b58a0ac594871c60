//! A server in its own runtime, so that killing it stops everything it runs (its director,
//! its timers, its connections), as a process dying would.

use std::net::SocketAddr;

pub struct Instance {
    pub base: String,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Instance {
    pub fn start(opts: ply_server::ServeOptions) -> Instance {
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            let addr: SocketAddr = runtime.block_on(async {
                let state = ply_server::open_with(&opts).await.expect("open");
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let addr = listener.local_addr().unwrap();
                tokio::spawn(async move {
                    let app =
                        ply_server::app(state).into_make_service_with_connect_info::<SocketAddr>();
                    axum::serve(listener, app).await.unwrap();
                });
                addr
            });
            Instance {
                base: format!("http://{addr}"),
                runtime: Some(runtime),
            }
        })
        .join()
        .unwrap()
    }

    /// Stops the instance at once, whatever it was doing.
    pub fn kill(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.kill();
    }
}
