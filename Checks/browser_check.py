"""Opens one page of every kind in headless Chromium, from file:// and from a local HTTP server
that serves the site under a sub-folder, and checks what a person would see.

Usage: python3 Checks/browser_check.py SITE_FOLDER SCREENSHOT_FOLDER
"""
import functools
import http.server
import json
import os
import shutil
import sys
import tempfile
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from pages import page_kinds

WIDTHS = (390, 1280)


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--no-first-run", "--disable-extensions", "--disable-background-networking"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def serve(root):
    """Serves `root` on 127.0.0.1 in a thread; returns (server, port)."""
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def network_problems(driver, allowed_prefix):
    """Failed requests and requests that leave the site, from the performance log."""
    problems = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method"), message.get("params", {})
        if method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if not (url.startswith(allowed_prefix) or url.startswith("data:") or url == "about:blank"):
                problems.append(f"request leaves the site: {url}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            problems.append(f"failed request: {params.get('errorText')} ({params.get('type')})")
        elif method == "Network.responseReceived" and params["response"].get("status", 200) >= 400:
            problems.append(f"HTTP {params['response']['status']}: {params['response']['url']}")
    return problems


def console_errors(driver):
    return [f"console: {e['message']}" for e in driver.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]


SVG_CHECK = """
const svgs = document.documentElement.tagName.toLowerCase() === 'svg'
  ? [document.documentElement] : Array.from(document.querySelectorAll('svg[role="img"]'));
return svgs.map(s => { const r = s.getBoundingClientRect();
  return {w: r.width, h: r.height, children: s.children.length,
          title: !!s.querySelector('title'), desc: !!s.querySelector('desc')}; });
"""

LAYOUT = """
const frame = document.querySelector('.graph-frame svg');
const tiles = document.querySelector('.tiles');
let tileRow = null;
if (tiles) { const tops = Array.from(tiles.children).map(t => t.offsetTop);
  tileRow = {oneRow: new Set(tops).size <= 1, scrolls: getComputedStyle(tiles).overflowX};
}
const r = frame ? frame.getBoundingClientRect() : null;
return {graph: r ? [Math.round(r.width), Math.round(r.height)] : null, tileRow,
        overflow: document.documentElement.scrollWidth - window.innerWidth};
"""


def check_page(driver, url, allowed_prefix):
    driver.get_log("performance"), driver.get_log("browser")  # drop earlier entries
    driver.get(url)
    problems = console_errors(driver) + network_problems(driver, allowed_prefix)
    if url.endswith(".svg"):
        # A bare SVG document has no <link rel="icon">, so the browser asks the server root for one.
        problems = [p for p in problems if "/favicon.ico" not in p]
    if url.startswith("file://"):
        # Chromium never reads a web app manifest from file:// (a CORS refusal it logs, whatever the URL);
        # the manifest is for a served site, and check_manifest reads it over HTTP.
        problems = [p for p in problems if "manifest.webmanifest" not in p and not p.endswith("(Manifest)")]
    for index, svg in enumerate(driver.execute_script(SVG_CHECK)):
        if svg["w"] <= 0 or svg["h"] <= 0 or svg["children"] == 0:
            problems.append(f"chart {index} is empty ({svg})")
        if not (svg["title"] and svg["desc"]):
            problems.append(f"chart {index} has no title or description")
    return problems


def screenshot(driver, path, width):
    driver.set_window_size(width, 900)
    height = driver.execute_script("return Math.min(6000, document.documentElement.scrollHeight)")
    driver.set_window_size(width, max(600, height))
    driver.save_screenshot(path)


ICON_SIZES = """
const done = arguments[arguments.length - 1];
Promise.all(arguments[0].map(src => fetch(src).then(r => r.ok ? r.blob() : Promise.reject(src + ': HTTP ' + r.status))
  .then(b => createImageBitmap(b)).then(i => [src, i.width + 'x' + i.height])))
  .then(sizes => done({sizes}), error => done({error: String(error)}));
"""


def check_manifest(driver, http_base):
    """Issue 18: the web app manifest as Chromium reads it over HTTP from the overview page (under a
    sub-folder): found through the page's <link rel="manifest">, parsed without errors, standalone, with
    a relative start URL inside the site, and every icon loads and decodes at the size it names."""
    problems = []
    driver.get(http_base + "index.html")
    manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
    if manifest.get("url") != http_base + "manifest.webmanifest":
        return [f"the page's manifest is {manifest.get('url')!r}, not {http_base}manifest.webmanifest"]
    problems += [f"manifest: {e.get('message')} (line {e.get('line')})" for e in manifest.get("errors", [])]
    data = json.loads(manifest.get("data") or "{}")
    if data.get("display") != "standalone":
        problems.append(f"manifest display is {data.get('display')!r}")
    if not data.get("name"):
        problems.append("manifest has no name")
    start = driver.execute_script("return new URL(arguments[0], arguments[1]).href", data.get("start_url", ""),
                                  manifest["url"])
    if not start.startswith(http_base):
        problems.append(f"start_url {data.get('start_url')!r} leaves the site: {start}")
    icons = data.get("icons", [])
    if not any(i.get("purpose") == "maskable" for i in icons) or not {"192x192", "512x512"} <= {i.get("sizes") for i in icons}:
        problems.append(f"manifest icons lack 192, 512 or maskable: {icons}")
    urls = [driver.execute_script("return new URL(arguments[0], arguments[1]).href", i["src"], manifest["url"]) for i in icons]
    loaded = driver.execute_async_script(ICON_SIZES, urls)
    if "error" in loaded:
        problems.append(f"icon: {loaded['error']}")
    else:
        for (url, size), icon in zip(loaded["sizes"], icons):
            if size != icon.get("sizes"):
                problems.append(f"{url} is {size}, the manifest says {icon.get('sizes')}")
    return problems


def main(site, shots):
    os.makedirs(shots, exist_ok=True)
    root = tempfile.mkdtemp()
    shutil.copytree(site, os.path.join(root, "artifact", "site"))
    server, port = serve(root)
    http_base = f"http://127.0.0.1:{port}/artifact/site/"
    file_base = "file://" + os.path.abspath(site) + "/"
    driver = make_driver()
    failures, passed, layout = [], 0, {}
    try:
        for kind, path in page_kinds(site):
            for base in (file_base, http_base):
                driver.set_window_size(1280, 900)
                problems = check_page(driver, base + path, base)
                for width in WIDTHS:
                    driver.set_window_size(width, 900)
                    facts = driver.execute_script(LAYOUT)
                    layout.setdefault(width, {})[kind] = facts
                    if width == 390 and facts["overflow"] > 0 and not path.endswith(".svg"):
                        problems.append(f"overflows the viewport by {facts['overflow']} px at 390 px")
                    if facts["tileRow"] and not (facts["tileRow"]["oneRow"] and facts["tileRow"]["scrolls"] in ("auto", "scroll")):
                        problems.append(f"tile row wraps or does not scroll at {width} px: {facts['tileRow']}")
                    if base == file_base:
                        screenshot(driver, os.path.join(shots, f"{kind}-{width}.png"), width)
                label = f"{kind} ({'file' if base == file_base else 'http'})"
                if problems:
                    failures.append((label, problems))
                else:
                    passed += 1
                print(("ok   " if not problems else "FAIL ") + label, flush=True)
        for width, kinds in layout.items():
            sizes = {k: v["graph"] for k, v in kinds.items() if k in ("overview", "day", "week") and v["graph"]}
            if len(set(map(tuple, sizes.values()))) > 1:
                failures.append((f"steps graph size at {width} px", [f"differs: {sizes}"]))
            else:
                passed += 1
        problems = check_manifest(driver, http_base)
        print(("ok   " if not problems else "FAIL ") + "web app manifest (http)", flush=True)
        if problems:
            failures.append(("web app manifest (http)", problems))
        else:
            passed += 1
    finally:
        driver.quit()
        server.shutdown()
    for label, problems in failures:
        print(f"\n{label}:\n  " + "\n  ".join(problems))
    print(f"browser: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
