#!/usr/bin/env python3
"""Malformed and hostile HTTP against `sitegen serve`: serve keeps answering others, its memory stays
bounded and the store is untouched.

Starts `sitegen serve` on a fresh site (the demo history) and, while a well-behaved client GETs a page
every 100 ms (its failures and slowest answer are counted), sends in turn: malformed request lines,
huge and repeated headers, bodies shorter and longer than Content-Length, slow partial requests
(a byte a second), and many connections left open. After each group it prints what the server
answered, the well-behaved client's figures and serve's resident memory; at the end, the store's
SHA-256 before and after. Exit status 1 when a check fails.

Usage: Checks/http_abuse.py [SITEGEN]   (default: .build/release/sitegen, else .build/debug/sitegen)
"""
import hashlib
import os
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sitegen_binary():
    if len(sys.argv) > 1:
        return sys.argv[1]
    for build in ("release", "debug"):
        path = os.path.join(ROOT, ".build", build, "sitegen")
        if os.access(path, os.X_OK):
            return path
    sys.exit("build sitegen first (swift build -c release), or give its path")


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def open_fds(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class Server:
    def __init__(self, binary, site):
        self.port = free_port()
        self.log = open(os.path.join(site, "..", "serve.log"), "w")
        self.process = subprocess.Popen([binary, "serve", "--site", site, "--port", str(self.port)],
                                        stdout=self.log, stderr=self.log)
        deadline = time.time() + 300
        while time.time() < deadline:
            if "Serving" in open(self.log.name).read():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.2)
        sys.exit("serve did not start:\n" + open(self.log.name).read())

    def connect(self, timeout=10):
        s = socket.create_connection(("127.0.0.1", self.port), timeout=timeout)
        return s

    def exchange(self, data, timeout=10, read=True):
        """Sends `data` on a new connection; the status line answered (or what happened instead)."""
        try:
            s = self.connect(timeout)
            s.sendall(data)
            if not read:
                return s
            answer = b""
            while b"\r\n" not in answer:
                chunk = s.recv(65536)
                if not chunk:
                    break
                answer += chunk
            s.close()
            return answer.split(b"\r\n", 1)[0].decode("latin-1") or "closed without an answer"
        except socket.timeout:
            return "no answer within the timeout"
        except (ConnectionResetError, BrokenPipeError):
            return "connection reset"


class Prober(threading.Thread):
    """The well-behaved client: a GET of the Gym page every 100 ms on a new connection."""

    def __init__(self, server):
        super().__init__(daemon=True)
        self.server, self.stop = server, threading.Event()
        self.reset()

    def reset(self):
        self.count, self.failures, self.slowest = 0, [], 0.0

    def run(self):
        host = f"127.0.0.1:{self.server.port}"
        request = f"GET /gym/ HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()
        while not self.stop.is_set():
            started = time.monotonic()
            try:
                s = self.server.connect(timeout=10)
                s.sendall(request)
                data = b""
                while True:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                s.close()
                if not data.startswith(b"HTTP/1.1 200"):
                    self.failures.append(data[:40])
            except Exception as error:  # noqa: BLE001 - every failure counts
                self.failures.append(repr(error))
            self.count += 1
            self.slowest = max(self.slowest, time.monotonic() - started)
            self.stop.wait(max(0.0, 0.1 - (time.monotonic() - started)))


def main():
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-abuse-")
    site = os.path.join(work, "site")
    os.makedirs(site)
    with open(os.path.join(site, "site.toml"), "w") as f:
        f.write('title = "Abuse"\ntime_zone = "UTC"\ndemo = false\n')
    store = os.path.join(site, "history.sqlite")
    subprocess.run([binary, "demo", "--store", store], check=True, capture_output=True)
    store_before = sha256(store)
    # Room for the many-connections group (the prober and the server share this machine's limits).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    server = Server(binary, site)
    pid = server.process.pid
    host = f"127.0.0.1:{server.port}".encode()
    prober = Prober(server)
    prober.start()
    problems = []
    time.sleep(1)
    print(f"serve pid {pid}: {rss_mb(pid):.0f} MB resident, {open_fds(pid)} open files at the start")

    def report(group, answers):
        time.sleep(0.5)
        counts = {}
        for answer in answers:
            counts[answer] = counts.get(answer, 0) + 1
        summary = ", ".join(f"{n}× {a}" for a, n in sorted(counts.items(), key=lambda x: -x[1]))
        print(f"\n{group}: {summary}")
        print(f"  meanwhile: {prober.count} GETs by another client, {len(prober.failures)} failed, slowest {prober.slowest * 1000:.0f} ms; "
              f"serve {rss_mb(pid):.0f} MB resident, {open_fds(pid)} open files")
        if prober.failures:
            problems.append(f"{group}: the other client's GETs failed: {prober.failures[:3]}")
        if server.process.poll() is not None:
            problems.append(f"{group}: serve exited with {server.process.returncode}")
            print(open(server.log.name).read()[-3000:])
            raise SystemExit(1)
        prober.reset()

    # 1. Malformed request lines.
    lines = [b"\r\n\r\n", b"GARBAGE\r\n\r\n", b"GET\r\n\r\n", b"GET /\r\n\r\n", b"GET / HTTP/9.9\r\n\r\n",
             b"GET / HTTP/1.1 extra\r\n\r\n", b"G\x00ET / HTTP/1.1\r\n\r\n", b"GET /\x00 HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
             b"GET /../../../../etc/passwd HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
             b"GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
             b"GET http://evil.example/ HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
             b"GET /" + b"a" * 1_000_000 + b" HTTP/1.1\r\nHost: " + host + b"\r\n\r\n",
             b"\xff\xfe\xfd" * 1000 + b"\r\n\r\n", os.urandom(65536), b"GET / HTTP/1.1\nHost: " + host + b"\n\n",
             b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", b"BREW / HTCPCP/1.0\r\n\r\n", b"GET / HTTP/1.1\r\n" + b" " * 10000 + b"\r\n\r\n"]
    report("malformed request lines (%d kinds, 5 times each)" % len(lines), [server.exchange(line) for line in lines * 5])

    # 2. Huge and repeated headers.
    heads = [b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\nX-Big: " + b"x" * size + b"\r\n\r\n" for size in (8_000, 100_000, 1_000_000, 16_000_000)]
    heads += [b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\n" + b"X-Many: 1\r\n" * count + b"\r\n" for count in (1_000, 100_000, 1_000_000)]
    heads += [b"GET /gym/ HTTP/1.1\r\n" + (b"Host: " + host + b"\r\n") * 1000 + b"\r\n",
              b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\nCookie: " + b"a=b; " * 200_000 + b"\r\n\r\n",
              b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\nX-Fold: a\r\n " + b"b" * 100_000 + b"\r\n\r\n"]
    peak = [0.0]
    def watch_memory(stop):
        while not stop.is_set():
            peak[0] = max(peak[0], rss_mb(pid))
            stop.wait(0.05)
    stop_watch = threading.Event()
    threading.Thread(target=watch_memory, args=(stop_watch,), daemon=True).start()
    report("huge and repeated headers (%d kinds, 3 times each)" % len(heads), [server.exchange(h, timeout=30) for h in heads * 3])
    stop_watch.set()
    print(f"  serve's peak resident memory while they arrived: {peak[0]:.0f} MB")

    # 3. Bodies shorter and longer than Content-Length, on the form routes and a page.
    form = b"csrf=0&name=Read"
    def post(length, body, path=b"/_sitegen/habit/check"):
        return (b"POST " + path + b" HTTP/1.1\r\nHost: " + host + b"\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + b"Origin: http://" + host + b"\r\nContent-Length: " + length + b"\r\n\r\n" + body)
    bodies = [post(b"100", form), post(b"5", form), post(b"0", form), post(b"-1", form), post(b"99999999999999999999", form),
              post(b"10, 20", form), post(b"abc", form), post(b"16", form + b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\n\r\n"),
              post(b"100000000", form), post(b"2000000", b"x" * 2_000_000), post(b"100", form, b"/gym/"),
              (b"POST /_sitegen/habit/check HTTP/1.1\r\nHost: " + host + b"\r\nTransfer-Encoding: chunked\r\n\r\nffffffff\r\n" + b"x" * 100000),
              (b"POST /_sitegen/habit/check HTTP/1.1\r\nHost: " + host + b"\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n"),
              (b"POST /_sitegen/habit/check HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: 4\r\nContent-Length: 40\r\n\r\nabcd")]
    report("bodies shorter or longer than Content-Length (%d kinds, 3 times each; a short one waits 5 s)" % len(bodies),
           [server.exchange(b, timeout=5) for b in bodies * 3])

    # 4. Slow partial requests: 200 connections each sending a byte a second for 20 s.
    slow = []
    for _ in range(200):
        try:
            slow.append(server.connect())
        except OSError as error:
            problems.append(f"slow requests: could not connect: {error}")
            break
    request = b"GET /gym/ HTTP/1.1\r\nHost: " + host + b"\r\nX-Slow: " + b"s" * 100
    closed = 0
    for index in range(20):
        for s in list(slow):
            try:
                s.sendall(request[index:index + 1])
            except OSError:
                slow.remove(s)
                closed += 1
        time.sleep(1)
    for s in slow:
        s.close()
    report("200 slow partial requests, a byte a second for 20 s", [f"closed by serve before the end"] * closed
           + [f"still open after 20 s"] * (200 - closed))

    # 5. Many connections left open without a byte sent, and the others still served.
    idle = []
    for _ in range(3000):
        try:
            idle.append(server.connect(timeout=5))
        except OSError as error:
            print(f"  stopped opening connections at {len(idle)}: {error}")
            break
    time.sleep(5)
    still = sum(1 for s in idle if s.fileno() >= 0)
    fds = open_fds(pid)
    for s in idle:
        s.close()
    report(f"{len(idle)} connections opened and left idle for 5 s", [f"opened ({fds} files open in serve meanwhile)"] * still)
    time.sleep(2)
    print(f"  after they closed: serve has {open_fds(pid)} open files")

    prober.stop.set()
    prober.join()
    server.process.send_signal(2)
    server.process.wait(timeout=60)
    store_after = sha256(store)
    print(f"\nstore SHA-256 before {store_before[:16]}…, after {store_after[:16]}…: " + ("unchanged" if store_before == store_after else "CHANGED"))
    if store_before != store_after:
        problems.append("the store changed")
    shutil.rmtree(work, ignore_errors=True)
    if problems:
        print("\nPROBLEMS:\n  " + "\n  ".join(problems))
        return 1
    print("\nno problem: serve kept answering the other client, and the store is unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
