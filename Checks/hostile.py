"""Builds a site whose history is full of hostile text, for validate.py and browser_check.py.

Every string a person can type (habit names, categories, moment titles and bodies, notes, the
sources of imported samples, the site title) is replaced by one from a corpus of hostile strings;
an Apple Health export whose source names are hostile is imported through `sitegen import health`.

Usage: python3 Checks/hostile.py SITEGEN_BINARY WORK_FOLDER NOW  → prints the built site's folder
"""
import os
import shutil
import sqlite3
import subprocess
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CORPUS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "\" onmouseover=\"alert(1)\" x=\"",
    "' onfocus='alert(1)' autofocus='",
    "javascript:alert(1)",
    "[click me](javascript:alert(1)) <a href=\"javascript:alert(1)\">x</a>",
    "<svg onload=alert(1)><script>alert(1)</script></svg>",
    "<iframe src=\"https://example.invalid/\"></iframe><style>body{display:none}</style>",
    "&amp; &lt; &#x3C;script&#x3E; &unknown; &#0; & &#xD800; &",
    "\u202eevil\u202c right-to-left \u2067override\u2069",
    "A" * 10_000,
    "👩‍👩‍👧‍👦 e\u0301\u0301\u0301 Z\u0334\u0321\u034da\u0338l\u0337g\u0336o\u0337 🏋️‍♀️",
    "nul\x00bell\x07escape\x1b[31mred\x7fdel\u0085nel",
    "]]><!-- {{{body}}} {{#x}} </textarea></title></svg>",
    "line one\nline two\r\n\tindented",
]


def hostile(index):
    return CORPUS[index % len(CORPUS)]


def poison(store):
    db = sqlite3.connect(store)
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    columns = {t: [c[1] for c in db.execute(f"PRAGMA table_info({t})")] for t in tables}

    def update(table, column, unique=False):
        if table in tables and column in columns[table]:
            ids = [row[0] for row in db.execute(f"SELECT rowid FROM {table}")]
            for n, rowid in enumerate(ids):
                value = hostile(n) + (f" #{n}" if unique else "")
                db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (value, rowid))

    db.execute("PRAGMA foreign_keys = OFF")
    update("notes", "markdown")
    update("moments", "title")
    update("moments", "markdown")
    update("samples", "source_name")
    update("workouts", "source_name")
    if "habit_categories" in tables and "habits" in tables:
        names = [row[0] for row in db.execute("SELECT name FROM habit_categories")]
        for n, name in enumerate(names):
            new = hostile(n) + f" #{n}"
            db.execute("UPDATE habit_categories SET name = ? WHERE name = ?", (new, name))
            db.execute("UPDATE habits SET category = ? WHERE category = ?", (new, name))
            if "moments" in tables and "category" in columns["moments"]:
                db.execute("UPDATE moments SET category = ? WHERE category = ?", (new, name))
    update("habits", "name", unique=True)
    if "moments" in tables and "category" in columns["moments"]:
        update("moments", "category")
    db.commit()
    db.close()


def hostile_export(path):
    """A small Apple Health export whose every source name (and device) is hostile text."""
    from xml.sax.saxutils import quoteattr
    printable = [text for text in CORPUS if not any(ord(c) < 32 and c not in "\t\n\r" for c in text)]
    records = []
    for n, text in enumerate(printable):
        day = f"2026-11-{10 + n % 10:02d}"
        source = quoteattr(text[:500])
        records.append(f'<Record type="HKQuantityTypeIdentifierStepCount" sourceName={source} unit="count" '
                       f'creationDate="{day} 10:00:00 +0100" startDate="{day} 09:00:00 +0100" '
                       f'endDate="{day} 09:30:00 +0100" value="{1000 + n}" device={source}/>')
        records.append(f'<Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" '
                       f'duration="30" durationUnit="min" sourceName={source} '
                       f'startDate="{day} 18:00:00 +0100" endDate="{day} 18:30:00 +0100"/>')
    with open(path, "w", encoding="utf-8") as export:
        export.write('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n'
                     '<ExportDate value="2026-11-21 12:00:00 +0100"/>\n' + "\n".join(records) + "\n</HealthData>\n")


def main(sitegen, work, now):
    site = os.path.join(work, "hostile-site")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(site)
    for folder in ("Templates", "Public"):
        shutil.copytree(os.path.join(REPOSITORY, folder), os.path.join(site, folder))
    title = "<b>&\\\"'</script> \\u202Etitle"
    with open(os.path.join(site, "site.toml"), "w", encoding="utf-8") as toml:
        toml.write(f'title = "{title}"\ntime_zone = "Europe/Berlin"\ndemo = false\n'
                   '[training]\nreminders = true\n')
    store = os.path.join(site, "history.sqlite")
    subprocess.run([sitegen, "demo", "--store", store, "--now", now, "--time-zone", "Europe/Berlin"],
                   check=True, stdout=subprocess.DEVNULL)
    hostile_export(os.path.join(work, "hostile-export.xml"))
    subprocess.run([sitegen, "import", "health", os.path.join(work, "hostile-export.xml"), "--site", site, "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    poison(store)
    subprocess.run([sitegen, "build", "--site", site, "--now", now], check=True, stdout=subprocess.DEVNULL)
    print(os.path.join(site, "_site"))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
