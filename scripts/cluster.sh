#!/usr/bin/env bash
# Brings up a ply cluster on this machine, to try it out: a throwaway PostgreSQL, several
# `ply serve` instances sharing its database, and nginx in front of them with the proxying
# directives of deploy/nginx.conf. Everything listens on 127.0.0.1 and lives in one temporary
# directory; Ctrl-C (or TERM) stops it all and removes that directory.
#
#   scripts/cluster.sh [--bin PATH] [--instances N] [--port P] [--keep]
#
#   --bin PATH      the ply binary (default target/release/ply, built with
#                   `cargo build --release -p ply` when missing)
#   --instances N   how many `ply serve` instances (default 3)
#   --port P        nginx's port (default 8080); the instances take the ports after it
#                   (P+1 ... P+N, as in deploy/nginx.conf)
#   --keep          keep the temporary directory (database, logs, nginx config) at the end
#
# A request carrying the header `X-Ply-Instance: K` goes to instance K (0-based), e.g.
#   curl -H 'X-Ply-Instance: 1' http://127.0.0.1:8080/api/health
#
# Needs Debian's postgresql and nginx packages and installs nothing. PostgreSQL refuses to run
# as root: as root, it runs as the `postgres` user (which the package creates) via runuser.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=""
instances=3
port=8080
keep=false

usage() {
    sed -n '7,14s/^# \{0,1\}//p' "$0"
}

die() {
    echo "cluster: $*" >&2
    exit 1
}

while [ "$#" -gt 0 ]; do
    case $1 in
        --bin) bin=${2:?--bin needs a path}; shift 2 ;;
        --instances) instances=${2:?--instances needs a number}; shift 2 ;;
        --port) port=${2:?--port needs a number}; shift 2 ;;
        --keep) keep=true; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
case $instances in
    '' | *[!0-9]* | 0) die "--instances wants a positive number, not '$instances'" ;;
esac
case $port in
    '' | *[!0-9]*) die "--port wants a port number, not '$port'" ;;
esac
[ $((port + instances)) -le 65535 ] || die "ports $port to $((port + instances)) do not all exist"

# --- What is needed: PostgreSQL's and nginx's programs, and ply.

# Prints the bin directory of the highest PostgreSQL under /usr/lib/postgresql (Debian's layout),
# else the directory of `initdb` on PATH.
postgres_bin() {
    local dir
    dir=$({ find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/initdb' 2>/dev/null ||
        true; } | sort -V | tail -n 1)
    if [ -n "$dir" ]; then
        dirname "$dir"
    elif command -v initdb >/dev/null 2>&1; then
        dirname "$(command -v initdb)"
    else
        return 1
    fi
}

pgbin=$(postgres_bin) || die "PostgreSQL not found: install Debian's postgresql package"
for tool in initdb pg_ctl createdb; do
    [ -x "$pgbin/$tool" ] || die "no $tool in $pgbin: install Debian's postgresql package"
done
if [ -x /usr/sbin/nginx ]; then
    nginx=/usr/sbin/nginx
else
    nginx=$(command -v nginx) || die "nginx not found: install Debian's nginx package"
fi

as_root=false
if [ "$(id -u)" -eq 0 ]; then
    as_root=true
    id postgres >/dev/null 2>&1 ||
        die "PostgreSQL does not run as root, and there is no postgres user to run it:" \
            "install Debian's postgresql package"
    command -v runuser >/dev/null 2>&1 || die "running as root needs runuser (util-linux)"
fi

if [ -z "$bin" ]; then
    bin=$root/target/release/ply
    if [ ! -x "$bin" ]; then
        echo "cluster: building $bin"
        (cd "$root" && cargo build --release -p ply)
    fi
fi
case $bin in
    */*) ;;
    *) bin=$(command -v "$bin") || die "no ply binary called $bin on PATH" ;;
esac
[ -x "$bin" ] || die "no ply binary at $bin"
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

# --- Functions used below.

# Succeeds when something listens on 127.0.0.1:PORT.
listening() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Prints the HTTP status of `GET PATH` on 127.0.0.1:PORT, optionally with one extra header;
# fails when nothing answers. Plain bash, so that no HTTP client is needed.
http_status() (
    local port=$1 path=$2 header=${3:-} status
    exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
    printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\n%sConnection: close\r\n\r\n' \
        "$path" "$port" "${header:+$header$'\r\n'}" >&3
    IFS=' ' read -r -t 5 _ status _ <&3 || return 1
    echo "$status"
) 2>/dev/null

# Runs a command as the user that runs PostgreSQL, in PostgreSQL's directory.
as_postgres() {
    if $as_root; then
        (cd "$tmp/postgres" && runuser -u postgres -- "$@")
    else
        (cd "$tmp/postgres" && "$@")
    fi
}

# Waits until GET /api/health on PORT answers 200; NAME and its process PID and LOG (when
# given) say what failed otherwise.
wait_healthy() {
    local name=$1 port=$2 pid=${3:-} log=${4:-} header=${5:-} tries
    for ((tries = 0; tries < 300; tries++)); do
        [ "$(http_status "$port" /api/health "$header" || true)" = 200 ] && return 0
        if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
            [ -z "$log" ] || tail -n 20 "$log" >&2
            die "$name exited before answering /api/health"
        fi
        sleep 0.1
    done
    [ -z "$log" ] || tail -n 20 "$log" >&2
    die "$name did not answer /api/health with 200 within 30 s"
}

# Prints the `http` block's proxying directives of deploy/nginx.conf for nginx listening on
# LISTEN in front of the instances on the given 127.0.0.1 ports.
nginx_http_directives() {
    local listen=$1 n p
    shift
    echo "upstream ply {"
    for p in "$@"; do echo "    server 127.0.0.1:$p;"; done
    echo "}"
    n=0
    for p in "$@"; do
        printf '\nupstream ply_%d {\n    server 127.0.0.1:%d;\n}\n' "$n" "$p"
        n=$((n + 1))
    done
    echo
    echo "map \$http_x_ply_instance \$ply_upstream {"
    echo "    default ply;"
    for ((n = 0; n < $#; n++)); do echo "    $n ply_$n;"; done
    echo "}"
    cat <<EOF

map \$http_upgrade \$connection_upgrade {
    default upgrade;
    '' close;
}

server {
    listen $listen;

    location / {
        proxy_pass http://\$ply_upstream;
        proxy_http_version 1.1;
        proxy_set_header Host \$http_host;
        proxy_set_header Upgrade \$http_upgrade;
        proxy_set_header Connection \$connection_upgrade;
        proxy_set_header X-Real-IP \$remote_addr;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        proxy_read_timeout 1h;
        proxy_send_timeout 1h;
    }
}
EOF
}

# Prints the whole nginx configuration: in the foreground, everything it writes under its
# prefix directory, the proxying directives inside `http`.
nginx_config() {
    if $as_root; then
        echo "user root;"
    fi
    cat <<'EOF'
daemon off;
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
    access_log access.log;

EOF
    nginx_http_directives "$@" | sed 's/^./    &/'
    echo "}"
}

# --- Ports.

instance_ports=()
for ((i = 1; i <= instances; i++)); do
    instance_ports+=($((port + i)))
done
for p in "$port" "${instance_ports[@]}"; do
    if listening "$p"; then
        die "port $p is in use: pick other ports with --port"
    fi
done
pgport=54320
while listening "$pgport"; do
    pgport=$((pgport + 1))
    [ "$pgport" -lt 54420 ] || die "no free port for PostgreSQL in 54320-54419"
done

# --- Start and stop.

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ply-cluster.XXXXXX")
pids=()
nginx_pid=""
postgres_started=false

# Stops everything that was started, in reverse order, and removes the directory (unless
# --keep); runs once, on any exit. (Called from a trap, which ShellCheck does not follow.)
# shellcheck disable=SC2317
cleanup() {
    trap - EXIT INT TERM
    echo
    echo "cluster: stopping"
    local pid waited
    for pid in "$nginx_pid" "${pids[@]}"; do
        if [ -n "$pid" ]; then
            kill -TERM "$pid" 2>/dev/null || true
        fi
    done
    for pid in "$nginx_pid" "${pids[@]}"; do
        [ -n "$pid" ] || continue
        for ((waited = 0; waited < 100; waited++)); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if $postgres_started && [ -e "$tmp/postgres/data/postmaster.pid" ]; then
        as_postgres "$pgbin/pg_ctl" stop --pgdata "$tmp/postgres/data" --mode=fast --wait \
            --silent || true
    fi
    if $keep; then
        echo "cluster: kept $tmp"
    else
        rm -rf "$tmp"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# PostgreSQL: its own cluster in $tmp/postgres, trust authentication on 127.0.0.1 only.
mkdir "$tmp/postgres" "$tmp/nginx"
if $as_root; then
    chmod 711 "$tmp"
    chown postgres: "$tmp/postgres"
fi
echo "cluster: PostgreSQL ($pgbin) on port $pgport"
as_postgres "$pgbin/initdb" --pgdata "$tmp/postgres/data" --auth=trust --username=postgres \
    --encoding=UTF8 --locale=C >"$tmp/postgres/initdb.log" 2>&1 ||
    { cat "$tmp/postgres/initdb.log" >&2; die "initdb failed"; }
cat >>"$tmp/postgres/data/postgresql.conf" <<EOF

# Set by scripts/cluster.sh
listen_addresses = '127.0.0.1'
port = $pgport
unix_socket_directories = '$tmp/postgres'
EOF
postgres_started=true
as_postgres "$pgbin/pg_ctl" start --pgdata "$tmp/postgres/data" --log "$tmp/postgres/postgres.log" \
    --wait --timeout=60 --silent ||
    { tail -n 20 "$tmp/postgres/postgres.log" >&2; die "PostgreSQL did not start"; }
"$pgbin/createdb" --host=127.0.0.1 --port="$pgport" --username=postgres ply
database=postgres://postgres@127.0.0.1:$pgport/ply

echo "cluster: ply db migrate"
"$bin" db migrate --database "$database" || die "'$bin db migrate --database $database' failed"

for ((i = 1; i <= instances; i++)); do
    p=${instance_ports[i - 1]}
    echo "cluster: ply-$i on port $p"
    (cd "$tmp" && exec "$bin" serve --behind-proxy --database "$database" --addr "127.0.0.1:$p" \
        --instance "ply-$i" >"$tmp/ply-$i.log" 2>&1) &
    pids+=($!)
done
for ((i = 1; i <= instances; i++)); do
    wait_healthy "ply-$i" "${instance_ports[i - 1]}" "${pids[i - 1]}" "$tmp/ply-$i.log"
done

echo "cluster: nginx on port $port"
nginx_config "127.0.0.1:$port" "${instance_ports[@]}" >"$tmp/nginx/nginx.conf"
"$nginx" -p "$tmp/nginx/" -c "$tmp/nginx/nginx.conf" -e "$tmp/nginx/error.log" \
    >"$tmp/nginx/stderr.log" 2>&1 &
nginx_pid=$!
wait_healthy nginx "$port" "$nginx_pid" "$tmp/nginx/error.log"
for ((i = 0; i < instances; i++)); do
    wait_healthy "nginx to ply-$((i + 1))" "$port" "$nginx_pid" "$tmp/nginx/error.log" \
        "X-Ply-Instance: $i"
done

if $keep; then
    afterwards="keeps $tmp"
else
    afterwards="removes $tmp"
fi
cat <<EOF

ply is up: http://127.0.0.1:$port/
  PostgreSQL  $database
  instances   ${instance_ports[*]/#/127.0.0.1:} (logs: $tmp/ply-N.log)
  nginx       $tmp/nginx (nginx.conf, access.log, error.log)
Ctrl-C stops everything and $afterwards.
EOF

# Runs until interrupted, or until an instance or nginx exits by itself: then the directory
# is kept, for its logs.
status=0
wait -n "$nginx_pid" "${pids[@]}" || status=$?
echo "cluster: a process exited by itself (status $status): stopping the rest" >&2
keep=true
exit 1
