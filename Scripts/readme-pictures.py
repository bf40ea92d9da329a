#!/usr/bin/env python3
"""The README's two pictures: the demo's Overview at 1280 px and its Day page at 390 px, as PNG files in
docs/images/ (committed; run again after a visible change). Headless Chromium through Selenium, as
Checks/browser_check.py drives it.

Usage: python3 Scripts/readme-pictures.py SITE_DIR   (a demo site built with a fixed --now)
"""
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

SHOTS = [
    # (page, width, height, file)
    ("index.html", 1280, 900, "overview-desktop.png"),
    ("day/index.html", 390, 844, "day-phone.png"),
]


def main() -> None:
    site = pathlib.Path(sys.argv[1]).resolve()
    out = pathlib.Path(__file__).resolve().parent.parent / "docs" / "images"
    out.mkdir(parents=True, exist_ok=True)
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        for page, width, height, name in SHOTS:
            driver.set_window_size(width, height)
            driver.get((site / page).as_uri())
            # A current page (day/index.html) opens today's page by a meta refresh: wait for it.
            driver.implicitly_wait(2)
            driver.find_element("css selector", "main")
            driver.save_screenshot(str(out / name))
            print(out / name)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
