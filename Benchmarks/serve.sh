#!/usr/bin/env bash
# sitegen serve under load: wrk with 64 connections for 15 s on a mix of pages of a store site holding
# the demo history, while a client POSTs habit check-ins every 100 ms. Prints requests/s, p99 latency
# and errors (wrk), the POST-to-updated-page latency (the POST's 303 waits for the rebuild, then the
# page is fetched), and the template-edit-to-reload latency (file written → the reload event on
# /_sitegen/events → the new page fetched).
# First, on the idle server: 20 check-ins one after another, each POST and the updated page it
# redirects to timed together (what the person waits for).
# Usage: Benchmarks/serve.sh [SECONDS] [YEARS]   (defaults 15 and 2: the demo history; 10 gives the
#        10-year history with 20 habits; needs wrk: apt-get install wrk)
# SITEGEN_BIN may name a built sitegen (default: the release build, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_RUN="${1:-15}"
YEARS="${2:-2}"
. Benchmarks/serve-site.sh
store_site "Serve benchmark" "$YEARS" Bench
echo "history: $YEARS years, store $(du -h "$SITE/history.sqlite" | cut -f1)"
trap 'kill -INT $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
start_serve "$WORK/serve.log"

cat > "$WORK/mix.lua" <<'LUA'
local paths = {"/", "/gym/", "/habits/", "/reports/", "/moments/", "/energy/", "/settings/", "/css/site.css", "/training/"}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
LUA

python3 - "$PORT" "$SITE" "$SECONDS_RUN" "$WORK" "$SERVER" <<'PY'
import re, subprocess, sys, threading, time, urllib.parse, http.client
port, site, seconds, work, pid = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
host = f"127.0.0.1:{port}"

def cpu_seconds():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / __import__("os").sysconf("SC_CLK_TCK")

time.sleep(1)
before, started = cpu_seconds(), time.monotonic()
time.sleep(10)
idle = (cpu_seconds() - before) / (time.monotonic() - started)
print(f"idle server, watcher polling every 250 ms: {idle * 100:.2f} % of one core")

def get(path):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    c.request("GET", path)
    r = c.getresponse(); body = r.read().decode(); c.close()
    return r.status, body

csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', get("/gym/")[1]).group(1)
latencies, failures, stop = [], [], threading.Event()

def post_once(level):
    try:
        post_and_check(level)
    except Exception as error:
        failures.append(repr(error))

def post_and_check(level):
    started = time.monotonic()
    body = urllib.parse.urlencode({"csrf": csrf, "name": "Bench", "level": level})
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    c.request("POST", "/_sitegen/habit/check", body, {"Content-Type": "application/x-www-form-urlencoded",
              "Origin": f"http://{host}", "Referer": f"http://{host}/habits/"})
    r = c.getresponse(); r.read(); c.close()
    status, page = get("/habits/")
    if r.status != 303 or status != 200 or "serve-notice is-error" in page:
        failures.append((r.status, status))
    latencies.append(time.monotonic() - started)

def poster():
    threads, n = [], 0
    while not stop.is_set():
        n += 1
        t = threading.Thread(target=post_once, args=(("partial", "full")[n % 2],)); t.start(); threads.append(t)
        time.sleep(0.1)
    for t in threads: t.join()

get("/habits/")
for n in range(20):
    post_and_check(("partial", "full")[n % 2])
latencies.sort()
q = lambda f: latencies[min(len(latencies) - 1, int(f * len(latencies)))] if latencies else float("nan")
print(f"idle server, 20 check-ins one at a time: POST to updated page median {q(0.5)*1000:.0f} ms, "
      f"p99 {q(0.99)*1000:.0f} ms, max {q(1)*1000:.0f} ms, {len(failures)} failed")
latencies.clear()

p = threading.Thread(target=poster); p.start()
wrk = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", "--latency", "-s", f"{work}/mix.lua", f"http://{host}/"],
                     capture_output=True, text=True).stdout
stop.set(); p.join()
rps = re.search(r"Requests/sec:\s+([\d.]+)", wrk).group(1)
p99 = re.search(r"\n\s*99%\s+(\S+)", wrk).group(1)
errors = re.findall(r"Socket errors:.*|Non-2xx or 3xx responses:.*", wrk)
requests = re.search(r"(\d+) requests in", wrk).group(1)
print(f"wrk, 64 connections, {seconds} s, mix of 9 paths: {requests} requests, {rps} requests/s, p99 {p99}, "
      f"{'; '.join(errors) if errors else 'no socket errors, no non-2xx/3xx responses'}")
latencies.sort()
q = lambda f: latencies[min(len(latencies) - 1, int(f * len(latencies)))] if latencies else float("nan")
print(f"check-in POSTs (every 100 ms, {len(latencies) + sum(isinstance(f, str) for f in failures)} sent, {len(failures)} failed): POST to updated page "
      f"median {q(0.5)*1000:.0f} ms, p99 {q(0.99)*1000:.0f} ms, max {q(1)*1000:.0f} ms")

def generation():
    return re.search(r'data-generation="(\d+)"', get("/gym/")[1]).group(1)

def settle():
    """Waits until no rebuild has happened for 3 s (the check-ins' last rebuilds are over)."""
    while True:
        before = generation(); time.sleep(3)
        if generation() == before: return

edits = []
for attempt in range(3):
    settle()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    c.request("GET", f"/_sitegen/events?since={generation()}")
    stream = c.getresponse()
    path = f"{site}/Templates/gym.mustache"
    text = open(path).read()
    started = time.monotonic()
    open(path, "w").write(re.sub(r"<h1>[^<]*</h1>", f"<h1>Gym {attempt}</h1>", text))
    while b"event: reload" not in stream.readline():
        pass
    c.close()
    while f"<h1>Gym {attempt}</h1>" not in get("/gym/")[1]:
        time.sleep(0.05)
    edits.append(time.monotonic() - started)
print("template edit to reloaded page (idle server, 3 edits): " + ", ".join(f"{e*1000:.0f} ms" for e in edits))
PY
echo "rebuilds (serve prints one line each), by kind: count and median ms"
grep '^rebuilt' "$WORK/serve.log" | sed -E 's/^rebuilt \((.*)\) in ([0-9.]+) ms.*$/\1|\2/' | python3 -c '
import sys, statistics, collections
kinds = collections.defaultdict(list)
for line in sys.stdin:
    kind, ms = line.rstrip().rsplit("|", 1); kinds[kind].append(float(ms))
for kind, values in kinds.items(): print(f"  {kind}: {len(values)}, median {statistics.median(values):.0f} ms")'
echo "where a check-in's rebuild went (the last one):"
grep '^rebuilt (store habits' "$WORK/serve.log" | tail -1 | sed 's/^/  /' || true
grep -q "The first build failed" "$WORK/serve.log" && cat "$WORK/serve.log"
true
