#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing (Debian's
# Chromium and nginx, node_modules), builds the site with the test fixtures,
# serves the build on 127.0.0.1 (a Node static server and deploy/nginx.conf)
# and runs the unit, example, serving and browser tests (the examples under examples/
# install their own node_modules, cached by lockfile hash). Ends with
# "N passed, N failed". Extra arguments go to `playwright test`.
set -uo pipefail
cd "$(dirname "$0")/.."

export NO_UPDATE_NOTIFIER=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DOCUSAURUS_TELEMETRY_DISABLED=1

logs=$(mktemp -d "${TMPDIR:-/tmp}/docs-test.XXXXXX")
step() { printf '\n==> %s\n' "$*"; }
fail_setup() {
  echo "Set-up failed: $*" >&2
  echo
  echo "0 passed, 1 failed"
  exit 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi
}

ensure_debian_package() {
  local binary="$1" package="$2"
  [ -x "$binary" ] && return 0
  step "Installing Debian package $package"
  as_root apt-get install -y --no-install-recommends "$package" >/dev/null 2>&1 ||
    { as_root apt-get update >/dev/null 2>&1 && as_root apt-get install -y --no-install-recommends "$package" >/dev/null 2>&1; } ||
    fail_setup "could not install $package with apt-get"
}

# The Python example runs on Debian's python3 with python3-websockets (PyPI is not
# reachable here); tests/examples/python.spec.ts uses /usr/bin/python3.
ensure_python_websockets() {
  /usr/bin/python3 -c 'import websockets' >/dev/null 2>&1 && return 0
  step "Installing Debian packages python3 and python3-websockets"
  as_root apt-get install -y --no-install-recommends python3 python3-websockets >/dev/null 2>&1 ||
    { as_root apt-get update >/dev/null 2>&1 && as_root apt-get install -y --no-install-recommends python3 python3-websockets >/dev/null 2>&1; } ||
    fail_setup "could not install python3-websockets with apt-get"
}

ensure_node_modules() {
  local stamp=node_modules/.package-lock.sha
  local want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  step "npm ci"
  npm ci --no-audit --no-fund >"$logs/npm-ci.log" 2>&1 || { tail -30 "$logs/npm-ci.log"; fail_setup "npm ci failed"; }
  echo "$want" >"$stamp"
}

ensure_debian_package /usr/bin/chromium chromium
ensure_debian_package /usr/sbin/nginx nginx-light
# Optional: without it nginx serves the .gz files only (scripts/nginx-local.mjs adapts).
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  as_root apt-get install -y --no-install-recommends libnginx-mod-http-brotli-static >/dev/null 2>&1 ||
  echo "Note: libnginx-mod-http-brotli-static is not installed; nginx serves gzip only."
ensure_python_websockets
ensure_node_modules

if [ -z "${SKIP_BUILD:-}" ]; then
  step "Building the site (with test fixtures)"
  start=$(date +%s)
  DOCS_FIXTURES=1 npm run build --silent >"$logs/build.log" 2>&1 || { tail -40 "$logs/build.log"; fail_setup "the site does not build"; }
  echo "built in $(($(date +%s) - start)) s"
fi

step "Running tests"
npx playwright test "$@"
