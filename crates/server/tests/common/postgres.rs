//! A throwaway PostgreSQL cluster for the tests that need a real PostgreSQL server.
//!
//! Those tests run only when `PLY_POSTGRES_TEST=1` (CI sets it); otherwise [`Postgres::start`]
//! prints a notice and returns `None`, and the test returns early. The cluster needs Debian's
//! `postgresql` package (programs in `/usr/lib/postgresql/VERSION/bin`, the highest version is
//! taken) or `initdb`, `pg_ctl` and `createdb` on `PATH`.
//!
//! Each cluster lives in its own temporary directory, listens on 127.0.0.1 at a port of its own
//! and keeps its Unix socket in that directory, so tests may start clusters side by side.
//! PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user
//! (which Debian's package creates) through `runuser`.
#![allow(dead_code)]

use std::{
    env, fs,
    io::ErrorKind,
    net::TcpListener,
    os::unix::fs::{MetadataExt, chown},
    path::{Path, PathBuf},
    process::Command,
};

use tempfile::TempDir;

/// The environment variable that turns on the tests needing PostgreSQL (and nginx): they run
/// when it is `1`.
pub const ENABLE_VAR: &str = "PLY_POSTGRES_TEST";

/// The database role the URLs name; `initdb` makes it the superuser.
const SUPERUSER: &str = "postgres";

/// The system user that runs the cluster when the tests run as root.
const SYSTEM_USER: &str = "postgres";

/// How many ports are tried when another process takes the free port first.
const PORT_ATTEMPTS: usize = 5;

/// Settings for a disposable cluster: loopback only, socket in the cluster's directory, and
/// durability traded for speed.
const SETTINGS: &str = "\
listen_addresses = '127.0.0.1'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 32MB
";

/// A running throwaway cluster with a database `ply`; dropping it stops the server and
/// removes its files.
pub struct Postgres {
    /// The URL of the database `ply`: `postgres://postgres@127.0.0.1:PORT/ply`.
    pub url: String,
    /// The TCP port the server listens on (on 127.0.0.1).
    pub port: u16,
    tools: Tools,
    /// The system user the server runs as, when not the current one (tests running as root).
    run_as: Option<String>,
    /// The cluster's directory: `data/`, `postgres.log` and the Unix socket.
    dir: TempDir,
}

impl Postgres {
    /// Starts a cluster and creates the database `ply` in it; `None` (after a notice on
    /// stderr) unless `PLY_POSTGRES_TEST=1`.
    ///
    /// # Panics
    ///
    /// When the tests are on and the cluster cannot be started, e.g. because PostgreSQL is not
    /// installed; the message says what failed.
    pub fn start() -> Option<Postgres> {
        if !enabled() {
            eprintln!("PostgreSQL tests skipped: set {ENABLE_VAR}=1 (needs Debian's postgresql)");
            return None;
        }
        match Postgres::launch() {
            Ok(pg) => Some(pg),
            Err(e) => panic!("could not start a PostgreSQL test cluster: {e}"),
        }
    }

    /// Creates the database `name` (letters, digits and `_`) and returns its URL.
    ///
    /// # Panics
    ///
    /// When the name is not a plain identifier or `createdb` fails (e.g. it already exists).
    pub fn new_database(&self, name: &str) -> String {
        if let Err(e) = self.create_database(name) {
            panic!("could not create the PostgreSQL database {name:?}: {e}");
        }
        self.database_url(name)
    }

    /// The URL of the database `name` on this cluster.
    pub fn database_url(&self, name: &str) -> String {
        format!("postgres://{SUPERUSER}@127.0.0.1:{}/{name}", self.port)
    }

    /// Stops the server as an operator would (`pg_ctl stop --mode=fast`: sessions ended,
    /// open transactions rolled back), keeping its files for [`Postgres::resume`].
    ///
    /// # Panics
    ///
    /// When `pg_ctl` fails.
    pub fn pause(&self) {
        let mut stop = self.command(&self.tools.pg_ctl);
        stop.args(["stop", "--mode=fast", "--wait", "--silent"])
            .arg("--pgdata")
            .arg(self.data_path());
        if let Err(e) = run(&mut stop) {
            panic!("could not stop the PostgreSQL test cluster: {e}");
        }
    }

    /// Starts a paused server again on its port.
    ///
    /// # Panics
    ///
    /// When `pg_ctl` fails.
    pub fn resume(&self) {
        let mut start = self.command(&self.tools.pg_ctl);
        start
            .args(["start", "--wait", "--timeout=60", "--silent"])
            .arg("--pgdata")
            .arg(self.data_path())
            .arg("--log")
            .arg(self.log_path())
            .arg(format!("--options=-p {}", self.port));
        if let Err(e) = run(&mut start) {
            panic!("could not start the PostgreSQL test cluster again: {e}");
        }
    }

    /// The server's log so far (for a failing test's message).
    pub fn log(&self) -> String {
        fs::read_to_string(self.log_path()).unwrap_or_default()
    }

    /// Makes the cluster's directory, runs `initdb` and starts the server on a free port.
    fn launch() -> Result<Postgres, String> {
        let tools = Tools::find()?;
        let dir = tempfile::Builder::new()
            .prefix("ply-postgres-")
            .tempdir()
            .map_err(|e| format!("cannot make a temporary directory: {e}"))?;
        let run_as = if owned_by_root(dir.path())? {
            hand_over(dir.path(), SYSTEM_USER)?;
            Some(SYSTEM_USER.to_string())
        } else {
            None
        };
        let mut pg = Postgres {
            url: String::new(),
            port: 0,
            tools,
            run_as,
            dir,
        };
        pg.init()?;
        pg.listen()?;
        pg.create_database("ply")?;
        pg.url = pg.database_url("ply");
        Ok(pg)
    }

    /// Runs `initdb` (trust authentication, superuser `postgres`) and appends [`SETTINGS`]
    /// and the socket directory to `postgresql.conf`.
    fn init(&self) -> Result<(), String> {
        let mut initdb = self.command(&self.tools.initdb);
        initdb
            .arg("--pgdata")
            .arg(self.data_path())
            .args(["--auth=trust", "--username", SUPERUSER])
            .args(["--encoding=UTF8", "--locale=C", "--no-sync"]);
        run(&mut initdb).map_err(|e| match &self.run_as {
            Some(user) => format!(
                "{e}\n(as root, the cluster runs as `{user}`, who must be able to reach {}: \
                 point TMPDIR elsewhere if not)",
                self.dir.path().display()
            ),
            None => e,
        })?;

        let socket_dir = self.dir.path().to_string_lossy().replace('\'', "''");
        let conf = self.data_path().join("postgresql.conf");
        let mut text = fs::read_to_string(&conf)
            .map_err(|e| format!("cannot read {}: {e}", conf.display()))?;
        text.push_str("\n# Throwaway test cluster\n");
        text.push_str(SETTINGS);
        text.push_str(&format!("unix_socket_directories = '{socket_dir}'\n"));
        fs::write(&conf, text).map_err(|e| format!("cannot write {}: {e}", conf.display()))
    }

    /// Starts the server on a free port and waits until it accepts connections; tries another
    /// port when the chosen one is taken in the meantime (by a concurrent test, say).
    fn listen(&mut self) -> Result<(), String> {
        for _ in 0..PORT_ATTEMPTS {
            let port = free_port()?;
            let logged = self.log().len();
            let mut start = self.command(&self.tools.pg_ctl);
            start
                .args(["start", "--wait", "--timeout=60", "--silent"])
                .arg("--pgdata")
                .arg(self.data_path())
                .arg("--log")
                .arg(self.log_path())
                .arg(format!("--options=-p {port}"));
            match run(&mut start) {
                Ok(_) => {
                    self.port = port;
                    return Ok(());
                }
                Err(e) => {
                    let log = self.log();
                    let new = log.get(logged..).unwrap_or(&log);
                    if !new.contains("Address already in use") {
                        return Err(format!("{e}\nserver log:\n{new}"));
                    }
                }
            }
        }
        Err(format!(
            "no free port after {PORT_ATTEMPTS} attempts\nserver log:\n{}",
            self.log()
        ))
    }

    /// Runs `createdb name` against the server.
    fn create_database(&self, name: &str) -> Result<(), String> {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(format!("{name:?} is not a plain database name"));
        }
        let mut createdb = Command::new(&self.tools.createdb);
        createdb
            .current_dir(self.dir.path())
            .args(["--host=127.0.0.1", "--username", SUPERUSER])
            .arg(format!("--port={}", self.port))
            .arg(name);
        run(&mut createdb).map(drop)
    }

    /// A command running `program` in the cluster's directory, as the cluster's system user.
    fn command(&self, program: &Path) -> Command {
        let mut command = match &self.run_as {
            Some(user) => {
                let mut runuser = Command::new("runuser");
                runuser.args(["-u", user, "--"]).arg(program);
                runuser
            }
            None => Command::new(program),
        };
        command.current_dir(self.dir.path());
        command
    }

    fn data_path(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn log_path(&self) -> PathBuf {
        self.dir.path().join("postgres.log")
    }
}

impl Drop for Postgres {
    /// Stops the server at once (no checkpoint); the directory goes with the `TempDir`.
    fn drop(&mut self) {
        if !self.data_path().join("postmaster.pid").exists() {
            return;
        }
        let mut stop = self.command(&self.tools.pg_ctl);
        stop.args(["stop", "--mode=immediate", "--wait", "--silent"])
            .arg("--pgdata")
            .arg(self.data_path());
        if let Err(e) = run(&mut stop) {
            eprintln!("could not stop the PostgreSQL test cluster: {e}");
        }
    }
}

/// Whether the PostgreSQL tests are on.
fn enabled() -> bool {
    env::var(ENABLE_VAR).is_ok_and(|v| v == "1")
}

/// The PostgreSQL programs the cluster needs.
struct Tools {
    initdb: PathBuf,
    pg_ctl: PathBuf,
    createdb: PathBuf,
}

impl Tools {
    /// Looks in the highest `/usr/lib/postgresql/VERSION/bin` (Debian's layout), then on `PATH`.
    fn find() -> Result<Tools, String> {
        let debian = debian_bin_dir();
        let find = |name: &str| {
            debian
                .as_ref()
                .map(|dir| dir.join(name))
                .filter(|path| path.is_file())
                .or_else(|| on_path(name))
                .ok_or_else(|| {
                    format!(
                        "no `{name}` in /usr/lib/postgresql/*/bin or on PATH: \
                         install Debian's postgresql package"
                    )
                })
        };
        Ok(Tools {
            initdb: find("initdb")?,
            pg_ctl: find("pg_ctl")?,
            createdb: find("createdb")?,
        })
    }
}

/// The `bin` directory of the highest PostgreSQL version under `/usr/lib/postgresql`.
fn debian_bin_dir() -> Option<PathBuf> {
    fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let version: Vec<u32> = entry
                .file_name()
                .to_str()?
                .split('.')
                .map(str::parse)
                .collect::<Result<_, _>>()
                .ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .max()
        .map(|(_, bin)| bin)
}

/// The first file called `name` in a directory of `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    env::split_paths(&env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())
}

/// Whether `path` (just made by this process) belongs to root, i.e. the tests run as root.
fn owned_by_root(path: &Path) -> Result<bool, String> {
    fs::metadata(path)
        .map(|m| m.uid() == 0)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Gives `dir` to the system user `user`, who will run the cluster in it.
fn hand_over(dir: &Path, user: &str) -> Result<(), String> {
    let id = |flag: &str| -> Result<u32, String> {
        let out = run(Command::new("id").args([flag, user])).map_err(|e| {
            format!(
                "PostgreSQL refuses to run as root and there is no `{user}` user to run it \
                 (Debian's postgresql package creates it): {e}"
            )
        })?;
        out.trim()
            .parse()
            .map_err(|e| format!("`id {flag} {user}` printed {out:?}: {e}"))
    };
    let (uid, gid) = (id("-u")?, id("-g")?);
    chown(dir, Some(uid), Some(gid))
        .map_err(|e| format!("cannot give {} to {user}: {e}", dir.display()))
}

/// A TCP port on 127.0.0.1 that was free a moment ago.
fn free_port() -> Result<u16, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .map_err(|e| format!("cannot find a free port: {e}"))
}

/// Runs `command` to completion; its stdout, or an error with the command and its output.
fn run(command: &mut Command) -> Result<String, String> {
    let output = command.output().map_err(|e| match e.kind() {
        ErrorKind::NotFound => format!("{command:?}: program not found"),
        _ => format!("{command:?}: {e}"),
    })?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if output.status.success() {
        Ok(stdout)
    } else {
        Err(format!(
            "{command:?} failed ({}):\n{}{stdout}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}
