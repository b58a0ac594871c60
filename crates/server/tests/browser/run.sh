#!/usr/bin/env bash
# The browser test around a real server: starts `PLY serve` on a free loopback port with a
# fresh data directory, runs browser.mjs, i18n.mjs, analysis.mjs, rules.mjs, editor.mjs,
# lobby.mjs, firstscreen.mjs, describe.mjs, konane.mjs, numbering.mjs, stores.mjs, names.mjs,
# mate.mjs, buttons.mjs, friends.mjs, settings.mjs, agnostic.mjs, rulebook.mjs, languages.mjs,
# waiting.mjs, abort.mjs, ended.mjs, movelist.mjs, proven.mjs, scores.mjs, watchers.mjs,
# editorplay.mjs, yourgames.mjs, words.mjs, players.mjs, accounts.mjs, seeks.mjs, rated.mjs,
# tournament.mjs, berserk.mjs, rounds.mjs, walk.mjs (given PLY, for its `ply bot`),
# challenges.mjs, correspondence.mjs and puzzles.mjs against it, and stops the server. Builds
# nothing.
#
# usage: crates/server/tests/browser/run.sh PATH/TO/ply [SCREENSHOT.png]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${1:?usage: run.sh PATH/TO/ply [SCREENSHOT.png]}"
shot="${2:-$here/screenshot.png}"
data="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$data"
}
trap cleanup EXIT

if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi

port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
url="http://127.0.0.1:$port/"
"$bin" serve --addr "127.0.0.1:$port" --data "$data/games" >"$data/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
  if node -e "fetch('${url}api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$data/server.log"; echo "run.sh: the server did not start" >&2; exit 1; fi
  sleep 0.1
done
node "$here/browser.mjs" "$url" "$shot" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/i18n.mjs" "$url" "${shot%.png}-et.png" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/analysis.mjs" "$url" "${shot%.png}-analysis.png" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/rules.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/editor.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/lobby.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/firstscreen.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/describe.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/konane.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/numbering.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/stores.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/names.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/mate.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/buttons.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/friends.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/settings.mjs" "$url" "${shot%.png}-sea.png" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/agnostic.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/rulebook.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/languages.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/waiting.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/abort.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/ended.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/movelist.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/proven.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/scores.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/watchers.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/editorplay.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/seeks.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/yourgames.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/words.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/players.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/accounts.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/rated.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/tournament.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/berserk.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/rounds.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/walk.mjs" "$url" "$bin" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/challenges.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/correspondence.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
node "$here/puzzles.mjs" "$url" || { echo "--- server log"; cat "$data/server.log"; exit 1; }
