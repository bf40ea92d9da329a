"""The site on a phone, in light and dark: every page kind at 320, 390 and 1280 px wide, from file://.

Fails on:
- a page that scrolls sideways (the document wider than the viewport);
- any element past the screen's edge (its visible part, after the clipping of the boxes around it);
- content hidden in a sideways scroll inside the page's main part: a box whose content is wider than it
  and that clips (overflow-x hidden, auto or scroll). Text, tables and tiles are never hidden so. The one
  allowed kind is a chart (svg, img) shown at its own size, so that its text keeps 11 px and up: a year
  heatmap, a 320 px chart or the iPad widget may scroll inside its frame, nothing else in that frame may;
- content inside a closed <details> is measured as shown (not at all) until opened;
- a table row (still laid out as a row) taller than three lines of its text, cell padding aside;
- any serious or critical axe-core colour-contrast finding, with prefers-color-scheme light and dark
  (Chromium's emulation, CDP Emulation.setEmulatedMedia), at 390 px.
Writes a screenshot of every page kind at 390 px in each scheme: SHOTS/KIND-390-light.png, -dark.png, or
SHOTS/KIND-LOCALE-390-light.png, … when a LOCALE (the site's `locale`, such as de-DE) is given.

Usage: python3 Checks/phone_check.py SITE_FOLDER SCREENSHOT_FOLDER [LOCALE]
"""
import os
import sys

from browser_check import axe_script, load, make_driver
from pages import page_kinds

WIDTHS = (320, 390, 1280)
SCHEMES = ("light", "dark")

LAYOUT = """
const vw = window.innerWidth, out = {pageWidth: document.documentElement.scrollWidth, past: [], hidden: [], rows: []};
const name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
  + (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
const path = e => { const parts = []; for (let a = e; a && a !== document.body && parts.length < 4; a = a.parentElement) parts.unshift(name(a)); return parts.join(' > '); };
const clips = s => s.overflowX !== 'visible';
// Elements meant to be out of sight: screen-reader text (a 1 px box, skipped below) and the skip link until it has focus.
const unseen = e => e.closest('.sr-only, .day-status') || (e.closest('.skip-link') && !e.closest('.skip-link:focus'));
// A chart shown at its own size: everything wider than the frame is a chart (svg, img) or holds one.
const chartFrame = f => f.querySelector('svg, img') && Array.from(f.querySelectorAll('*'))
  .filter(c => !c.closest('svg') || c.tagName.toLowerCase() === 'svg')
  .every(c => c.getBoundingClientRect().width <= f.clientWidth + 1 || ['svg', 'img'].includes(c.tagName.toLowerCase()) || c.querySelector('svg, img'));
for (const el of document.body.querySelectorAll('*')) {
  if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
  const r = el.getBoundingClientRect();
  if (r.width <= 1 || r.height <= 1 || unseen(el) || !el.checkVisibility({contentVisibilityAuto: true})) continue;
  const s = getComputedStyle(el);
  if (s.visibility === 'hidden' || s.position === 'fixed') continue;
  let left = r.left, right = r.right;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    if (clips(getComputedStyle(a))) { const c = a.getBoundingClientRect(); left = Math.max(left, c.left); right = Math.min(right, c.right); }
  }
  if (right - left >= 1 && (left < -0.5 || right > vw + 0.5))
    out.past.push(`${path(el)}: ${Math.round(left)}..${Math.round(right)} px`);
  if (el.closest('main') && ['hidden', 'auto', 'scroll'].includes(s.overflowX) && el.scrollWidth > el.clientWidth + 1) {
    if (!chartFrame(el)) out.hidden.push(`${path(el)}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
  }
}
for (const tr of document.querySelectorAll('tr')) {
  const r = tr.getBoundingClientRect();
  if (r.height < 1 || getComputedStyle(tr).display !== 'table-row') continue;
  let limit = 0;
  for (const cell of tr.cells) {
    const s = getComputedStyle(cell);
    const line = parseFloat(s.lineHeight) || 1.2 * parseFloat(s.fontSize);
    limit = Math.max(limit, 3 * line + parseFloat(s.paddingTop) + parseFloat(s.paddingBottom)
      + parseFloat(s.borderTopWidth) + parseFloat(s.borderBottomWidth));
  }
  if (r.height > limit + 1) out.rows.push(`${path(tr)} "${tr.innerText.replace(/\\s+/g, ' ').slice(0, 50)}": ${Math.round(r.height)} px, three lines are ${Math.round(limit)} px`);
}
return out;
"""


def set_viewport(driver, width, height=900):
    """The viewport exactly `width` CSS px wide (a window cannot be made that narrow everywhere)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def layout_problems(driver, width):
    facts = driver.execute_script(LAYOUT)
    problems = []
    if facts["pageWidth"] > width:
        problems.append(f"the page scrolls sideways at {width} px: {facts['pageWidth']} px wide")
    problems += [f"past the screen's edge at {width} px: {p}" for p in facts["past"][:8]]
    problems += [f"hidden in a sideways scroll at {width} px: {p}" for p in facts["hidden"][:8]]
    problems += [f"table row taller than three lines at {width} px: {p}" for p in facts["rows"][:8]]
    return problems, facts["pageWidth"]


def contrast_problems(driver, scheme):
    driver.execute_script(axe_script())
    driver.set_script_timeout(360)
    found = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'rule', values: ['color-contrast']}})"
        ".then(r => done(r.violations)).catch(e => done([{id: 'axe-error', impact: 'critical', description: String(e), nodes: []}]));")
    return [f"axe {v['id']} ({v['impact']}) in {scheme}: "
            + "; ".join(f"{n['target'][0] if n.get('target') else ''}: {(n.get('failureSummary') or '').splitlines()[-1:]}"
                        for n in v["nodes"][:4])
            for v in found if v.get("impact") in ("serious", "critical")]


def screenshot(driver, path, width):
    height = driver.execute_script("return Math.min(6000, document.documentElement.scrollHeight)")
    set_viewport(driver, width, max(600, height))
    driver.save_screenshot(path)
    set_viewport(driver, width)


def check_kind(driver, url, kind, shots, locale=None):
    """Layout at every width in the light scheme, then contrast and a screenshot at 390 px in each scheme."""
    problems, widths = [], {}
    set_scheme(driver, "light")
    for width in WIDTHS:
        set_viewport(driver, width)
        load(driver, url)
        found, widths[width] = layout_problems(driver, width)
        problems += found
    for scheme in SCHEMES:
        set_scheme(driver, scheme)
        set_viewport(driver, 390)
        load(driver, url)
        problems += contrast_problems(driver, scheme)
        tag = f"-{locale}" if locale else ""
        screenshot(driver, os.path.join(shots, f"{kind}{tag}-390-{scheme}.png"), 390)
    return problems, widths


def main(site, shots, locale=None):
    os.makedirs(shots, exist_ok=True)
    base = "file://" + os.path.abspath(site) + "/"
    driver = make_driver()
    failures = []
    try:
        for kind, path in page_kinds(site):
            if path.endswith(".svg"):
                continue  # a widget is an image at its own size, shown inside pages
            problems, widths = check_kind(driver, base + path, kind, shots, locale)
            shown = ", ".join(f"{w}: {px}" for w, px in widths.items())
            print(("ok   " if not problems else "FAIL ") + f"{kind} (page width at {shown})", flush=True)
            if problems:
                failures.append((kind, problems))
    finally:
        driver.quit()
    for kind, problems in failures:
        print(f"\n{kind}:\n  " + "\n  ".join(problems))
    print(f"phone: {len(failures)} page kinds failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))
