#!/usr/bin/env python3
"""Writes Fixtures/pairs: two-dump fixtures (a Reader app's settings screen) for `a11ylint compare`.

Each screen is described once here and varied per case (a switch toggled, a radio selected, text at
200%, focus after a menu closed), so the BEFORE and AFTER of a pair differ only where the case says.
Run from the repository root after changing a case; the generated files are committed.
"""
import copy, os

ROOT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "pairs")

# ---------------------------------------------------------------- Android (uiautomator)

def a_node(cls, rid="", text="", desc="", bounds=(0, 0, 0, 0), children=(), **flags):
    return {"class": cls, "resource-id": rid, "text": text, "content-desc": desc, "bounds": bounds,
            "children": list(children), "flags": flags}

def android_screen(title="Reading", wifi_on=False, small=True, large=False, scale=1, ellipsise=False,
                   clip=False, drop_label=False, overlap=False, focus=None, package="com.example.reader",
                   menu=False, rows=True, input_focus=None):
    p = "com.example.reader:id/"
    s = scale
    y = 231
    body = []
    toolbar = a_node("android.view.ViewGroup", p + "toolbar", bounds=(0, 63, 1080, 210), children=[
        a_node("android.widget.ImageButton", "", desc="Navigate up", bounds=(0, 63, 147, 210), clickable=True, focusable=True,
               a11y=(focus == "up"), focused=(input_focus == "up")),
        a_node("android.widget.TextView", "", text=title, bounds=(189, 104, 720, 104 + 65 * min(s, 1.4))),
        a_node("android.widget.ImageButton", p + "sort_button", desc="Sort", bounds=(933, 63, 1080, 210), clickable=True,
               focusable=True, a11y=(focus == "sort")),
    ])
    body.append(toolbar)
    if rows:
        h = 168 * s
        body.append(a_node("android.widget.Switch", p + "wifi_switch", text="Download over Wi-Fi only", bounds=(0, y, 1080, y + h),
                           checkable=True, checked=wifi_on, clickable=True, focusable=True))
        y += h
        sh = 63 * s
        summary = "Large files wait until…" if ellipsise else "Large files wait until you are on Wi-Fi."
        top = y - 70 if overlap else y
        bottom = top + (33 if clip else sh)
        body.append(a_node("android.widget.TextView", p + "summary", text=summary, bounds=(42, top, 1038, bottom)))
        y += sh + 21
        if not drop_label:
            body.append(a_node("android.widget.TextView", p + "text_size_label", text="Text size", bounds=(42, y, 1038, y + 63 * s)))
        y += 63 * s
        rh = 168 * s
        body.append(a_node("android.widget.RadioGroup", p + "text_size_group", bounds=(0, y, 1080, y + 2 * rh), children=[
            a_node("android.widget.RadioButton", p + "text_size_small", text="Small", bounds=(0, y, 1080, y + rh),
                   checkable=True, checked=small, clickable=True, focusable=True),
            a_node("android.widget.RadioButton", p + "text_size_large", text="Large", bounds=(0, y + rh, 1080, y + 2 * rh),
                   checkable=True, checked=large, clickable=True, focusable=True),
        ]))
    else:
        body.append(a_node("android.widget.TextView", p + "preview_text", text="The quick brown fox jumps over the lazy dog.",
                           bounds=(42, 231, 1038, 600)))
    content = [a_node("android.widget.LinearLayout", p + "screen_root", bounds=(0, 63, 1080, 2400), children=body)]
    if menu:
        content.append(a_node("android.widget.ListView", "", bounds=(560, 63, 1080, 400), children=[
            a_node("android.widget.TextView", "android:id/title", text="By title", bounds=(560, 63, 1080, 231), clickable=True, focusable=True),
            a_node("android.widget.TextView", "android:id/title", text="By date", bounds=(560, 231, 1080, 400), clickable=True, focusable=True),
        ]))
    root = a_node("android.widget.FrameLayout", "", bounds=(0, 0, 1080, 2400), children=content)
    return android_xml(root, package, focus_recorded=focus is not None)

def android_xml(root, package, focus_recorded):
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']
    def emit(n, depth, index):
        f = n["flags"]
        b = tuple(int(round(v)) for v in n["bounds"])
        attrs = [("index", index), ("text", n["text"]), ("resource-id", n["resource-id"]), ("class", n["class"]),
                 ("package", package), ("content-desc", n["content-desc"]),
                 ("checkable", f.get("checkable", False)), ("checked", f.get("checked", False)),
                 ("clickable", f.get("clickable", False)), ("enabled", True), ("focusable", f.get("focusable", False)),
                 ("focused", f.get("focused", False)), ("scrollable", False), ("long-clickable", False), ("password", False), ("selected", False)]
        if focus_recorded:
            attrs.append(("a11y-focused", f.get("a11y", False)))
        attrs.append(("bounds", "[%d,%d][%d,%d]" % b))
        text = " ".join('%s="%s"' % (k, str(v).lower() if isinstance(v, bool) else v) for k, v in attrs)
        pad = "  " * depth
        if n["children"]:
            out.append("%s<node %s>" % (pad, text))
            for i, c in enumerate(n["children"]):
                emit(c, depth + 1, i)
            out.append("%s</node>" % pad)
        else:
            out.append("%s<node %s />" % (pad, text))
    emit(root, 1, 0)
    out.append("</hierarchy>")
    return "\n".join(out) + "\n"

# ---------------------------------------------------------------- iOS (Appium XCUITest)

def i_node(t, name=None, label=None, value=None, frame=(0, 0, 0, 0), children=(), accessible=False, focused=None):
    return {"type": t, "name": name, "label": label, "value": value, "frame": frame, "children": list(children),
            "accessible": accessible, "focused": focused}

def ios_screen(title="Reading", wifi_on=False, small=True, large=False, scale=1, ellipsise=False, clip=False,
               drop_label=False, overlap=False, focus=None, menu=False, rows=True, input_focus=None):
    s = scale
    nav = i_node("XCUIElementTypeNavigationBar", name=title, frame=(0, 47, 390, 44), children=[
        i_node("XCUIElementTypeButton", name="BackButton", label="Back", frame=(0, 47, 80, 44), accessible=True,
               focused=(focus == "up") if focus else None),
        i_node("XCUIElementTypeStaticText", name=title, label=title, value=title, frame=(150, 58, 90, 22)),
        i_node("XCUIElementTypeButton", name="sort_button", label="Sort", frame=(330, 47, 60, 44), accessible=True,
               focused=(focus == "sort") if focus else None),
    ])
    items = [nav]
    if rows:
        y = 91
        ch = 44 * s
        cells = [i_node("XCUIElementTypeCell", name="wifi_cell", frame=(0, y, 390, ch), children=[
            i_node("XCUIElementTypeStaticText", name="wifi_label", label="Download over Wi-Fi only", value="Download over Wi-Fi only",
                   frame=(16, y + 11 * s, 280, 22 * s)),
            i_node("XCUIElementTypeSwitch", name="wifi_switch", label="Download over Wi-Fi only", value="1" if wifi_on else "0",
                   frame=(323, y + 6 * s, 51, 31), accessible=True),
        ])]
        y += ch
        summary = "Large files wait until…" if ellipsise else "Large files wait until you are on Wi-Fi."
        text_h = 22 * s
        cell_h = 44 * s
        # Overlap: the whole summary cell slides up under the switch cell. Clip: the text runs past
        # its cell's (and the screen's) right edge instead of wrapping.
        shift = 60 if overlap else 0
        width = 500 if clip else 358
        cells.append(i_node("XCUIElementTypeCell", name="summary_cell", frame=(0, y - shift, 390, cell_h), children=[
            i_node("XCUIElementTypeStaticText", name="summary", label=summary, value=summary,
                   frame=(16, y - shift + 11 * s, width, text_h), accessible=True),
        ]))
        y += cell_h
        group = []
        if not drop_label:
            group.append(i_node("XCUIElementTypeStaticText", name="text_size_label", label="Text size", value="Text size",
                                frame=(16, y, 358, 44 * s), accessible=True))
        y += 44 * s
        group.append(i_node("XCUIElementTypeButton", name="text_size_small", label="Small", value="Selected" if small else "Unselected",
                            frame=(0, y, 390, 44 * s), accessible=True))
        group.append(i_node("XCUIElementTypeButton", name="text_size_large", label="Large", value="Selected" if large else "Unselected",
                            frame=(0, y + 44 * s, 390, 44 * s), accessible=True))
        # The text-size group sits below the table, outside it: a text missing from a table may
        # only have scrolled away, one missing from a fixed area is lost.
        table_h = y - 44 * s - 91
        items.append(i_node("XCUIElementTypeTable", frame=(0, 91, 390, table_h), children=cells))
        items.append(i_node("XCUIElementTypeOther", name="text_size_group", frame=(0, y - 44 * s, 390, 132 * s), children=group))
    else:
        items.append(i_node("XCUIElementTypeStaticText", name="preview_text", label="The quick brown fox jumps over the lazy dog.",
                            value="The quick brown fox jumps over the lazy dog.", frame=(16, 100, 358, 88), accessible=True))
    if menu:
        items.append(i_node("XCUIElementTypeOther", name="sort_menu", frame=(180, 91, 200, 88), children=[
            i_node("XCUIElementTypeButton", name="by_title", label="By title", frame=(180, 91, 200, 44), accessible=True),
            i_node("XCUIElementTypeButton", name="by_date", label="By date", frame=(180, 135, 200, 44), accessible=True),
        ]))
    window = i_node("XCUIElementTypeWindow", frame=(0, 0, 390, 844), children=items)
    app = i_node("XCUIElementTypeApplication", name="Reader", label="Reader", frame=(0, 0, 390, 844), children=[window])
    return ios_xml(app)

def ios_xml(root):
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<AppiumAUT>"]
    def emit(n, depth, index):
        x, y, w, h = (int(round(v)) for v in n["frame"])
        attrs = [("type", n["type"])]
        for k in ("value", "name", "label"):
            if n[k] is not None:
                attrs.append((k, n[k]))
        attrs += [("enabled", "true"), ("visible", "true"), ("accessible", "true" if n["accessible"] else "false")]
        if n["focused"] is not None:
            attrs.append(("focused", "true" if n["focused"] else "false"))
        attrs += [("x", x), ("y", y), ("width", w), ("height", h), ("index", index)]
        text = " ".join('%s="%s"' % (k, v) for k, v in attrs)
        pad = "  " * depth
        if n["children"]:
            out.append("%s<%s %s>" % (pad, n["type"], text))
            for i, c in enumerate(n["children"]):
                emit(c, depth + 1, i)
            out.append("%s</%s>" % (pad, n["type"]))
        else:
            out.append("%s<%s %s/>" % (pad, n["type"], text))
    emit(root, 1, 0)
    out.append("</AppiumAUT>")
    return "\n".join(out) + "\n"

# ---------------------------------------------------------------- the files

SCREENS = {
    "settings": {},
    "settings-wifi-on": {"wifi_on": True},
    "settings-large-selected": {"small": False, "large": True},
    "settings-both-selected": {"small": True, "large": True},
    "preview": {"title": "Preview", "rows": False},
    "settings-200": {"scale": 2},
    "settings-200-ellipsised": {"scale": 2, "ellipsise": True},
    "settings-200-clipped": {"scale": 2, "clip": True},
    "settings-200-vanished": {"scale": 2, "drop_label": True},
    "settings-200-overlap": {"scale": 2, "overlap": True},
    "sort-menu-open": {"menu": True},
    "settings-focus-returned": {"focus": "sort"},
    "settings-focus-elsewhere": {"focus": "up"},
    # Android only: input focus (not TalkBack's) on Navigate up, and no a11y-focused attribute.
    "settings-input-focus-elsewhere": {"input_focus": "up"},
}

ANDROID_ONLY = {"settings-input-focus-elsewhere"}

for name, options in SCREENS.items():
    for folder, make in (("uiautomator", android_screen), ("xcuitest", ios_screen)):
        if folder == "xcuitest" and name in ANDROID_ONLY:
            continue
        os.makedirs(os.path.join(ROOT, folder), exist_ok=True)
        with open(os.path.join(ROOT, folder, name + ".xml"), "w") as f:
            f.write(make(**options))
