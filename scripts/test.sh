#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing (Debian's
# Chromium and nginx, node_modules), builds the site with the test fixtures,
# serves the build on 127.0.0.1 (a Node static server and deploy/nginx.conf)
# and runs the unit, example, serving and browser tests (the folders with a lockfile of
# their own, such as examples/ts, are installed beside the build, and the unit and
# example tests run beside it). Ends with "N passed, N failed". Extra arguments go
# to `playwright test`.
set -uo pipefail
cd "$(dirname "$0")/.."

export NO_UPDATE_NOTIFIER=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DOCUSAURUS_TELEMETRY_DISABLED=1
# Read by tests/support/summary-reporter.ts, which records the suite's time for `npm run bench`.
export TEST_SUITE_STARTED_MS=$(($(date +%s%N) / 1000000))

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

# The Python example and the guides' Python programs run on Debian's python3 with
# python3-websockets and python3-requests (PyPI is not reachable here);
# tests/examples/*.spec.ts use /usr/bin/python3, or $PYTHON when set.
ensure_python_websockets() {
  "${PYTHON:-/usr/bin/python3}" -c 'import websockets, requests' >/dev/null 2>&1 && return 0
  [ -n "${PYTHON:-}" ] && fail_setup "$PYTHON cannot import websockets and requests"
  step "Installing Debian packages python3, python3-websockets and python3-requests"
  as_root apt-get install -y --no-install-recommends python3 python3-websockets python3-requests >/dev/null 2>&1 ||
    { as_root apt-get update >/dev/null 2>&1 && as_root apt-get install -y --no-install-recommends python3 python3-websockets python3-requests >/dev/null 2>&1; } ||
    fail_setup "could not install python3-websockets and python3-requests with apt-get"
}

# npm records each install in node_modules/.package-lock.json; when it matches
# package-lock.json (after `npm ci` or `npm install`), the install is reused.
ensure_node_modules() {
  node scripts/check-install.mjs && return 0
  step "npm ci"
  npm ci --no-audit --no-fund >"$logs/npm-ci.log" 2>&1 || { tail -30 "$logs/npm-ci.log"; fail_setup "npm ci failed"; }
}

# SKIP_BUILD=1 tests the build in build/; without the test fixtures only their
# tests fail, each naming the build they need.
check_last_build() {
  [ -f build/index.html ] || fail_setup "SKIP_BUILD=1 needs a build in build/: DOCS_FIXTURES=1 npm run build"
  [ -f build/__fixtures/crash/index.html ] ||
    echo "build/ has no test fixtures (a plain npm run build): the error and loading screen tests will fail; DOCS_FIXTURES=1 npm run build adds them."
}

# Outside Debian: CHROMIUM_PATH names a Chromium, TEST_NGINX=0 leaves nginx out and PYTHON names
# an interpreter with websockets and requests; then nothing is installed with apt-get.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || fail_setup "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file"
else
  ensure_debian_package /usr/bin/chromium chromium
fi
if [ "${TEST_NGINX:-}" != 0 ] && [ -z "${TEST_BASE_URL:-}" ]; then
  ensure_debian_package /usr/sbin/nginx nginx-light
  # Optional: without it nginx serves the .gz files only (scripts/nginx-local.mjs adapts).
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
    as_root apt-get install -y --no-install-recommends libnginx-mod-http-brotli-static >/dev/null 2>&1 ||
    echo "Note: libnginx-mod-http-brotli-static is not installed; nginx serves gzip only."
fi
ensure_python_websockets
ensure_node_modules

# The example folders' own installs run beside the site build; a test that needs one waits for it
# (scripts/install-projects.mjs takes turns through a lock folder) and reports an install that failed.
node scripts/install-projects.mjs >"$logs/install-projects.log" 2>&1 &
installs=$!

# The unit and example tests need neither the build nor a server: in a run of the whole suite they run
# beside the build, which leaves part of the machine idle, and the run after the build counts them in its
# last line (tests/support/summary-reporter.ts). A run given arguments, or of the last build, is one run.
early=""
if [ -z "${SKIP_BUILD:-}" ] && [ $# -eq 0 ]; then
  step "Generating pages from specs/"
  npm run gen --silent >"$logs/gen.log" 2>&1 || { tail -40 "$logs/gen.log"; fail_setup "npm run gen failed (the whole log: $logs/gen.log)"; }
  early="$logs/early.json"
  (
    TEST_SERVERS=off TEST_SUMMARY_PART="$early" npx playwright test --project unit --project examples >"$early.log" 2>&1
    echo $? >"$early.exit"
  ) &
  early_run=$!
  step "Building the site (with test fixtures); the unit and example tests run beside it"
  build_args=(-- --no-gen)
else
  build_args=()
fi

if [ -n "${SKIP_BUILD:-}" ]; then
  check_last_build
else
  [ -n "$early" ] || step "Building the site (with test fixtures)"
  start=$(date +%s)
  if ! DOCS_FIXTURES=1 DOCS_COMPRESSION=fast npm run build --silent "${build_args[@]}" >"$logs/build.log" 2>&1; then
    tail -40 "$logs/build.log"
    if [ -n "$early" ]; then
      wait
      cat "$early.log"
      echo "Set-up failed: the site does not build (the whole log: $logs/build.log)" >&2
      node -e 'const {counts: c} = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(`\n${c.passed} passed, ${c.failed + 1} failed`)' "$early" ||
        echo "0 passed, 1 failed"
      exit 1
    fi
    fail_setup "the site does not build (the whole log: $logs/build.log)"
  fi
  echo "built in $(($(date +%s) - start)) s"
fi

wait "$installs" || echo "Installing the example folders failed (the tests that need them will say why): $logs/install-projects.log"
cat "$logs/install-projects.log"

step "Running tests"
if [ -n "$early" ]; then
  projects=(--project build --project browser --project a11y --project serve)
  if [ "${TEST_NGINX:-}" != 0 ] && [ -z "${TEST_BASE_URL:-}" ]; then projects+=(--project nginx --project nginx-browser); fi
  TEST_SUMMARY_EARLIER="$early" npx playwright test "${projects[@]}"
  status=$?
  # The summary reporter waited for it already, unless the run above stopped before reporting.
  wait "$early_run"
  [ "$(cat "$early.exit")" = 0 ] || status=1
  exit "$status"
fi
npx playwright test "$@"
