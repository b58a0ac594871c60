//! nginx in front of several servers, as in a deployment: requests go round-robin over the
//! servers, WebSocket upgrades pass through, the client's address is forwarded, and a request
//! carrying `X-Ply-Instance: N` goes to server `N` (0-based), so a test can pin a client to
//! one instance.
//!
//! The proxying directives are those of `deploy/nginx.conf` and `scripts/cluster.sh` (see
//! [`http_directives`]); keep the three in step. The test instance differs only around them: it
//! runs in the foreground, with its pid file, logs and temporary files in its own directory.
#![allow(dead_code)]

use std::{
    env,
    fmt::Write as _,
    fs::{self, File},
    net::{SocketAddr, TcpListener, TcpStream},
    os::unix::fs::MetadataExt,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use tempfile::TempDir;

use super::postgres::ENABLE_VAR;

/// How many ports are tried when another process takes the free port first.
const PORT_ATTEMPTS: usize = 5;

/// How long nginx may take to accept connections, or to stop.
const PATIENCE: Duration = Duration::from_secs(10);

/// A running nginx in front of some servers; dropping it stops nginx and removes its files.
pub struct Nginx {
    /// Where clients connect: `http://127.0.0.1:PORT`.
    pub url: String,
    /// The address nginx listens on.
    pub addr: SocketAddr,
    nginx: PathBuf,
    child: Child,
    /// The prefix directory: configuration, pid file, logs and temporary files.
    dir: TempDir,
}

impl Nginx {
    /// Starts nginx on 127.0.0.1 at a free port in front of `upstreams` and waits until it
    /// accepts connections; `None` (after a notice on stderr) when nginx is not installed and
    /// `PLY_POSTGRES_TEST` is not `1`.
    ///
    /// # Panics
    ///
    /// When nginx is missing although `PLY_POSTGRES_TEST=1`, when `upstreams` is empty, or when
    /// nginx does not start; the message says what failed.
    pub fn start(upstreams: &[SocketAddr]) -> Option<Nginx> {
        assert!(!upstreams.is_empty(), "nginx needs at least one upstream");
        let Some(nginx) = find_nginx() else {
            if env::var(ENABLE_VAR).is_ok_and(|v| v == "1") {
                panic!("nginx not found in /usr/sbin or on PATH: install Debian's nginx package");
            }
            eprintln!(
                "nginx tests skipped: install Debian's nginx (and set {ENABLE_VAR}=1 to require it)"
            );
            return None;
        };
        match Nginx::launch(nginx, upstreams) {
            Ok(nginx) => Some(nginx),
            Err(e) => panic!("could not start nginx: {e}"),
        }
    }

    /// The URL of `path` (which starts with `/`) through nginx.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.url)
    }

    /// nginx's error log so far (for a failing test's message).
    pub fn error_log(&self) -> String {
        fs::read_to_string(self.dir.path().join("error.log")).unwrap_or_default()
    }

    /// nginx's access log so far: one line per request, naming the upstream that served it.
    pub fn access_log(&self) -> String {
        fs::read_to_string(self.dir.path().join("access.log")).unwrap_or_default()
    }

    /// Writes the configuration for a free port and runs nginx until it listens; tries another
    /// port when the chosen one is taken in the meantime (by a concurrent test, say).
    fn launch(nginx: PathBuf, upstreams: &[SocketAddr]) -> Result<Nginx, String> {
        let dir = tempfile::Builder::new()
            .prefix("ply-nginx-")
            .tempdir()
            .map_err(|e| format!("cannot make a temporary directory: {e}"))?;
        let as_root = fs::metadata(dir.path())
            .map_err(|e| format!("cannot read {}: {e}", dir.path().display()))?
            .uid()
            == 0;
        let conf = dir.path().join("nginx.conf");
        let error_log = dir.path().join("error.log");
        for _ in 0..PORT_ATTEMPTS {
            let addr = free_addr()?;
            fs::write(&conf, config(addr, upstreams, as_root))
                .map_err(|e| format!("cannot write {}: {e}", conf.display()))?;
            let logged = fs::read_to_string(&error_log).map_or(0, |log| log.len());
            let mut child = spawn(&nginx, dir.path())?;
            match wait_until_listening(&mut child, addr, dir.path()) {
                Ok(()) => {
                    return Ok(Nginx {
                        url: format!("http://{addr}"),
                        addr,
                        nginx,
                        child,
                        dir,
                    });
                }
                Err(e) => {
                    stop(&nginx, &mut child, dir.path());
                    let log = fs::read_to_string(&error_log).unwrap_or_default();
                    let new = log.get(logged..).unwrap_or(&log);
                    if !new.contains("Address already in use") {
                        return Err(format!("{e}\nerror log:\n{new}"));
                    }
                }
            }
        }
        Err(format!("no free port after {PORT_ATTEMPTS} attempts"))
    }
}

impl Drop for Nginx {
    /// Stops nginx; the directory goes with the `TempDir`.
    fn drop(&mut self) {
        stop(&self.nginx, &mut self.child, self.dir.path());
    }
}

/// The nginx program: `/usr/sbin/nginx` (Debian's), else the first on `PATH`.
fn find_nginx() -> Option<PathBuf> {
    let debian = PathBuf::from("/usr/sbin/nginx");
    if debian.is_file() {
        return Some(debian);
    }
    env::split_paths(&env::var_os("PATH")?)
        .map(|dir| dir.join("nginx"))
        .find(|path| path.is_file())
}

/// Runs nginx in the foreground with `prefix` as its prefix directory; its stderr goes to
/// `stderr.log` there.
fn spawn(nginx: &Path, prefix: &Path) -> Result<Child, String> {
    let stderr = File::create(prefix.join("stderr.log"))
        .map_err(|e| format!("cannot make {}: {e}", prefix.join("stderr.log").display()))?;
    Command::new(nginx)
        .args(prefix_args(prefix))
        .current_dir(prefix)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", nginx.display()))
}

/// nginx's command-line options for the instance in `prefix`: the prefix, the configuration
/// file and the error log used before the configuration is read.
fn prefix_args(prefix: &Path) -> Vec<String> {
    let path = |name: &str| prefix.join(name).to_string_lossy().into_owned();
    vec![
        "-p".into(),
        format!("{}/", prefix.to_string_lossy()),
        "-c".into(),
        path("nginx.conf"),
        "-e".into(),
        path("error.log"),
    ]
}

/// Waits until the nginx in `prefix` accepts connections on `addr`; an error if it exits or
/// takes longer than [`PATIENCE`].
fn wait_until_listening(child: &mut Child, addr: SocketAddr, prefix: &Path) -> Result<(), String> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            return Err(format!("nginx exited ({status})"));
        }
        if prefix.join("nginx.pid").exists() && TcpStream::connect(addr).is_ok() {
            return Ok(());
        }
        if Instant::now() > deadline {
            return Err(format!(
                "nginx did not listen on {addr} within {PATIENCE:?}"
            ));
        }
        thread::sleep(Duration::from_millis(20));
    }
}

/// Asks the nginx in `prefix` to stop (`nginx -s stop`: its workers go too), and kills it if
/// it has not within [`PATIENCE`].
fn stop(nginx: &Path, child: &mut Child, prefix: &Path) {
    if matches!(child.try_wait(), Ok(Some(_))) {
        return;
    }
    let _ = Command::new(nginx)
        .args(prefix_args(prefix))
        .args(["-s", "stop"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        if matches!(child.try_wait(), Ok(Some(_))) {
            return;
        }
        thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// An address on 127.0.0.1 whose port was free a moment ago.
fn free_addr() -> Result<SocketAddr, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map_err(|e| format!("cannot find a free port: {e}"))
}

/// The whole configuration of a test instance listening on `listen`: in the foreground, with
/// every file it writes under its prefix directory, and (when started by root) its workers
/// running as root so they can use that directory.
pub fn config(listen: SocketAddr, upstreams: &[SocketAddr], as_root: bool) -> String {
    let mut conf = String::new();
    if as_root {
        conf.push_str("user root;\n");
    }
    conf.push_str(
        "daemon off;
worker_processes 1;
pid nginx.pid;
error_log error.log;

events {
    worker_connections 1024;
}

http {
    client_body_temp_path client_body;
    proxy_temp_path proxy;
    fastcgi_temp_path fastcgi;
    uwsgi_temp_path uwsgi;
    scgi_temp_path scgi;
    log_format upstream '$remote_addr \"$request\" $status $upstream_addr';
    access_log access.log upstream;

",
    );
    conf.push_str(&indent(&http_directives(&listen.to_string(), upstreams)));
    conf.push_str("}\n");
    conf
}

/// The proxying part of the `http` block, as in `deploy/nginx.conf`: an upstream group `ply`
/// over all `upstreams` (round-robin), a group `ply_N` for each one, a `map` choosing the group
/// by the `X-Ply-Instance` header, and a server on `listen` proxying `/` with WebSocket upgrades
/// and the forwarding headers.
pub fn http_directives(listen: &str, upstreams: &[SocketAddr]) -> String {
    let mut out = String::from("upstream ply {\n");
    for addr in upstreams {
        let _ = writeln!(out, "    server {addr};");
    }
    out.push_str("}\n");
    for (n, addr) in upstreams.iter().enumerate() {
        let _ = write!(out, "\nupstream ply_{n} {{\n    server {addr};\n}}\n");
    }
    out.push_str("\nmap $http_x_ply_instance $ply_upstream {\n    default ply;\n");
    for n in 0..upstreams.len() {
        let _ = writeln!(out, "    {n} ply_{n};");
    }
    out.push_str("}\n");
    let _ = write!(
        out,
        "
map $http_upgrade $connection_upgrade {{
    default upgrade;
    '' close;
}}

server {{
    listen {listen};

    location / {{
        proxy_pass http://$ply_upstream;
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection $connection_upgrade;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 1h;
        proxy_send_timeout 1h;
    }}
}}
"
    );
    out
}

/// `text` with every non-empty line indented by four spaces.
fn indent(text: &str) -> String {
    text.lines()
        .map(|line| {
            if line.is_empty() {
                "\n".to_string()
            } else {
                format!("    {line}\n")
            }
        })
        .collect()
}
