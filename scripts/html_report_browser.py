#!/usr/bin/env python3
"""Opens a11ylint's HTML report in headless Chromium (Selenium) and checks what a person sees.

usage: html_report_browser.py REPORT.html REPORT.json [ANNOUNCE.html] [--screenshot FILE.png]

REPORT.html and REPORT.json are `lint --format html` and `--format json` of the same run. Checked:
  * every failing finding with bounds has a box whose rectangle is the node's bounds, drawn where
    those bounds fall on the page (the SVG's scale applied), within 1.5 CSS pixels;
  * clicking a finding highlights its box; clicking a box, or Enter on it, highlights its findings;
    focusing a box says what the screen reader says there;
  * the severity filter hides the findings it unticks;
  * axe-core (the copy axe-selenium-python ships) finds no violation on the page, nor on ANNOUNCE.html.
Exit status 0 when all hold; otherwise 1 with what failed. Needs Debian's chromium and
chromium-driver and the PyPI packages selenium and axe-selenium-python (`make test-deps`).
"""
import json
import os
import shutil
import sys
import time


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def need():
    missing = []
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("the PyPI package selenium")
    try:
        import axe_selenium_python  # noqa: F401
    except ImportError:
        missing.append("the PyPI package axe-selenium-python")
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser:
        missing.append("Debian's chromium")
    if not driver:
        missing.append("Debian's chromium-driver")
    if missing:
        fail("the browser test needs " + ", ".join(missing) + ": run `make test-deps`")
    return browser, driver


def start(browser, driver):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900",
                "--allow-file-access-from-files", "--force-device-scale-factor=1"]:
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def axe_source():
    import axe_selenium_python
    path = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def run_axe(page, source, what):
    page.execute_script(source)
    page.set_script_timeout(120)
    result = page.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations); },"
        " function (e) { done([{id: 'axe-error', help: String(e), nodes: []}]); });")
    if result:
        lines = []
        for v in result:
            targets = [", ".join(n.get("target", [])) for n in v.get("nodes", [])[:3]]
            lines.append("%s (%s): %d nodes, e.g. %s" % (v["id"], v.get("help", ""), len(v.get("nodes", [])), "; ".join(targets)))
        fail("axe-core found violations on %s:\n  %s" % (what, "\n  ".join(lines)))
    print("axe-core: no violations on %s" % what)


# Per screen, in the browser: draw it, then each box's rectangle attributes and where it is on the
# page against where the SVG's viewBox puts those coordinates.
GEOMETRY = """
var id = arguments[0];
window.a11ylintDraw(id);
var sec = document.getElementById(id), svg = sec.querySelector('svg');
if (!svg) return null;
var vb = svg.viewBox.baseVal, s = svg.getBoundingClientRect();
var scale = Math.min(s.width / vb.width, s.height / vb.height);
var offX = s.left + (s.width - vb.width * scale) / 2, offY = s.top;  // xMidYMin meet
var out = [];
sec.querySelectorAll('.box').forEach(function (g) {
  var r = g.querySelector('rect'), c = r.getBoundingClientRect();
  var x = +r.getAttribute('x'), y = +r.getAttribute('y'), w = +r.getAttribute('width'), h = +r.getAttribute('height');
  out.push({node: g.getAttribute('data-node'), x: x, y: y, w: w, h: h,
            dx: c.left - (offX + (x - vb.x) * scale), dy: c.top - (offY + (y - vb.y) * scale),
            dw: c.width - w * scale, dh: c.height - h * scale});
});
return out;
"""


def check_report(page, report_path, json_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    with open(json_path, encoding="utf-8") as f:
        files = json.load(f)["files"]
    started = time.time()
    page.get("file://" + os.path.abspath(report_path))
    page.execute_script("return document.readyState")
    print("opened %s in %.2f s" % (report_path, time.time() - started))
    sections = page.execute_script("return Array.prototype.map.call(document.querySelectorAll('section.screen'), function (s) { return s.id; })")
    if len(sections) != len(files):
        fail("%d screens in the page, %d files in the JSON" % (len(sections), len(files)))
    checked = boxes_checked = 0
    for sid, entry in zip(sections, files):
        if entry.get("error"):
            continue
        boxes = page.execute_script(GEOMETRY, sid)
        failing = [f for f in entry["findings"] if f["status"] == "fail" and f["control"] != "screen"
                   and f["node"].get("bounds") and f["node"]["bounds"][2] > 0 and f["node"]["bounds"][3] > 0]
        if boxes is None:
            if failing:
                fail("%s: failing findings but no drawing" % entry["path"])
            continue
        for box in boxes:
            if max(abs(box["dx"]), abs(box["dy"]), abs(box["dw"]), abs(box["dh"])) > 1.5:
                fail("%s: the box of node %s is drawn off its bounds by %s" % (entry["path"], box["node"], box))
        for finding in failing:
            x, y, w, h = finding["node"]["bounds"]
            if not any(abs(b["x"] - x) < 0.06 and abs(b["y"] - y) < 0.06 and abs(b["w"] - w) < 0.06 and abs(b["h"] - h) < 0.06 for b in boxes):
                fail("%s: no box at %s for %s" % (entry["path"], finding["node"]["bounds"], finding["rule"]))
            boxes_checked += 1
        checked += 1
    print("checked %d screens, %d failing findings boxed at their bounds" % (checked, boxes_checked))

    # A finding selects its box.
    sid = next(s for s, e in zip(sections, files) if not e.get("error") and any(f["status"] == "fail" and f["control"] != "screen" for f in e["findings"]))
    button = page.find_element(By.CSS_SELECTOR, "#%s li.f button.pick" % sid)
    node = button.find_element(By.XPATH, "..").get_attribute("data-node")
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    box = page.find_element(By.CSS_SELECTOR, '#%s .box[data-node="%s"]' % (sid, node))
    if "sel" not in box.get_attribute("class"):
        fail("clicking a finding did not highlight its box (node %s)" % node)
    print("a finding selects its box: node %s in %s" % (node, sid))

    # A box selects its findings, by click and by Enter; focusing it says its words.
    others = page.find_elements(By.CSS_SELECTOR, "#%s .box" % sid)
    target = next((b for b in others if b.get_attribute("data-node") != node and
                   page.find_elements(By.CSS_SELECTOR, '#%s li.f[data-node="%s"]' % (sid, b.get_attribute("data-node")))), None)
    if target is not None:
        page.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
        target.click()
        n = target.get_attribute("data-node")
        items = page.find_elements(By.CSS_SELECTOR, '#%s li.f[data-node="%s"]' % (sid, n))
        if not all("sel" in li.get_attribute("class") for li in items):
            fail("clicking a box did not highlight its findings (node %s)" % n)
        print("a box selects its %d findings: node %s" % (len(items), n))
    box.send_keys(Keys.ENTER)
    items = page.find_elements(By.CSS_SELECTOR, '#%s li.f[data-node="%s"]' % (sid, node))
    if not items or not all("sel" in li.get_attribute("class") for li in items):
        fail("Enter on a box did not select its findings")
    said = page.find_element(By.CSS_SELECTOR, "#%s .said" % sid).text
    if "says" not in said and "No stop" not in said:
        fail("focusing a box did not tell what the screen reader says: %r" % said)
    print("Enter on a box selects its findings; the panel says: %s" % said.splitlines()[0][:100])

    # The severity filter hides what it unticks, and shows it again.
    review = page.find_element(By.CSS_SELECTOR, '#filters input[name="o"][value="review"]')
    total = len(page.find_elements(By.CSS_SELECTOR, 'li.f[data-o="review"]'))
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", review)
    review.click()
    visible = page.execute_script("return Array.prototype.filter.call(document.querySelectorAll('li.f[data-o=\"review\"]'), function (l) { return !l.hidden; }).length")
    if total and visible != 0:
        fail("unticking review left %d of %d review findings shown" % (visible, total))
    review.click()
    print("the review filter hides %d findings and shows them again" % total)
    page.execute_script("document.querySelectorAll('section.screen').forEach(function (s) { window.a11ylintDraw(s.id); })")
    return sid


def main(argv):
    args, shot = [], None
    i = 0
    while i < len(argv):
        if argv[i] == "--screenshot":
            shot = argv[i + 1]
            i += 2
            continue
        args.append(argv[i])
        i += 1
    if len(args) < 2:
        print(__doc__)
        return 2
    browser, driver = need()
    page = start(browser, driver)
    try:
        shown = check_report(page, args[0], args[1])
        source = axe_source()
        run_axe(page, source, args[0])
        if shot:
            page.execute_script("document.getElementById(arguments[0]).scrollIntoView()", shown)
            page.save_screenshot(shot)
            print("screenshot: " + shot)
        if len(args) > 2:
            page.get("file://" + os.path.abspath(args[2]))
            page.execute_script("document.querySelectorAll('section.screen').forEach(function (s) { window.a11ylintDraw(s.id); })")
            run_axe(page, source, args[2])
    finally:
        page.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
