"""Runs ./sitegen.sh's set-up as a fresh Debian or Ubuntu machine would meet it, with fake `dpkg-query`,
`apt-get`, `id`, `sudo` and `swift` first on PATH: which packages it installs, in which order, through sudo
or not, and what it says when it cannot (issue 18: "installs only when missing, runs apt-get update first,
uses sudo only when not root and it exists, and says exactly what to run when it cannot"). CI's own
machine already has every package, so this is where the installing path is exercised. Nothing is installed.

Usage: python3 Checks/setup_check.py
"""
import os
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "libsqlite3-dev", "pkg-config", "libisal-dev"]

FAKES = {
    # dpkg-query -W -f='${Status}' PKG: installed when PKG is in $FAKE_INSTALLED.
    "dpkg-query": 'for p in $FAKE_INSTALLED; do [ "$p" = "${!#}" ] && { echo "install ok installed"; exit 0; }; done; exit 1',
    "apt-get": 'echo "apt-get $*" >> "$FAKE_LOG"; [ "$1" = install ] && [ -n "$FAKE_APT_FAIL" ] && exit 100; exit 0',
    "id": '[ "$1" = -u ] && { echo "$FAKE_UID"; exit 0; }; exec /usr/bin/id "$@"',
    "swift": 'echo "swift $*" >> "$FAKE_LOG"; exit 0',
}
SUDO = 'echo "sudo $*" >> "$FAKE_LOG"; exec "$@"'


def fake_bin(folder, scripts):
    os.makedirs(folder, exist_ok=True)
    for name, body in scripts.items():
        path = os.path.join(folder, name)
        with open(path, "w") as script:
            script.write("#!/bin/bash\n" + body + "\n")
        os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)


def run(work, command, installed, uid, sudo, apt_fails=False):
    log = os.path.join(work, "log")
    open(log, "w").close()
    path = [os.path.join(work, "bin")] + ([os.path.join(work, "sudo-bin")] if sudo else []) + ["/usr/bin", "/bin"]
    env = {"PATH": ":".join(path), "HOME": work, "FAKE_LOG": log, "FAKE_INSTALLED": " ".join(installed),
           "FAKE_UID": str(uid), "FAKE_APT_FAIL": "1" if apt_fails else "", "SITEGEN_NO_OPEN": "1"}
    result = subprocess.run(["bash", os.path.join(ROOT, "sitegen.sh"), command], env=env, capture_output=True, text=True)
    return result, open(log).read().splitlines()


def main():
    problems, cases = [], []

    def expect(name, condition, detail):
        cases.append(name)
        print(("ok   " if condition else "FAIL ") + name)
        if not condition:
            problems.append(f"{name}: {detail}")

    with tempfile.TemporaryDirectory() as work:
        fake_bin(os.path.join(work, "bin"), FAKES)
        fake_bin(os.path.join(work, "sudo-bin"), {"sudo": SUDO})
        everything = " ".join(PACKAGES)

        result, log = run(work, "demo", [], uid=0, sudo=False)
        expect("root, nothing installed: apt-get update, then install all five, then the demo build",
               result.returncode == 0 and log == ["apt-get update -qq", f"apt-get install -y -qq {everything}",
                                                  "swift run sitegen build --site ."], f"{result.returncode} {log} {result.stderr}")

        result, log = run(work, "test", ["libcmark-gfm-dev", "libcmark-gfm-extensions-dev", "pkg-config"], uid=0, sudo=False)
        expect("root, two missing: only those two are installed, then swift test",
               result.returncode == 0 and log == ["apt-get update -qq", "apt-get install -y -qq libsqlite3-dev libisal-dev",
                                                  "swift test"], f"{log}")

        result, log = run(work, "test", PACKAGES, uid=0, sudo=False)
        expect("everything installed: no apt-get at all", result.returncode == 0 and log == ["swift test"], f"{log}")

        result, log = run(work, "demo", ["pkg-config"], uid=1000, sudo=True)
        expect("not root, sudo present: both apt-get calls through sudo",
               result.returncode == 0 and log[0] == "sudo apt-get update -qq" and
               f"sudo apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev libisal-dev" in log,
               f"{log}")

        result, log = run(work, "demo", ["pkg-config"], uid=1000, sudo=False)
        missing = "libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev libisal-dev"
        expect("not root, no sudo: stops, installs nothing, and prints the command to run as root",
               result.returncode != 0 and log == [] and
               f"As root, run:\n  apt-get update && apt-get install -y {missing}" in result.stderr,
               f"{result.returncode} {log} {result.stderr!r}")

        result, log = run(work, "demo", [], uid=0, sudo=False, apt_fails=True)
        expect("apt-get install fails: stops before building and prints what to run",
               result.returncode != 0 and not any(line.startswith("swift") for line in log) and
               "could not install" in result.stderr and f"apt-get install -y {everything}" in result.stderr,
               f"{result.returncode} {log} {result.stderr!r}")

    passed = len(cases) - len(problems)
    for problem in problems:
        print("PROBLEM:", problem)
    print(f"setup: {passed} passed, {len(problems)} failed")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
