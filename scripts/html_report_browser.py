#!/usr/bin/env python3
"""Opens a11ylint's HTML report in headless Chromium (Selenium) and checks what a person sees.

usage: html_report_browser.py REPORT.html REPORT.json [ANNOUNCE.html] [--screenshot FILE.png]
                              [--pair PAIR.html] [--golden PAGE.html GOLDEN.png]

REPORT.html and REPORT.json are `lint --format html` and `--format json` of the same run. Checked:
  * every failing finding with bounds has a box whose rectangle is the node's bounds, drawn where
    those bounds fall on the page (the SVG's scale applied), within 1.5 CSS pixels;
  * clicking a finding highlights its box; clicking a box, or Enter on it, highlights its findings;
    focusing a box says what the screen reader says there;
  * the keyboard: each drawing is one tab stop (roving tabindex), the arrow keys go from box to box
    in swipe order, Home and End to the first and last, past the boxes a filter hides;
  * the severity filter hides the findings it unticks;
  * axe-core (the copy axe-selenium-python ships) finds no violation on the page, nor on ANNOUNCE.html
    and PAIR.html;
  * PAIR.html (`compare --format html`): BEFORE and AFTER side by side at 1280 px, stacked at 600 px;
    a pair finding selects its boxes in both drawings, and a box its pair findings;
  * PAGE.html at a fixed window (1100 x 1000 CSS px, scale 1) looks like GOLDEN.png within the
    tolerance below, and stops looking like it when a box moves 6 px or an outcome's colour changes.
    With A11YLINT_RECORD=1 the screenshot is written to GOLDEN.png instead (then review it).
    On a mismatch the shot, the golden and a diff picture are written to a new temporary folder.
Exit status 0 when all hold; otherwise 1 with what failed. Needs Debian's chromium and
chromium-driver and the PyPI packages selenium, axe-selenium-python and pillow (`make test-deps`).
A11YLINT_HTML_KEEP=DIR copies the pages given to DIR first (to open them by hand).
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
    try:
        import PIL  # noqa: F401
    except ImportError:
        missing.append("the PyPI package pillow")
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser:
        missing.append("Debian's chromium")
    if not driver:
        missing.append("Debian's chromium-driver")
    if missing:
        fail("the browser test needs " + ", ".join(missing) + ": run `make test-deps`")
    return browser, driver


def start(browser, driver, size=(1280, 900)):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    # Fixed text rendering for the golden: no hinting, no subpixel positioning, greyscale smoothing.
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=%d,%d" % size,
                "--allow-file-access-from-files", "--force-device-scale-factor=1", "--hide-scrollbars",
                "--font-render-hinting=none", "--disable-font-subpixel-positioning", "--disable-lcd-text"]:
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


# The keyboard within one screen's drawing: its boxes, which are shown, which hold the tab stop,
# which has focus, and the stop number each box's name says ("Stop 3: …").
KEYS_STATE = """
var sec = document.getElementById(arguments[0]);
var gs = Array.prototype.slice.call(sec.querySelectorAll('.box')), a = document.activeElement;
function stop(g) { var m = /Stop (\\d+):/.exec(g.getAttribute('aria-label') || ''); return m ? +m[1] : null; }
return {nodes: gs.map(function (g) { return g.getAttribute('data-node'); }),
        shown: gs.map(function (g) { return getComputedStyle(g).display !== 'none'; }),
        stopNumbers: gs.map(stop),
        tabStops: gs.filter(function (g) { return g.getAttribute('tabindex') === '0'; }).map(function (g) { return g.getAttribute('data-node'); }),
        active: a && a.classList && a.classList.contains('box') && sec.contains(a) ? a.getAttribute('data-node') : null,
        activeLabel: a && a.getAttribute ? a.getAttribute('aria-label') : null,
        said: (sec.querySelector('.said') || {}).textContent || ''};
"""


def press(page, key, shift=False):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    chain = ActionChains(page)
    if shift:
        chain = chain.key_down(Keys.SHIFT).send_keys(key).key_up(Keys.SHIFT)
    else:
        chain = chain.send_keys(key)
    chain.perform()


def check_keyboard(page, report_path):
    """One tab stop per drawing; the arrow keys in swipe order; Home, End; hidden boxes skipped."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    page.get("file://" + os.path.abspath(report_path))
    page.execute_script("document.querySelectorAll('section.screen').forEach(function (s) { window.a11ylintDraw(s.id); })")
    per_drawing = page.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('.canvas svg'), function (svg) {"
        " var gs = svg.querySelectorAll('.box'); return [gs.length, svg.querySelectorAll('.box[tabindex=\"0\"]').length,"
        " gs.length ? gs[0].getAttribute('tabindex') : null, svg.getAttribute('role')]; })")
    for count, stops, first, role in per_drawing:
        if count and (stops != 1 or first != "0" or role != "toolbar"):
            fail("a drawing of %d boxes has %d tab stops (the first box's tabindex %s, role %s): want one, on the first box, in a toolbar" % (count, stops, first, role))
    drawings = sum(1 for d in per_drawing if d[0])
    boxes = sum(d[0] for d in per_drawing)
    print("keyboard: one tab stop in each of %d drawings (%d boxes in all)" % (drawings, boxes))

    # The screen with the most boxes.
    sid = page.execute_script(
        "var best = null, n = -1; document.querySelectorAll('section.screen').forEach(function (s) {"
        " var k = s.querySelectorAll('.box').length; if (k > n) { n = k; best = s.id; } }); return best;")
    state = page.execute_script(KEYS_STATE, sid)
    order = [n for n, shown in zip(state["nodes"], state["shown"]) if shown]
    if len(order) < 3:
        fail("no screen with three boxes to move between")
    # Tab from just before the drawing lands on its first box; the next Tab leaves the drawing.
    page.execute_script("var f = document.getElementById(arguments[0]).querySelector('figure');"
                        "f.insertAdjacentHTML('beforebegin', '<button type=\"button\" id=\"kbd-probe\">probe</button>');"
                        "document.getElementById('kbd-probe').scrollIntoView({block: 'center'}); document.getElementById('kbd-probe').focus();", sid)
    press(page, Keys.TAB)
    entered = page.execute_script(KEYS_STATE, sid)["active"]
    if entered != order[0]:
        fail("Tab into the drawing of %s focused box %s, not its first box %s" % (sid, entered, order[0]))
    press(page, Keys.TAB)
    left = page.execute_script(KEYS_STATE, sid)["active"]
    if left is not None:
        fail("a second Tab stayed in the drawing (box %s): the drawing should be one tab stop" % left)
    press(page, Keys.TAB, shift=True)
    back = page.execute_script(KEYS_STATE, sid)["active"]
    if back != order[0]:
        fail("Shift+Tab back into the drawing focused box %s, not %s" % (back, order[0]))
    page.execute_script("document.getElementById('kbd-probe').remove()")
    print("keyboard: one tab stop: Tab enters %s's drawing at its first box and the next Tab leaves it" % sid)

    # The arrow keys: every shown box once, in swipe order (stop numbers rising, unspoken boxes last).
    visited = [order[0]]
    steps = min(len(order) - 1, 60)
    for k in range(steps):
        press(page, Keys.ARROW_RIGHT if k % 2 == 0 else Keys.ARROW_DOWN)
        visited.append(page.execute_script(KEYS_STATE, sid)["active"])
    if visited != order[:steps + 1]:
        fail("ArrowRight/ArrowDown visited %s, want the boxes in swipe order %s" % (visited, order[:steps + 1]))
    numbers = [state["stopNumbers"][state["nodes"].index(n)] for n in order]
    spoken = [x for x in numbers if x is not None]
    if spoken != sorted(spoken) or (None in numbers and any(x is not None for x in numbers[numbers.index(None):])):
        fail("the boxes are not in swipe order: stop numbers %s" % numbers)
    now = page.execute_script(KEYS_STATE, sid)
    if now["tabStops"] != [visited[-1]]:
        fail("after the arrow keys the tab stop is on %s, not on the focused box %s" % (now["tabStops"], visited[-1]))
    if now["activeLabel"] and now["activeLabel"] not in now["said"]:
        fail("the panel does not say the focused box's words: %r" % now["said"][:120])
    press(page, Keys.END)
    if page.execute_script(KEYS_STATE, sid)["active"] != order[-1]:
        fail("End did not go to the last box")
    press(page, Keys.ARROW_RIGHT)
    if page.execute_script(KEYS_STATE, sid)["active"] != order[-1]:
        fail("ArrowRight past the last box moved")
    press(page, Keys.ARROW_UP)
    if page.execute_script(KEYS_STATE, sid)["active"] != order[-2]:
        fail("ArrowUp from the last box did not go to the one before")
    press(page, Keys.HOME)
    if page.execute_script(KEYS_STATE, sid)["active"] != order[0]:
        fail("Home did not go to the first box")
    press(page, Keys.ARROW_LEFT)
    if page.execute_script(KEYS_STATE, sid)["active"] != order[0]:
        fail("ArrowLeft before the first box moved")
    print("keyboard: the arrow keys follow the swipe order through %d of %d boxes of %s (stops %s…), Home and End" %
          (steps + 1, len(order), sid, spoken[:6]))

    # A filter hides boxes: the tab stop moves to a shown box, and the arrows pass the hidden ones.
    kinds = page.execute_script("return Array.prototype.map.call(document.getElementById(arguments[0]).querySelectorAll('.box'), function (g) { return g.getAttribute('data-o'); })", sid)
    hide = next((o for o in ["passed", "review", "error", "warning", "advisory"] if kinds[0] == o and any(k != o for k in kinds)), None)
    if hide:
        box = page.find_element(By.CSS_SELECTOR, '#filters input[name="o"][value="%s"]' % hide)
        page.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.click()
        after = page.execute_script(KEYS_STATE, sid)
        shown = [n for n, v in zip(after["nodes"], after["shown"]) if v]
        if after["tabStops"] != shown[:1]:
            fail("with %s boxes hidden the tab stop is on %s, not on the first shown box %s" % (hide, after["tabStops"], shown[:1]))
        page.execute_script("arguments[0].focus()", page.find_element(By.CSS_SELECTOR, '#%s .box[tabindex="0"]' % sid))
        walked = [shown[0]]
        for _ in range(min(len(shown) - 1, 20)):
            press(page, Keys.ARROW_RIGHT)
            walked.append(page.execute_script(KEYS_STATE, sid)["active"])
        if walked != shown[:len(walked)]:
            fail("with %s boxes hidden the arrows visited %s, want %s" % (hide, walked, shown[:len(walked)]))
        page.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.click()
        print("keyboard: with the %s boxes hidden the tab stop moves to a shown box and the arrows skip them" % hide)


def rect(page, selector):
    return page.execute_script("var r = document.querySelector(arguments[0]).getBoundingClientRect();"
                               "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};", selector)


def check_pair(page, pair_path, source):
    """compare --format html: side by side when wide, stacked when narrow; findings select both boxes."""
    from selenium.webdriver.common.by import By
    page.set_window_size(1280, 900)
    page.get("file://" + os.path.abspath(pair_path))
    page.execute_script("document.querySelectorAll('section.screen').forEach(function (s) { window.a11ylintDraw(s.id); })")
    b, a = rect(page, "#p0-b"), rect(page, "#p0-a")
    if abs(b["top"] - a["top"]) > 2 or b["right"] > a["left"]:
        fail("at 1280 px BEFORE %s and AFTER %s are not side by side" % (b, a))
    fb, fa = rect(page, "#p0-b svg"), rect(page, "#p0-a svg")
    if abs(fb["top"] - fa["top"]) > 2:
        fail("the two drawings do not start at the same height: %s, %s" % (fb, fa))
    print("pair: BEFORE and AFTER side by side at 1280 px (left %.0f and %.0f, top %.0f)" % (b["left"], a["left"], b["top"]))
    stops = page.execute_script("return Array.prototype.map.call(document.querySelectorAll('.pair .canvas svg'), function (s) { return s.querySelectorAll('.box[tabindex=\"0\"]').length; })")
    if stops != [1, 1]:
        fail("the pair's drawings have %s tab stops, want one each" % stops)
    # A finding selects its boxes in both drawings; a box selects the findings naming it.
    item = page.find_element(By.CSS_SELECTOR, "#p0 ol.pair-findings li[data-at]")
    targets = [t.rsplit(":", 1) for t in item.get_attribute("data-at").split()]
    button = item.find_element(By.CSS_SELECTOR, "button.pick")
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    for sec, node in targets:
        box = page.find_element(By.CSS_SELECTOR, '#%s .box[data-node="%s"]' % (sec, node))
        if "sel" not in box.get_attribute("class"):
            fail("choosing the pair finding did not select its box %s in %s" % (node, sec))
    if "sel" not in item.get_attribute("class"):
        fail("choosing the pair finding did not mark it")
    print("pair: a finding selects its boxes in both drawings (%s)" % ", ".join("%s node %s" % (s, n) for s, n in targets))
    other = page.find_element(By.CSS_SELECTOR, "#p0 .box:not(.sel)")
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", other)
    other.click()
    if "sel" in item.get_attribute("class"):
        fail("choosing another box left the pair finding marked")
    sec, node = targets[-1]
    box = page.find_element(By.CSS_SELECTOR, '#%s .box[data-node="%s"]' % (sec, node))
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    box.click()
    said = page.find_element(By.CSS_SELECTOR, "#%s .said" % sec).text
    message = item.find_element(By.CSS_SELECTOR, ".msg").text
    if "sel" not in item.get_attribute("class") or message not in said:
        fail("choosing the box in %s did not mark its pair finding or say it (%r)" % (sec, said[:120]))
    print("pair: a box selects the pair findings that name it, and the panel says them")
    run_axe(page, source, pair_path)
    page.set_window_size(600, 900)
    b, a = rect(page, "#p0-b"), rect(page, "#p0-a")
    if a["top"] < b["bottom"] - 1:
        fail("at 600 px AFTER (top %.0f) is not under BEFORE (bottom %.0f)" % (a["top"], b["bottom"]))
    print("pair: stacked at 600 px (AFTER's top %.0f under BEFORE's bottom %.0f)" % (a["top"], b["bottom"]))
    page.set_window_size(1280, 900)


# The golden: a page shot at a fixed viewport and compared with a committed PNG within a tolerance.
GOLDEN_SIZE = (1100, 1000)
# A pixel differs when no pixel within RADIUS pixels of it in the other picture comes within
# CHANNEL_TOLERANCE (of 255) on every channel, both ways; or, where either picture is colourful
# around it (HSV saturation over SATURATION on all of its 3 x 3 neighbours: the boxes' strokes and
# the tags, not grey text and its anti-aliasing), within COLOUR_TOLERANCE. The pictures match when
# at most MAX_DIFFERING of all pixels (165 of 1100 x 1000) differ. docs/html-report.md has the
# figures measured on the golden's page; five of them are checked below on every run.
RADIUS = 1
CHANNEL_TOLERANCE = 64
COLOUR_TOLERANCE = 32
SATURATION = 100
MAX_DIFFERING = 0.00015

FREEZE = """
var s = document.createElement('style');
s.textContent = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
document.head.appendChild(s);
if (document.activeElement) document.activeElement.blur();
window.scrollTo(0, 0);
"""

SETTLED = """
var done = arguments[arguments.length - 1];
var tries = 0;
(function wait() {
  if (!document.querySelector('section.screen[data-drawn] svg') && tries++ < 100) { setTimeout(wait, 20); return; }
  document.fonts.ready.then(function () { requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); }); });
})();
"""


def shoot(page):
    import io
    from PIL import Image
    page.execute_script(FREEZE)
    page.set_script_timeout(30)
    page.execute_async_script(SETTLED)
    return Image.open(io.BytesIO(page.get_screenshot_as_png())).convert("RGB")


def differing(a, b):
    """A mask (mode L, 255 = differs) of the pixels that differ beyond the tolerance, either way."""
    from PIL import ImageChops, ImageFilter
    size = 2 * RADIUS + 1

    def excess(x, y):
        # How far each pixel of x is outside the range of y's pixels around it, its worst channel.
        low, high = y.filter(ImageFilter.MinFilter(size)), y.filter(ImageFilter.MaxFilter(size))
        r, g, bl = ImageChops.lighter(ImageChops.subtract(low, x), ImageChops.subtract(x, high)).split()
        return ImageChops.lighter(ImageChops.lighter(r, g), bl)

    def colourful(x):
        return x.convert("HSV").split()[1].filter(ImageFilter.MinFilter(3))

    saturated = ImageChops.lighter(colourful(a), colourful(b)).point(lambda v: 255 if v > SATURATION else 0)
    mask = None
    for x, y in ((a, b), (b, a)):
        e = excess(x, y)
        grey = e.point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
        colour = ImageChops.multiply(e.point(lambda v: 255 if v > COLOUR_TOLERANCE else 0), saturated)
        one = ImageChops.lighter(grey, colour)
        mask = one if mask is None else ImageChops.lighter(mask, one)
    return mask


def compare(shot, golden):
    """(differing pixels, their fraction, mean channel difference), or None when the sizes differ."""
    from PIL import ImageChops, ImageStat
    if shot.size != golden.size:
        return None
    mask = differing(shot, golden)
    count = mask.histogram()[255]
    mean = sum(ImageStat.Stat(ImageChops.difference(shot, golden)).mean) / 3
    return count, count / float(shot.size[0] * shot.size[1]), mean, mask


def write_diff(shot, golden, mask):
    import tempfile
    from PIL import Image, ImageFilter, ImageOps
    folder = tempfile.mkdtemp(prefix="a11ylint-golden-")
    shot.save(os.path.join(folder, "shot.png"))
    golden.save(os.path.join(folder, "golden.png"))
    if mask is not None:
        faded = Image.blend(ImageOps.grayscale(golden).convert("RGB"), Image.new("RGB", golden.size, (255, 255, 255)), 0.6)
        red = Image.new("RGB", golden.size, (220, 0, 0))
        Image.composite(red, faded, mask.filter(ImageFilter.MaxFilter(3))).save(os.path.join(folder, "diff.png"))
    return folder


def check_golden(browser, driver, page_path, golden_path):
    from PIL import Image
    page = start(browser, driver, size=(GOLDEN_SIZE[0], GOLDEN_SIZE[1] + 200))
    try:
        url = "file://" + os.path.abspath(page_path)
        # The window's size includes the browser's frame; the viewport is set exactly.
        page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                             {"width": GOLDEN_SIZE[0], "height": GOLDEN_SIZE[1], "deviceScaleFactor": 1, "mobile": False})
        page.get(url)
        viewport = page.execute_script("return [window.innerWidth, window.innerHeight, window.devicePixelRatio]")
        if tuple(viewport[:2]) != GOLDEN_SIZE or viewport[2] != 1:
            fail("the golden's window is %s, not %dx%d at scale 1" % (viewport, GOLDEN_SIZE[0], GOLDEN_SIZE[1]))
        shot = shoot(page)
        if os.environ.get("A11YLINT_RECORD"):
            os.makedirs(os.path.dirname(os.path.abspath(golden_path)), exist_ok=True)
            shot.save(golden_path, optimize=True)
            print("golden: recorded %s (%dx%d); review it" % (golden_path, shot.size[0], shot.size[1]))
        if not os.path.exists(golden_path):
            folder = write_diff(shot, shot, None)
            fail("no golden at %s: record it with A11YLINT_RECORD=1 (this run's shot: %s/shot.png)" % (golden_path, folder))
        golden = Image.open(golden_path).convert("RGB")
        result = compare(shot, golden)
        if result is None:
            folder = write_diff(shot, golden, None)
            fail("the shot is %s, the golden %s (%s)" % (shot.size, golden.size, folder))
        count, fraction, mean, mask = result
        if fraction > MAX_DIFFERING:
            folder = write_diff(shot, golden, mask)
            fail("the page no longer looks like %s: %d pixels (%.4f%%) differ beyond the tolerance (at most %.4f%%), mean channel difference %.3f;"
                 " shot, golden and diff in %s (if the change is meant, re-record with A11YLINT_RECORD=1)"
                 % (golden_path, count, 100 * fraction, 100 * MAX_DIFFERING, mean, folder))
        print("golden: matches %s: %d pixels (%.4f%%) differ beyond the tolerance (at most %.4f%%), mean channel difference %.3f"
              % (os.path.basename(golden_path), count, 100 * fraction, 100 * MAX_DIFFERING, mean))

        # The comparison must see what matters and forgive what does not: the page perturbed in place.
        perturbations = [
            ("glyphs moved by fractions of a pixel", "document.body.style.letterSpacing = '0.01px';", True),
            ("everything shifted by a quarter pixel", "document.body.style.transform = 'translateX(0.25px)';", True),
            ("a box moved 6 px", "var r = document.querySelector('.box.o-error rect'), w = +r.getAttribute('width');"
                                 "var scale = r.getBoundingClientRect().width / w; r.setAttribute('x', +r.getAttribute('x') + 6 / scale);", False),
            ("an outcome's colour changed: passed green to blue", "document.documentElement.style.setProperty('--passed', '#0b57d0');", False),
            ("an outcome's colour changed: error red to warning brown", "document.documentElement.style.setProperty('--error', '#8a4f00');", False),
        ]
        for what, script, tolerated in perturbations:
            page.get(url)
            page.execute_script(script)
            count, fraction, mean, mask = compare(shoot(page), golden)
            if tolerated and fraction > MAX_DIFFERING:
                fail("perturbed (%s): %d pixels (%.4f%%) differ, over the tolerance: it is too strict for anti-aliasing" % (what, count, 100 * fraction))
            if not tolerated and fraction <= MAX_DIFFERING:
                fail("perturbed (%s): only %d pixels (%.4f%%) differ, within the tolerance: the comparison would not catch it" % (what, count, 100 * fraction))
            print("perturbed (%s): %d pixels (%.4f%%) differ, mean channel difference %.3f: %s"
                  % (what, count, 100 * fraction, mean, "within the tolerance, as it should be" if tolerated else "the comparison fails, as it should"))
    finally:
        page.quit()



def main(argv):
    args, shot, pair, golden = [], None, None, None
    i = 0
    while i < len(argv):
        if argv[i] == "--screenshot":
            shot = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--pair":
            pair = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--golden":
            golden = (argv[i + 1], argv[i + 2])
            i += 3
            continue
        args.append(argv[i])
        i += 1
    if len(args) < 2:
        print(__doc__)
        return 2
    keep = os.environ.get("A11YLINT_HTML_KEEP")
    if keep:
        os.makedirs(keep, exist_ok=True)
        for f in args + [pair] + ([golden[0]] if golden else []):
            if f:
                shutil.copy(f, keep)
    browser, driver = need()
    if golden:
        check_golden(browser, driver, golden[0], golden[1])
    page = start(browser, driver)
    try:
        shown = check_report(page, args[0], args[1])
        source = axe_source()
        run_axe(page, source, args[0])
        if shot:
            page.execute_script("document.getElementById(arguments[0]).scrollIntoView()", shown)
            page.save_screenshot(shot)
            print("screenshot: " + shot)
        check_keyboard(page, args[0])
        if len(args) > 2:
            page.get("file://" + os.path.abspath(args[2]))
            page.execute_script("document.querySelectorAll('section.screen').forEach(function (s) { window.a11ylintDraw(s.id); })")
            run_axe(page, source, args[2])
        if pair:
            check_pair(page, pair, source)
    finally:
        page.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
