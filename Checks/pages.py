"""The page kinds of a built site: one representative page of each, found in the site itself."""
import json
import os


def page_kinds(site):
    """Returns [(kind, relative path)] for one page of every kind the site has."""
    overview = json.load(open(os.path.join(site, "data", "overview.json")))
    today = overview["today"]
    kinds = [
        ("overview", "index.html"),
        ("day", f"day/{today}/index.html"),
        ("week", f"week/{today}/index.html"),
        ("month", f"month/{today[:7]}/index.html"),
        ("settings", "settings/index.html"),
    ]
    known = {path for _, path in kinds}
    # Every section page one level down (energy/, gym/, training/, habits/, moments/, reports …).
    for entry in sorted(os.listdir(site)):
        path = f"{entry}/index.html"
        if path not in known and os.path.isfile(os.path.join(site, path)):
            # day/, week/ and month/ open today's page: their own kind, so that its results and
            # screenshots do not replace those of the dated page above.
            taken = {kind for kind, _ in kinds}
            kinds.append((entry if entry not in taken else f"{entry}-current", path))
    # One page of every kind two levels down that is not a day, week or month (habit pages, report tabs …).
    for entry in sorted(os.listdir(site)):
        folder = os.path.join(site, entry)
        if entry in ("day", "week", "month", "data") or not os.path.isdir(folder):
            continue
        for sub in sorted(os.listdir(folder)):
            path = f"{entry}/{sub}/index.html"
            if os.path.isfile(os.path.join(site, path)):
                # reports/week/ and reports/month/ open the current report: their own kind, apart from
                # the dated report found below.
                dated = entry == "reports" and any(
                    name[:1].isdigit() for name in os.listdir(os.path.join(folder, sub)))
                name = f"{entry}-{sub}-current" if dated else f"{entry}-{sub}"
                kinds.append((name if not sub[:1].isdigit() else f"{entry}-page", path))
                if sub[:1].isdigit():
                    break
    # One page of every kind three levels down (reports/year/…, reports/month/…, reports/week/…,
    # reports/habit/…, moments/category/…, moments/habit/…).
    for entry in ("reports", "moments"):
        folder = os.path.join(site, entry)
        for sub in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            pages = sorted(os.listdir(os.path.join(folder, sub))) if os.path.isdir(os.path.join(folder, sub)) else []
            for leaf in pages[:1]:
                path = f"{entry}/{sub}/{leaf}/index.html"
                if os.path.isfile(os.path.join(site, path)):
                    kinds.append((f"{entry}-{sub}", path))
    # A habit's year, day by day (reports/year/YYYY/habit/ID/): the first such page of the first year.
    years = os.path.join(site, "reports", "year")
    for year in sorted(os.listdir(years)) if os.path.isdir(years) else []:
        habits = os.path.join(years, year, "habit")
        ids = sorted(os.listdir(habits)) if os.path.isdir(habits) else []
        if ids:
            kinds.append(("reports-year-habit", f"reports/year/{year}/habit/{ids[0]}/index.html"))
            break
    widgets = os.path.join(site, "widgets")
    if os.path.isdir(widgets):
        for name in sorted(os.listdir(widgets)):
            if name.endswith(".svg"):
                kinds.append((f"widget-{name[:-4]}", f"widgets/{name}"))
    return kinds
