#!/usr/bin/env python3
"""Page weight of a built site: the heaviest pages (HTML) with their gzipped size, how many pages pass the
budget, and the whole site's bytes raw and gzipped (every file, each compressed on its own, as a static host
with gzip serves it). Exits 1 when a page is over the budget.

Usage: Benchmarks/page-weight.py SITE_DIR [BUDGET_KB]   (default 300)
"""
import gzip
import pathlib
import sys


def main() -> int:
    site = pathlib.Path(sys.argv[1])
    budget = int(sys.argv[2]) * 1000 if len(sys.argv) > 2 else 300_000
    pages, raw, zipped = [], 0, 0
    for path in sorted(site.rglob("*")):
        if not path.is_file() or path.name == ".sitegen-output":
            continue
        data = path.read_bytes()
        size = len(gzip.compress(data, compresslevel=6))
        raw += len(data)
        zipped += size
        if path.suffix == ".html":
            pages.append((len(data), size, str(path.relative_to(site))))
    pages.sort(reverse=True)
    over = [p for p in pages if p[0] > budget]
    median = pages[len(pages) // 2] if pages else (0, 0, "")
    print(f"pages: {len(pages)}; median {median[0] / 1000:.1f} KB ({median[1] / 1000:.1f} KB gzipped); "
          f"over {budget // 1000} KB: {len(over)}")
    for size, gz, name in pages[:5]:
        print(f"  {size / 1000:8.1f} KB  {gz / 1000:6.1f} KB gzipped  {name}")
    print(f"whole site: {raw / 1e6:.1f} MB, {zipped / 1e6:.1f} MB gzipped")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
