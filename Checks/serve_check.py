"""Runs `sitegen serve` on a free port over a temporary store site and uses it in headless Chromium:
clicks "Log today" on the Gym page and a habit check-in on the Habits page and sees the new state,
then edits a template and sees the open page reload by itself. Finally stops the server with SIGINT.

Usage: python3 Checks/serve_check.py SITEGEN_BINARY
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import threading
import sys
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.support.ui import WebDriverWait

from browser_check import make_driver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def make_site(binary, folder):
    """A store site as Checks/identical.sh makes one, but small: two habits and nothing else."""
    for item in ("Templates", "Public"):
        shutil.copytree(os.path.join(ROOT, item), os.path.join(folder, item))
    with open(os.path.join(folder, "site.toml"), "w") as settings:
        settings.write('title = "Serve check"\ntime_zone = "UTC"\ndemo = false\n')
    for name, category in (("Read", "Learning"), ("Stretch", "Fitness")):
        subprocess.run([binary, "habit", "add", name, "--category", category, "--site", folder], check=True,
                       stdout=subprocess.DEVNULL)


def start(binary, folder, port):
    server = subprocess.Popen([binary, "serve", "--site", folder, "--port", str(port), "--verbose"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # serve prints a line per build (the first one included) before it says where it serves.
    seen = []
    while True:
        line = server.stdout.readline()
        if not line:
            server.kill()
            sys.exit("serve did not start:\n" + "".join(seen))
        seen.append(line)
        if line.startswith("Serving "):
            # Keep reading what it prints after that, so a full pipe never blocks its writes.
            threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
            return server


def main():
    binary = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        make_site(binary, folder)
        port = free_port()
        server = start(binary, folder, port)
        base = f"http://127.0.0.1:{port}"
        driver = make_driver()
        # A live reload may replace the page between finding an element and reading it: look again.
        wait = WebDriverWait(driver, 60, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))
        try:
            driver.get(base + "/gym/")
            driver.find_element(By.XPATH, "//button[normalize-space()='Log today']").click()
            wait.until(lambda d: "Logged today" in d.find_element(By.CSS_SELECTOR, ".gym-hero").text)
            # The command's message is shown once, on the page the 303 leads to. A live reload that
            # follows (another change seen by the watcher) may already have replaced that page: then
            # the new state on the page is what counts (ServeTests check the message itself).
            try:
                notices = driver.find_elements(By.CSS_SELECTOR, ".serve-notice")
                notice = notices[0].text if notices else "(page already reloaded: no message)"
            except StaleElementReferenceException:
                notices, notice = [], "(page already reloaded: no message)"
            if notices and "Total workouts: 1" not in notice:
                problems.append(f"gym: the page does not show the command's message: {notice!r}")
            print(f"gym: Log today → {notice}")

            driver.get(base + "/habits/")
            card = driver.find_element(By.XPATH, "//li[contains(@class,'habit-card')][.//a[normalize-space()='Read']]")
            card.find_element(By.XPATH, ".//button[normalize-space()='Check in']").click()
            wait.until(lambda d: d.find_elements(By.XPATH, "//li[contains(@class,'habit-card') and contains(@class,'level-full')]"
                                                           "[.//a[normalize-space()='Read']]"))
            print("habits: Read checked in → level-full")

            driver.get(base + "/gym/")
            driver.execute_script("window.sitegenMark = 'before reload';")
            path = os.path.join(folder, "Templates", "gym.mustache")
            with open(path) as template:
                text = template.read()
            with open(path, "w") as template:
                template.write(re.sub(r"<h1>[^<]*</h1>", "<h1>Gym, edited</h1>", text, count=1))
            started = time.monotonic()
            wait.until(lambda d: d.find_element(By.TAG_NAME, "h1").text == "Gym, edited")
            if driver.execute_script("return window.sitegenMark || null") is not None:
                problems.append("the page changed without a reload")
            print(f"template edit → page reloaded in {time.monotonic() - started:.2f} s")

            for entry in driver.get_log("browser"):
                if entry["level"] == "SEVERE":
                    problems.append(f"console: {entry['message']}")
        finally:
            driver.quit()
            server.send_signal(signal.SIGINT)
            try:
                code = server.wait(timeout=20)
                if code != 0:
                    problems.append(f"serve exited with {code} after SIGINT")
            except subprocess.TimeoutExpired:
                server.kill()
                problems.append("serve did not stop within 20 s of SIGINT")
    for problem in problems:
        print("PROBLEM:", problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
