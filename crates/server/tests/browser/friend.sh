#!/usr/bin/env bash
# Runs friend.mjs against servers already behind nginx (the cluster test starts them), after
# installing the pinned Playwright client when it is missing.
#
# usage: crates/server/tests/browser/friend.sh NGINX_URL SCREENSHOT.png
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
url="${1:?usage: friend.sh NGINX_URL SCREENSHOT.png}"
shot="${2:?usage: friend.sh NGINX_URL SCREENSHOT.png}"
if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund)
fi
node "$here/friend.mjs" "$url/" "$shot"
