#!/bin/sh
# Installs Stockfish from the distribution (Debian/Ubuntu package `stockfish`) unless it is
# already available, then prints where it is and the engine's `id name` line.
# Debian puts the program in /usr/games, which is often not on PATH; that place is looked at too.
# Not used by the tests or CI: it is for `scripts/stockfish-ladder.sh`.
set -eu

find_stockfish() {
    if command -v stockfish >/dev/null 2>&1; then
        command -v stockfish
    elif [ -x /usr/games/stockfish ]; then
        echo /usr/games/stockfish
    else
        return 1
    fi
}

if ! program=$(find_stockfish); then
    if [ "$(id -u)" -eq 0 ]; then
        sudo=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
    else
        echo "install-stockfish: not root and no sudo; install the stockfish package yourself" >&2
        exit 1
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "install-stockfish: no apt-get; install Stockfish and put it on PATH" >&2
        exit 1
    fi
    $sudo apt-get update -q
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q stockfish
    if ! program=$(find_stockfish); then
        echo "install-stockfish: the stockfish package is installed but no program was found" >&2
        exit 1
    fi
fi

echo "stockfish: $program"
id_line=$(printf 'uci\nquit\n' | "$program" | grep -m1 '^id name' || true)
if [ -z "$id_line" ]; then
    echo "install-stockfish: $program did not answer 'uci' with an id line" >&2
    exit 1
fi
echo "$id_line"
