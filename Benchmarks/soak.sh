#!/usr/bin/env bash
# Soak: sitegen serve under wrk (64 connections, a mix of pages and data files) for N minutes, while a
# client POSTs a habit check-in every 100 ms and a template is edited every 10 s (the watcher rebuilds).
# Prints: failed requests (wrk's socket errors and non-2xx/3xx answers, and failed POSTs), serve's
# resident memory every 10 s and its spread after the first minute (flat: within 10 %), and at the end
# whether every file serve serves equals a fresh full build's: a second `sitegen serve` started on the
# same folder after the load (a whole build in serve mode), every path of the static build fetched from
# both, each server's CSRF token, reload-script generation and page version taken out.
# Usage: Benchmarks/soak.sh [MINUTES] [YEARS]   (defaults 10 and 2; needs wrk)
# SITEGEN_BIN may name a built sitegen (default: the release build, built first).
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES="${1:-10}"
YEARS="${2:-2}"
. Benchmarks/serve-site.sh
store_site Soak "$YEARS" Soak
echo "history: $YEARS years, store $(du -h "$SITE/history.sqlite" | cut -f1); $MINUTES min of load"
FRESH=""
trap 'kill -INT $SERVER 2>/dev/null; [ -n "$FRESH" ] && kill -INT $FRESH 2>/dev/null; wait 2>/dev/null; rm -rf "$WORK"' EXIT
# serve's output goes to a file in the site folder, as a person running it would send it.
start_serve "$SITE/serve.log"

cat > "$WORK/mix.lua" <<'LUA'
local paths = {"/", "/gym/", "/habits/", "/reports/", "/moments/", "/energy/", "/settings/", "/css/site.css",
               "/training/", "/data/export.json", "/data/moments.json", "/day/", "/week/"}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
LUA

python3 - "$PORT" "$SITE" "$MINUTES" "$WORK" "$SERVER" "$BIN" <<'PY'
import http.client, os, re, subprocess, sys, threading, time, urllib.parse
port, site, minutes, work, pid, binary = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
host = f"127.0.0.1:{port}"
seconds = int(minutes * 60)

def rss_mb(process):
    for line in open(f"/proc/{process}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")

def get(path, port=port):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    c.request("GET", path)
    r = c.getresponse(); body = r.read(); c.close()
    return r.status, body

def token(port):
    return re.search(rb'name="csrf" value="([0-9a-f]+)"', get("/gym/", port)[1]).group(1)

csrf = token(port).decode()
# Every path of wrk's mix must answer 200 first, or its "failed requests" would count a wrong path.
mix = re.findall(r'"(/[^"]*)"', open(f"{work}/mix.lua").read())
wrong = [(path, status) for path in mix for status, _ in [get(path)] if status != 200]
if wrong:
    sys.exit(f"paths of the load mix that do not answer 200: {wrong}")
stop = threading.Event()
posts, post_failures, edits, samples = [0], [], [0], []

def poster():
    n = 0
    while not stop.is_set():
        n += 1
        started = time.monotonic()
        try:
            body = urllib.parse.urlencode({"csrf": csrf, "name": "Soak", "level": ("partial", "full")[n % 2]})
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            c.request("POST", "/_sitegen/habit/check", body, {"Content-Type": "application/x-www-form-urlencoded",
                      "Origin": f"http://{host}", "Referer": f"http://{host}/habits/"})
            r = c.getresponse(); r.read(); c.close()
            if r.status != 303: post_failures.append(r.status)
        except Exception as error:
            post_failures.append(repr(error))
        posts[0] += 1
        time.sleep(max(0, 0.1 - (time.monotonic() - started)))

def editor():
    path = f"{site}/Templates/gym.mustache"
    original = open(path).read()
    while not stop.wait(10):
        edits[0] += 1
        open(path, "w").write(re.sub(r"<h1>[^<]*</h1>", f"<h1>Gym {edits[0]}</h1>", original))

def sampler():
    started = time.monotonic()
    while not stop.is_set():
        samples.append((time.monotonic() - started, rss_mb(pid)))
        stop.wait(10)

threads = [threading.Thread(target=f) for f in (poster, editor, sampler)]
for t in threads: t.start()
wrk = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", "--timeout", "10s", "--latency", "-s", f"{work}/mix.lua", f"http://{host}/"],
                     capture_output=True, text=True).stdout
stop.set()
for t in threads: t.join()

requests = int(re.search(r"(\d+) requests in", wrk).group(1))
rps = re.search(r"Requests/sec:\s+([\d.]+)", wrk).group(1)
p99 = re.search(r"\n\s*99%\s+(\S+)", wrk).group(1)
socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", wrk)
failed = sum(int(x) for x in socket_errors.groups()) if socket_errors else 0
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", wrk)
failed += int(non2xx.group(1)) if non2xx else 0
details = [socket_errors.group(0)] if socket_errors else []
details += [f"non-2xx/3xx answers {non2xx.group(1)}"] if non2xx else []
print(f"wrk: {requests} requests in {seconds} s ({rps}/s, p99 {p99}), failed {failed}"
      + (f" ({'; '.join(details)})" if details else ""))
print(f"check-in POSTs: {posts[0]} sent, {len(post_failures)} failed{(' ' + repr(post_failures[:5])) if post_failures else ''}; "
      f"template edits: {edits[0]}")
print("resident memory (MB) every 10 s: " + " ".join(f"{mb:.0f}" for _, mb in samples))
later = [mb for t, mb in samples if t >= 60]
if later:
    low, high = min(later), max(later)
    print(f"after the first minute: {low:.0f} to {high:.0f} MB, spread {100 * (high - low) / low:.1f} % "
          f"({'flat, within 10 %' if high <= low * 1.10 else 'NOT within 10 %'}); first minute peak {max(mb for t, mb in samples if t < 60):.0f} MB")

# The end state: every served file equals a fresh full build's.
def generation(port):
    return re.search(rb'data-generation="(\d+)"', get("/gym/", port)[1]).group(1)
def settle(port):
    while True:
        before = generation(port); time.sleep(3)
        if generation(port) == before: return
settle(port)
fresh_port = int(subprocess.run(["python3", "-c", 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'],
                                capture_output=True, text=True).stdout)
log = open(f"{work}/fresh.log", "w")
fresh = subprocess.Popen([binary, "serve", "--site", site, "--port", str(fresh_port)], stdout=log, stderr=log)
open(f"{work}/fresh.pid", "w").write(str(fresh.pid))
while "Serving" not in open(f"{work}/fresh.log").read():
    time.sleep(0.2)
subprocess.run([binary, "build", "--site", site, "--output", f"{work}/static"], check=True, capture_output=True)
paths = sorted(os.path.relpath(os.path.join(d, f), f"{work}/static") for d, _, fs in os.walk(f"{work}/static") for f in fs
               if not f.startswith(".sitegen"))
tokens = {port: token(port), fresh_port: token(fresh_port)}
def normal(body, port):
    body = body.replace(tokens[port], b"CSRF")
    body = re.sub(rb'data-generation="\d+"', b'data-generation="N"', body)
    # A page's version is the hash of its static bytes, which hold the server's own CSRF token in its forms.
    return re.sub(rb'data-version="[0-9a-f]+-[0-9a-f]+"', b'data-version="V"', body)
# Serve builds as of the minute and again when it turns: a difference may be a minute turning between the
# two servers' builds. Then the comparison is made again a few seconds into the next minute (at most twice).
for attempt in range(3):
    if attempt:
        time.sleep(65 - time.time() % 60)
    settle(port); settle(fresh_port)
    differ, compared = [], 0
    for path in paths:
        a, b = get("/" + path, port), get("/" + path, fresh_port)
        compared += 1
        if a[0] != 200 or b[0] != 200 or normal(a[1], port) != normal(b[1], fresh_port):
            if not differ:
                # The first file that differs, both ways, for a look with diff.
                open(f"{work}/../soak-served.out", "wb").write(normal(a[1], port))
                open(f"{work}/../soak-fresh.out", "wb").write(normal(b[1], fresh_port))
            differ.append(path)
    if not differ:
        break
fresh.send_signal(2); fresh.wait()
print(f"end state: {compared} files compared with a fresh full build (a second serve): "
      + ("all equal" if not differ else f"{len(differ)} differ: {differ[:10]}"))
PY
echo "serve's rebuilds during the soak, by kind: count and median ms"
grep '^rebuilt' "$SITE/serve.log" | sed -E 's/^rebuilt \((.*)\) in ([0-9.]+) ms.*$/\1|\2/' | python3 -c '
import sys, statistics, collections
kinds = collections.defaultdict(list)
for line in sys.stdin:
    kind, ms = line.rstrip().rsplit("|", 1); kinds[kind].append(float(ms))
for kind, values in kinds.items(): print(f"  {kind}: {len(values)}, median {statistics.median(values):.0f} ms")'
