"""Builds a site from hostile text through every entry point, and checks that none of it became markup.

Every text a person (or an imported file) can put into the site gets strings built to break out of
HTML text and attributes: `< > " ' &` each followed by a combining mark (U+0301), a joiner (U+200D),
a variation selector (U+FE0F), a flag or a ZWJ emoji, or preceded by an Arabic number sign (U+0600),
which makes each one part of a larger grapheme cluster (an escaper that compares characters, not
scalars, lets them through). The entry points: `habit add` (name, category, unit), `moment add` (title,
body, category), a Loop CSV export (names, questions, descriptions, units), an Apple Health export
(source names, devices, workout types), `gym import` (a hostile file must be refused), and site.toml
(title, store.path, moments.hide).

The same site is built twice: once with the hostile strings and once with a harmless twin of each
(the same text with `< > " ' &` replaced by letters, so lengths, grapheme clusters and sort keys keep
their shape). Every page is parsed with an HTML5 parser (html5lib) and every standalone SVG as XML;
the check fails when
- a page's elements and attribute names (counted, outside rendered Markdown) differ between the two,
- any element has an `on…` attribute, a meta refresh (but the site's own on day/, week/, month/,
  reports/week/ and reports/month/index.html, to a dated page), a script that is not the site's own, a URL
  with a javascript:, data: or vbscript: scheme, or a resource URL (src, srcset, poster, data,
  action, <link href>…) on another host,
- rendered Markdown holds an element or attribute cmark's safe mode does not write, or an image
  from another host.

Usage: python3 Checks/hostile.py SITEGEN_BINARY WORK_FOLDER NOW
       → checks, prints its findings to standard error and the hostile site's folder on standard output;
         exits 1 when something was injected.
"""
import collections
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import html5lib

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"

# Attacks; each stays under 100 scalars so it fits a category name, none holds a comma or a control character.
ATTACKS = [
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'><iframe src=javascript:alert(1)>",
    '" onmouseover="alert(1)" x="',
    "' onfocus='alert(1)' autofocus x='",
    '<meta http-equiv=refresh content="0;url=https://evil.example/">',
    '"><a href="javascript:alert(1)">x</a>',
    '<img src="https://evil.example/t.png">',
    '<object data="data:text/html;base64,PHNjcmlwdD4=">',
    '&lt;b&gt; &amp;amp; &#60;i&#62; &quot; &',
    '</title></textarea></style><b>x</b>',
]
# Short ones for units (at most 50 scalars even with a mark after every special character).
SHORT_ATTACKS = [
    '"><b onclick=alert(1)>',
    '" onmouseover=alert(1) x="',
    "' onfocus=alert(1) x='",
    '<img src=x onerror=alert(1)>',
    '<meta http-equiv=refresh content=0>',
]
SPECIAL = '<>"\'&'
# How each special character is wrapped so that it is not a grapheme cluster of its own.
MODES = [
    lambda c: c,
    lambda c: c + "\u0301",                       # combining acute accent
    lambda c: c + "\u200d",                       # zero-width joiner
    lambda c: c + "\ufe0f",                       # variation selector-16
    lambda c: "\u0600" + c,                       # Arabic number sign (a prepended concatenation mark)
    lambda c: "\u0600" + c if c == "<" else c + "\u0301",  # the pair that makes working tags and attributes
    lambda c: c + "\U0001F1F3\U0001F1F4",         # a flag (two regional indicators)
    lambda c: c + "\u200d\U0001F469\u200d\U0001F4BB",  # a ZWJ emoji sequence
]


def variants(attacks, modes=MODES):
    every = ["".join(mode(c) if c in SPECIAL else c for c in attack) for attack in attacks for mode in modes]
    return list(dict.fromkeys(every))


HOSTILE = variants(ATTACKS)
HOSTILE_SHORT = [text for text in variants(SHORT_ATTACKS) if len(text) <= 50]
# The wrappings that make working tags and attributes out of a grapheme-cluster escaper's output:
# every field's first string is one of these.
WORKING = variants(ATTACKS, MODES[4:6])
WORKING_SHORT = [text for text in variants(SHORT_ATTACKS, MODES[4:6]) if len(text) <= 50]
MARKDOWN = [
    "![pixel](https://evil.example/pixel.png) ![local](../../css/x.png) ![proto](//evil.example/p.png)",
    "[click](javascript:alert(1)) [data](data:text/html,x) <https://evil.example/> <script>alert(1)</script>",
    "<img src=x onerror=alert(1)> <iframe src=https://evil.example/></iframe> <meta http-equiv=refresh content=0>",
]


def harmless(text):
    """The twin of `text`: the same shape with the five special characters replaced by letters."""
    return text.translate(str.maketrans({"<": "l", ">": "g", '"': "q", "'": "a", "&": "n"}))


class Texts:
    """Hands out the hostile strings in turn (or their harmless twins)."""

    def __init__(self, twin):
        self.twin = twin
        self.counters = collections.Counter()
        self.used = collections.defaultdict(set)

    def next(self, pool, name):
        """The field's next string: each field walks the pool with a stride from its own start, so every
        field meets every kind of attack and wrapping."""
        n = self.counters[name]
        self.counters[name] += 1
        index = sum(map(ord, name)) + 7 * n
        if n == 0:
            working = WORKING if pool is HOSTILE else WORKING_SHORT
            text = working[index % len(working)]
        else:
            text = pool[index % len(pool)]
        if text in self.used[name]:
            text += f" {n}"
        self.used[name].add(text)
        return harmless(text) if self.twin else text

    def text(self, name):
        return self.next(HOSTILE, name)

    def title(self):
        """The site title: in <title> (where only its end tag works) and in every page's header."""
        text = '\u0600</title>\u0600<svg onload=alert(1)\u0600> "\u0301 onmouseover="\u0301alert(1)"\u0301'
        return harmless(text) if self.twin else text

    def short(self, name):
        return self.next(HOSTILE_SHORT, name)

    def markdown(self, n):
        body = f"## {self.text('heading')}\n\n{self.text('paragraph')}\n\n{MARKDOWN[n % len(MARKDOWN)]}\n"
        return harmless(body) if self.twin else body


def toml_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def run(sitegen, *arguments, ok=True):
    result = subprocess.run([sitegen, *arguments], capture_output=True, text=True)
    if ok and result.returncode != 0:
        raise SystemExit(f"hostile: `sitegen {' '.join(arguments[:2])}` failed:\n{result.stderr}")
    return result


def loop_export(folder, texts):
    """A Loop CSV export: hostile names, questions, descriptions and units, one folder of checkmarks each."""
    def quoted(text):
        return '"' + text.replace('"', '""') + '"'

    rows = ["Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,"
            "Target Type,Target Value,Archived?"]
    for n in range(1, 7):
        measurable = n % 2 == 0
        rows.append(",".join([f"{n:03d}", quoted(texts.text("loop name")), "NUMERICAL" if measurable else "YES_NO",
                              quoted(texts.text("loop question")), quoted(texts.text("loop description")), "1", "1",
                              "#FF5722", quoted(texts.short("loop unit")) if measurable else "",
                              "AT_LEAST" if measurable else "", "2.0" if measurable else "", "false"]))
        os.makedirs(os.path.join(folder, f"{n:03d} habit"), exist_ok=True)
        with open(os.path.join(folder, f"{n:03d} habit", "Checkmarks.csv"), "w", encoding="utf-8") as marks:
            value = "3000" if measurable else "YES_MANUAL"
            marks.write("Date,Value,Notes\n" + "".join(f"2026-11-{day:02d},{value},\n" for day in range(10, 21)))
    with open(os.path.join(folder, "Habits.csv"), "w", encoding="utf-8") as habits:
        habits.write("\r\n".join(rows) + "\r\n")


def health_export(path, texts):
    """A small Apple Health export whose source names, devices and workout types are hostile."""
    from xml.sax.saxutils import quoteattr
    records = []
    for n in range(12):
        day = f"2026-11-{10 + n % 10:02d}"
        source, device = quoteattr(texts.text("health source")), quoteattr(texts.text("health device"))
        kind = quoteattr("HKWorkoutActivityType" + texts.text("workout type"))
        records.append(f'<Record type="HKQuantityTypeIdentifierStepCount" sourceName={source} unit="count" '
                       f'creationDate="{day} 10:00:00 +0100" startDate="{day} 09:00:00 +0100" '
                       f'endDate="{day} 09:30:00 +0100" value="{1000 + n}" device={device}/>')
        records.append(f'<Workout workoutActivityType={kind} duration="30" durationUnit="min" sourceName={source} '
                       f'startDate="{day} 18:00:00 +0100" endDate="{day} 18:30:00 +0100"/>')
        records.append(f'<Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" '
                       f'duration="30" durationUnit="min" sourceName={source} '
                       f'startDate="{day} 07:00:00 +0100" endDate="{day} 07:30:00 +0100"/>')
    with open(path, "w", encoding="utf-8") as export:
        export.write('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n'
                     '<ExportDate value="2026-11-21 12:00:00 +0100"/>\n' + "\n".join(records) + "\n</HealthData>\n")


def build(sitegen, work, now, twin):
    """One site, hostile or its harmless twin, filled through the CLI; returns the built site's folder."""
    texts = Texts(twin)
    site = os.path.join(work, "harmless-site" if twin else "hostile-site")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(site)
    for folder in ("Templates", "Public"):
        shutil.copytree(os.path.join(REPOSITORY, folder), os.path.join(site, folder))
    store = texts.text("store").replace("/", "-") + ".sqlite"
    hide = [texts.text("hide") for _ in range(3)]
    with open(os.path.join(site, "site.toml"), "w", encoding="utf-8") as toml:
        toml.write(f"title = {toml_string(texts.title())}\ntime_zone = \"Europe/Berlin\"\ndemo = false\n"
                   f"[store]\npath = {toml_string(store)}\n"
                   "[training]\nreminders = true\n"
                   f"[moments]\nhide = [{', '.join(toml_string(h) for h in hide)}]\n")
    run(sitegen, "demo", "--store", os.path.join(site, store), "--now", now, "--time-zone", "Europe/Berlin")
    names, categories = [], []
    for n in range(18):
        if n % 2 == 0:
            categories.append(texts.text("category"))
            run(sitegen, "habit", "category", categories[-1], "--from", "#112233", "--to", "#445566", "--site", site)
        name = texts.text("habit name")
        arguments = ["habit", "add", name, "--category", categories[-1], "--site", site]
        if n % 2 == 0:
            arguments += ["--target", "8", "--unit", texts.short("unit")]
        run(sitegen, *arguments)
        for day in ("2026-11-19", "2026-11-20", "2026-11-21"):
            run(sitegen, "habit", "check", name, "--date", day, *(["--count", "9"] if n % 2 == 0 else []),
                "--site", site)
        names.append(name)
    for n in range(12):
        run(sitegen, "moment", "add", texts.text("moment title"), "--date", f"2026-11-{1 + n:02d}",
            "--category", texts.text("moment category"), "--habit", names[n % len(names)],
            "--body", texts.markdown(n), "--site", site)
    loop = os.path.join(work, ("harmless" if twin else "hostile") + "-loop")
    shutil.rmtree(loop, ignore_errors=True)
    os.makedirs(loop)
    loop_export(loop, texts)
    run(sitegen, "import", "loop", loop, "--site", site, "--now", now)
    export = os.path.join(work, ("harmless" if twin else "hostile") + "-export.xml")
    health_export(export, texts)
    run(sitegen, "import", "health", export, "--site", site, "--quiet")
    gym = os.path.join(work, "gym.json")
    with open(gym, "w", encoding="utf-8") as visits:
        json.dump([texts.text("gym")], visits)
    if run(sitegen, "gym", "import", gym, "--site", site, "--now", now, ok=False).returncode == 0:
        raise SystemExit("hostile: `sitegen gym import` accepted a file of hostile text")
    with open(gym, "w", encoding="utf-8") as visits:
        json.dump(["2026-11-18", "2026-11-20"], visits)
    run(sitegen, "gym", "import", gym, "--site", site, "--now", now)
    # Day notes have no command of their own: the demo's notes get hostile Markdown directly.
    db = sqlite3.connect(os.path.join(site, store))
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'notes'").fetchone():
        rows = [row[0] for row in db.execute("SELECT rowid FROM notes ORDER BY rowid")]
        for n, rowid in enumerate(rows):
            db.execute("UPDATE notes SET markdown = ? WHERE rowid = ?", (texts.markdown(n), rowid))
    db.commit()
    db.close()
    run(sitegen, "build", "--site", site, "--now", now)
    return os.path.join(site, "_site")


# What rendered Markdown (cmark-gfm, safe mode) may hold.
MARKDOWN_ELEMENTS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "del", "code", "pre", "a", "img", "ul", "ol",
                     "li", "blockquote", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "input", "sup", "section"}
MARKDOWN_ATTRIBUTES = {"href", "title", "alt", "src", "class", "start", "type", "checked", "disabled", "id"}
URL_ATTRIBUTES = {"href", "src", "srcset", "action", "formaction", "data", "poster", "background", "ping", "cite",
                  "codebase", "manifest", "xlink:href", XLINK_HREF}


def local_name(tag):
    return tag.split("}", 1)[-1] if isinstance(tag, str) else "#comment"


def is_markdown(element):
    return "markdown" in (element.get("class") or "").split()


def url_problem(tag, name, value):
    """Why `value` may not stand in attribute `name` of `tag`, or None."""
    compact = re.sub(r"[\s\x00-\x20]+", "", value or "").lower()
    for candidate in compact.split(",") if name == "srcset" else [compact]:
        scheme = re.match(r"([a-z][a-z0-9+.-]*):", candidate)
        if scheme and scheme.group(1) in ("javascript", "data", "vbscript"):
            return f"{scheme.group(1)}: URL"
        external = candidate.startswith("//") or (scheme and scheme.group(1) in ("http", "https", "ftp"))
        if external and not (tag == "a" and name == "href"):
            return "a resource from another host"
    return None


# The site's own refreshes: the top bar's Day, Week and Month entries' pages open today's dated page, and
# the reports' week and month pages the current week's and month's report.
OWN_REFRESH = {
    "day/index.html": r"0; url=\d{4}-\d{2}-\d{2}/index\.html",
    "week/index.html": r"0; url=\d{4}-\d{2}-\d{2}/index\.html",
    "month/index.html": r"0; url=\d{4}-\d{2}/index\.html",
    "reports/week/index.html": r"0; url=\d{4}-\d{2}-\d{2}/index\.html",
    "reports/month/index.html": r"0; url=\d{4}-\d{2}/index\.html",
}


def own_refresh(where, content, in_markdown):
    """Whether a meta refresh is one the site writes itself: on its page, to a dated page beside it."""
    pattern = OWN_REFRESH.get(where.replace(os.sep, "/"))
    return not in_markdown and pattern is not None and re.fullmatch(pattern, content) is not None


def inspect(root, where, findings, structure):
    """Walks one parsed page: fills `structure` (elements outside Markdown) and `findings`."""
    def walk(element, in_markdown):
        tag = local_name(element.tag)
        if tag == "#comment":
            return
        names = sorted(local_name(n) if n != XLINK_HREF else "xlink:href" for n in element.attrib)
        if in_markdown:
            if tag not in MARKDOWN_ELEMENTS:
                findings.append(f"{where}: <{tag}> inside rendered Markdown")
            for name in names:
                if name not in MARKDOWN_ATTRIBUTES:
                    findings.append(f"{where}: <{tag} {name}> inside rendered Markdown")
            if tag == "img" and url_problem("img", "src", element.get("src")) is None \
                    and re.match(r"\s*(//|[a-z][a-z0-9+.-]*:)", element.get("src") or "", re.I):
                findings.append(f"{where}: Markdown image with a URL scheme {element.get('src')[:60]!r}")
        else:
            structure[(tag, tuple(names))] += 1
        for raw, value in element.attrib.items():
            name = local_name(raw) if raw != XLINK_HREF else "xlink:href"
            if name.lower().startswith("on"):
                findings.append(f"{where}: event handler <{tag} {name}>")
            if name in URL_ATTRIBUTES or (tag == "meta" and name == "content"):
                problem = url_problem(tag, name, value)
                if problem:
                    findings.append(f"{where}: {problem} in <{tag} {name}={value[:60]!r}>")
        if tag == "meta" and (element.get("http-equiv") or "").lower() == "refresh" \
                and not own_refresh(where, element.get("content") or "", in_markdown):
            findings.append(f"{where}: meta refresh {element.get('content', '')[:60]!r}")
        if tag == "script" and not re.fullmatch(r"(\.\./)*js/[a-z0-9-]+\.js", element.get("src") or ""):
            findings.append(f"{where}: a script that is not the site's own")
        if tag == "base":
            findings.append(f"{where}: <base>")
        for child in element:
            walk(child, in_markdown or is_markdown(element))
    walk(root, False)


def files(site, suffix):
    found = []
    for folder, _, names in os.walk(site):
        found += [os.path.relpath(os.path.join(folder, n), site) for n in names if n.endswith(suffix)]
    return sorted(found)


def page_structure(path, where, findings):
    structure = collections.Counter()
    with open(path, "rb") as page:
        root = html5lib.parse(page.read(), treebuilder="etree", namespaceHTMLElements=False,
                              transport_encoding="utf-8")
    inspect(root, where, findings, structure)
    return structure


def svg_structure(path, where, findings):
    structure = collections.Counter()
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        findings.append(f"{where}: not well-formed XML: {error}")
        return structure
    inspect(root, where, findings, structure)
    return structure


def compare(hostile_site, harmless_site):
    """Everything the hostile text turned into markup, and the number of pages looked at."""
    findings = []
    paths = {suffix: (files(hostile_site, suffix), files(harmless_site, suffix)) for suffix in (".html", ".svg")}
    for suffix, (hostile, twin) in paths.items():
        if len(hostile) != len(twin):
            findings.append(f"{len(hostile)} {suffix} files in the hostile site, {len(twin)} in its harmless twin")
        reader = page_structure if suffix == ".html" else svg_structure
        twins = set(twin)
        for path in hostile:
            mine = reader(os.path.join(hostile_site, path), path, findings)
            if path not in twins:
                continue
            other = reader(os.path.join(harmless_site, path), path + " (harmless twin)", [])
            if mine != other:
                extra = mine - other
                missing = other - mine
                describe = ", ".join(f"{n}× <{tag}{''.join(' ' + a for a in attrs)}>" for (tag, attrs), n in
                                     sorted(extra.items())[:6])
                findings.append(f"{path}: elements the templates did not write: {describe or '(none)'}"
                                f"{f'; {sum(missing.values())} missing' if missing else ''}")
    return findings, sum(len(h) for h, _ in paths.values())


def summary(findings):
    kinds = collections.Counter()
    for finding in findings:
        text = finding.split(": ", 1)[-1]
        if text.startswith("elements the templates did not write"):
            kinds["pages with injected elements or attributes"] += 1
        elif text.startswith("event handler"):
            kinds["on… handlers"] += 1
        elif text.startswith("meta refresh"):
            kinds["meta refreshes"] += 1
        elif "javascript: URL" in text:
            kinds["javascript: URLs"] += 1
        elif "data: URL" in text:
            kinds["data: URLs"] += 1
        elif "another host" in text or "URL scheme" in text:
            kinds["resources from other hosts"] += 1
        else:
            kinds["other"] += 1
    return ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))


def main(sitegen, work, now):
    hostile_site = build(sitegen, work, now, twin=False)
    harmless_site = build(sitegen, work, now, twin=True)
    findings, pages = compare(hostile_site, harmless_site)
    for finding in findings[:60]:
        print("FAIL", finding, file=sys.stderr)
    if len(findings) > 60:
        print(f"… and {len(findings) - 60} more", file=sys.stderr)
    print(f"hostile: {pages} pages and SVG files parsed, {len(findings)} findings"
          + (f" ({summary(findings)})" if findings else ""), file=sys.stderr)
    print(hostile_site)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3]))
