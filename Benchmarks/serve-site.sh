# Sourced by Benchmarks/serve.sh and Benchmarks/soak.sh: the sitegen to run, a store site to serve, and
# serve started on it. Needs wrk for the load. Sets BIN, WORK, SITE, PORT and SERVER.

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
# SITEGEN_BIN may name a built sitegen; else the release build, built first.
if [ -z "${SITEGEN_BIN:-}" ]; then
  swift build -c release --product sitegen >/dev/null
  SITEGEN_BIN="$(swift build -c release --show-bin-path)/sitegen"
fi
BIN="$SITEGEN_BIN"
WORK="$(mktemp -d)"
SITE="$WORK/site"
SERVER=""

# store_site TITLE YEARS HABIT: a site folder with the templates and a store of YEARS of demo history (2: the
# demo's ten habits; more: ten extra habits too), plus the habit HABIT the load checks in.
store_site() {
  mkdir -p "$SITE"
  cp -R Templates Public "$SITE/"
  printf 'title = "%s"\ntime_zone = "UTC"\ndemo = false\n' "$1" > "$SITE/site.toml"
  if [ "$2" = 2 ]; then
    "$BIN" demo --store "$SITE/history.sqlite" >/dev/null
  else
    "$BIN" demo --store "$SITE/history.sqlite" --years "$2" --extra-habits 10 >/dev/null
  fi
  "$BIN" habit add "$3" --category Fitness --site "$SITE" >/dev/null
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# start_serve LOG: serve on SITE at a free port (PORT), its output into LOG; returns once it serves.
start_serve() {
  PORT=$(free_port)
  "$BIN" serve --site "$SITE" --port "$PORT" > "$1" 2>&1 &
  SERVER=$!
  for _ in $(seq 1 1200); do grep -q Serving "$1" && break; sleep 0.1; done
  grep -q Serving "$1" || { cat "$1"; exit 1; }
}
