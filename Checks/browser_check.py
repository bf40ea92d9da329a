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
    driver = webdriver.Chrome(service=service, options=options)
    # Selenium gives up on a command after 120 s; axe on a long page under a loaded machine may take longer
    # (its own limit is set below), so the client waits as long as the script may run.
    config = getattr(driver.command_executor, "_client_config", None)
    if config is not None:
        config.timeout = 400
    return driver


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
const svgs = (document.documentElement.tagName.toLowerCase() === 'svg'
  ? [document.documentElement] : Array.from(document.querySelectorAll('svg[role="img"]')))
  // A chart laid out for another width (.chart-sizes shows the one that fits) is not rendered: not empty.
  .filter(s => !(s.closest('.chart-sizes') && getComputedStyle(s).display === 'none'));
return svgs.map(s => { const r = s.getBoundingClientRect();
  return {w: r.width, h: r.height, children: s.children.length,
          title: !!s.querySelector('title'), desc: !!s.querySelector('desc')}; });
"""

LAYOUT = """
const frame = document.querySelector('.graph-frame svg');
const tiles = document.querySelector('.tiles');
let tileRow = null;
if (tiles) { const box = tiles.getBoundingClientRect();
  tileRow = {allSeen: Array.from(tiles.children).every(t => { const r = t.getBoundingClientRect();
    return r.left >= box.left - 0.5 && r.right <= box.right + 0.5; }), scrolls: getComputedStyle(tiles).overflowX};
}
const r = frame ? frame.getBoundingClientRect() : null;
return {graph: r ? [Math.round(r.width), Math.round(r.height)] : null, tileRow,
        overflow: document.documentElement.scrollWidth - window.innerWidth};
"""


# A page is measured once its stylesheets apply: `driver.get` returns at the load event, and on a loaded CI
# machine a chart was once measured before its page's CSS sized it (the bar chart's text at 3.6 times
# its size, the page's bytes those of every earlier passing run).
STYLES_READY = """
const done = arguments[arguments.length - 1];
const ready = () => document.readyState === 'complete'
  && Array.from(document.querySelectorAll('link[rel~="stylesheet"]')).every(l => l.sheet !== null);
(function poll(tries) {
  if (ready() || tries >= 100) requestAnimationFrame(() => requestAnimationFrame(() => done(ready())));
  else setTimeout(() => poll(tries + 1), 50);
})(0);
"""


def load(driver, url):
    """Opens `url` and waits (up to 5 s) until its stylesheets apply and two frames have been laid out."""
    driver.get(url)
    driver.execute_async_script(STYLES_READY)


def check_page(driver, url, allowed_prefix):
    driver.get_log("performance"), driver.get_log("browser")  # drop earlier entries
    load(driver, url)
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
    load(driver, http_base + "index.html")
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
                    # Every tile in sight: the row wraps instead of hiding tiles in a sideways scroll (phone_check.py).
                    if facts["tileRow"] and not (facts["tileRow"]["allSeen"] and facts["tileRow"]["scrolls"] == "visible"):
                        problems.append(f"a tile is out of the tile row's box or the row scrolls at {width} px: {facts['tileRow']}")
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
        for label, problems in pages_checks(driver, site, shots, file_base):
            if problems:
                failures.append((label, problems))
            else:
                passed += 1
            print(("ok   " if not problems else "FAIL ") + label, flush=True)
    finally:
        driver.quit()
        server.shutdown()
        shutil.rmtree(root, ignore_errors=True)
    for label, problems in failures:
        print(f"\n{label}:\n  " + "\n  ".join(problems))
    print(f"browser: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


# ---- Pages (issue 17): the Activity footprint, chart text, widget layout, Gym scheme, axe-core, screenshots.

# The type scale of every chart (Sources/Charts/Core/ChartType.swift): on-screen sizes at 1280 px.
CHART_TYPE_SCALE = (11, 12, 16, 18, 20, 44)
MIN_CHART_TEXT_PX = 11
# Every chart's text is checked, the Reports heatmaps, strength and trend charts included (shown at their
# own size since issue 17's last pass).
CHART_TEXT = """
const root = document.documentElement;
const texts = Array.from(document.querySelectorAll('svg text'));
return texts.filter(t => t.getClientRects().length > 0 && (t.textContent || '').trim() !== '')
  .map(t => { const m = t.getScreenCTM(); const scale = m ? Math.hypot(m.a, m.b) : 1;
    const size = parseFloat(getComputedStyle(t).fontSize) * scale;
    const svg = t.ownerSVGElement || root;
    return {text: t.textContent.trim().slice(0, 30), px: Math.round(size * 100) / 100, chart: svg.id || svg.getAttribute('class') || 'svg'}; });
"""

SCALED_IMAGES = """
return Array.from(document.querySelectorAll('img')).filter(i => /\\.svg$/.test(i.getAttribute('src') || ''))
  .map(i => ({src: i.getAttribute('src'), shown: i.getBoundingClientRect().width, natural: i.naturalWidth}));
"""


def check_chart_text(driver, width):
    """Every chart text at least 11 px on screen; at 1280 px only the sizes of the type scale;
    an SVG image (a widget) never shown smaller than its own size."""
    problems = []
    for t in driver.execute_script(CHART_TEXT):
        if t["px"] < MIN_CHART_TEXT_PX - 0.01:
            problems.append(f"chart text at {t['px']} px (< {MIN_CHART_TEXT_PX}) at {width} px: {t['text']!r} in {t['chart']}")
        elif width == 1280 and not any(abs(t["px"] - s) < 0.3 for s in CHART_TYPE_SCALE):
            problems.append(f"chart text at {t['px']} px, not a size of the type scale {CHART_TYPE_SCALE}: {t['text']!r} in {t['chart']}")
    for img in driver.execute_script(SCALED_IMAGES):
        if img["natural"] and img["shown"] < img["natural"] - 0.5:
            problems.append(f"widget {img['src']} scaled down to {img['shown']:.0f} of {img['natural']} px at {width} px")
    return problems


TEXT_OVERLAPS = """
const svgs = document.documentElement.tagName.toLowerCase() === 'svg'
  ? [document.documentElement] : Array.from(document.querySelectorAll('svg.energy-chart, svg.energy-widget, svg.vo2-chart, svg.bar-chart, svg.heatmap, svg.strength-chart, svg.trend-chart'));
const out = [];
for (const svg of svgs) {
  if (svg.getClientRects().length === 0) continue;
  const box = svg.getBoundingClientRect();
  const texts = Array.from(svg.querySelectorAll('text')).map(t => ({t: t.textContent.trim().slice(0, 40), r: t.getBoundingClientRect()}));
  for (const a of texts) {
    if (a.r.left < box.left - 0.5 || a.r.right > box.right + 0.5 || a.r.top < box.top - 0.5 || a.r.bottom > box.bottom + 0.5)
      out.push(`text cut off by the edge of ${svg.id}: "${a.t}"`);
  }
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = texts[i].r, b = texts[j].r;
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (w > 1 && h > 1) out.push(`texts overlap in ${svg.id}: "${texts[i].t}" and "${texts[j].t}"`);
  }
  for (const marker of svg.querySelectorAll('.energy-marker')) {
    const m = marker.getBoundingClientRect();
    for (const label of svg.querySelectorAll('.energy-goal-label')) {
      const g = label.getBoundingClientRect();
      if (m.left >= g.left && m.left <= g.right && m.bottom > g.top && m.top < g.bottom)
        out.push(`the Data Time marker crosses the goal label in ${svg.id}`);
    }
  }
}
return out;
"""


def check_text_overlaps(driver, width):
    """No two texts of a chart or widget overlap, none is cut off, and the Data Time marker does not cross the goal label."""
    return [f"{p} at {width} px" for p in driver.execute_script(TEXT_OVERLAPS)]


FOOTPRINT = """
const rect = s => { const e = document.querySelector(s); if (!e) return null;
  const r = e.getBoundingClientRect(); return [r.left, r.top + window.scrollY, r.width, r.height].map(v => Math.round(v * 10) / 10); };
return {tiles: rect('.tiles'), graph: rect('.graph-frame svg'), indicators: rect('.graph-panel .day-indicators')};
"""


def check_activity_footprint(driver, base, site):
    """Seed HelpMeTrain: "The stat tile row remains in the same place/layout" and the graph keeps a "fixed frame
    and identical layout footprint": the tile row, the graph and its indicators have the same box on Day and Week."""
    kinds = dict(page_kinds(site))

    def measured(width):
        driver.set_window_size(width, 900)
        boxes = {}
        for kind in ("day", "week"):
            load(driver, base + kinds[kind])
            boxes[kind] = driver.execute_script(FOOTPRINT)
        found = []
        for part in ("tiles", "graph", "indicators"):
            day, week = boxes["day"][part], boxes["week"][part]
            if day is None or week is None:
                found.append(f"{part} missing at {width} px (day {day}, week {week})")
            elif any(abs(a - b) > 0.5 for a, b in zip(day, week)):
                found.append(f"{part} moves between Day and Week at {width} px: day {day}, week {week}")
        return found

    problems = []
    for width in WIDTHS:
        # Measured twice before it counts: once in .ci/run a Day page was measured unstyled (x 8, the
        # browser's default body margin, full width) while its screenshot a moment later was laid out
        # right. A footprint that really differs differs both times.
        problems += measured(width) and measured(width)
    return problems


BACKGROUND = """
const c = getComputedStyle(document.body).backgroundColor.match(/[0-9.]+/g).map(Number);
return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
"""


def check_gym_scheme(driver, base, site):
    """Seed GymStreak, "Light mode first": the Gym page is light without a stated preference and follows a dark system scheme."""
    kinds = dict(page_kinds(site))
    if "gym" not in kinds:
        return ["no gym page"]
    problems = []
    for scheme, light in (("no-preference", True), ("light", True), ("dark", False)):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        load(driver, base + kinds["gym"])
        luminance = driver.execute_script(BACKGROUND)
        if (luminance > 0.5) != light:
            problems.append(f"gym page background luminance {luminance:.2f} with prefers-color-scheme: {scheme}")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    return problems


AXE_SCRIPT = None


def axe_script():
    """The text of axe-core, as bundled by axe-selenium-python."""
    global AXE_SCRIPT
    if AXE_SCRIPT is None:
        import axe_selenium_python
        path = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js")
        AXE_SCRIPT = open(path, encoding="utf8").read()
    return AXE_SCRIPT


def axe_violations(driver):
    """axe-core on the loaded page: the moderate, serious and critical violations (which fail the check),
    and every violation."""
    driver.execute_script(axe_script())
    driver.set_script_timeout(360)  # axe on a long page under a loaded CI machine
    result = driver.execute_async_script("const done = arguments[arguments.length - 1];"
                                         "axe.run(document).then(r => done(r.violations)).catch(e => done([{id: 'axe-error', impact: 'critical', description: String(e), nodes: []}]));")
    return [v for v in result if v.get("impact") in ("moderate", "serious", "critical")], result


def check_axe(driver, url, summary, kind):
    load(driver, url)
    failing, everything = axe_violations(driver)
    summary[kind] = sorted(f"{v['id']} ({v.get('impact')})" for v in everything)
    return [f"axe {v['id']} ({v['impact']}): {v['description']} — "
            + "; ".join(f"{n['target'][0] if n.get('target') else ''}: {(n.get('failureSummary') or '').splitlines()[-1:]}" for n in v["nodes"][:3])
            for v in failing]


def check_screenshots(site, shots):
    """A screenshot of every page kind at both widths."""
    return [f"no screenshot {kind}-{width}.png" for kind, _ in page_kinds(site) for width in WIDTHS
            if not os.path.isfile(os.path.join(shots, f"{kind}-{width}.png"))]


def pages_checks(driver, site, shots, file_base):
    """Issue 17's checks (Activity, Energy and widgets, Gym and Training, accessibility, screenshots): [(label, problems)]."""
    results, axe_summary = [], {}
    for kind, path in page_kinds(site):
        problems = []
        for width in WIDTHS:
            driver.set_window_size(width, 900)
            load(driver, file_base + path)
            problems += check_chart_text(driver, width) + check_text_overlaps(driver, width)
        driver.set_window_size(1280, 900)
        if not path.endswith(".svg"):
            problems += check_axe(driver, file_base + path, axe_summary, kind)
        results.append((f"{kind} (charts, axe)", problems))
    results.append(("activity footprint", check_activity_footprint(driver, file_base, site)))
    results.append(("gym colour scheme", check_gym_scheme(driver, file_base, site)))
    results.append(("screenshots", check_screenshots(site, shots)))
    for kind, violations in axe_summary.items():
        print(f"axe {kind}: " + (", ".join(violations) if violations else "no violations"), flush=True)
    return results


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
