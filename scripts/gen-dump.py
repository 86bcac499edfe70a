#!/usr/bin/env python3
"""Writes a synthetic uiautomator dump of N nodes.

  gen-dump.py N            a long settings/feed screen (every row on it, one below the other): mostly text, image and button rows, with a
                           switch row every 10th row and a radio group every 25th (about 4% controls)
  gen-dump.py N --dense    every row a switch row or a radio group (about a third of nodes are controls)
  gen-dump.py N --deep     chains of 1,990 nested layouts, each ending in a labelled switch (deep, not wide)
Hostile shapes (scripts/bench-shapes.sh; issue 24):
  gen-dump.py N --one-group     one RadioGroup holding N-2 RadioButtons, one below the other
  gen-dump.py N --label-fields  (N-1)/2 rows under the root, each a TextView label beside an empty EditText
  gen-dump.py N --wide          one parent holding N-1 leaves (text, image button, switch in turn)
  gen-dump.py N --long-text     the typical screen, its first headline's text 4 MB of words
  gen-dump.py N --long-desc     the typical screen, its first photo's content-desc 4 MB of words
"""
import sys
args = [a for a in sys.argv[1:] if not a.startswith("--")]
n = int(args[0]) if args else 100000
dense = "--dense" in sys.argv
attrs = 'package="com.example.bench" checkable="{ck}" checked="{c}" clickable="{cl}" enabled="true" focusable="{cl}" focused="false" scrollable="false" long-clickable="false" password="false" selected="false"'
w = sys.stdout.write
def node(cls, rid, b, text="", desc="", ck="false", c="false", cl="false", close=True, index=0):
    w(f'<node index="{index}" text="{text}" resource-id="{rid}" class="{cls}" content-desc="{desc}" '
      + attrs.format(ck=ck, c=c, cl=cl) + f' bounds="[{b[0]},{b[1]}][{b[2]},{b[3]}]"' + ("/>" if close else ">"))
w("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">")
deep = "--deep" in sys.argv
# A long screen: each row at its own place, the root as tall as every row (rows have at least three
# nodes). Rows stacked at 20 places put 5,000 rows on each frame, which ATF's duplicate-bounds
# check rightly reports, and no real dump lays rows over each other.
# The hostile shapes put one node a row (a row of two for --label-fields): a root as tall as n rows.
flat = any(a in sys.argv for a in ("--one-group", "--label-fields", "--wide"))
node("android.widget.FrameLayout", "", (0, 0, 1080, 2400 if deep else 110 * n if flat else 110 * (n // 3 + 1)), close=False)
count, row = 1, 0
pkg = "com.example.bench:id/"
if "--one-group" in sys.argv:
    radios = max(n - 2, 1)
    node("android.widget.RadioGroup", f"{pkg}group", (0, 0, 1080, 110 * radios), close=False)
    for k in range(radios):
        y = k * 110
        node("android.widget.RadioButton", f"{pkg}radio{k}", (0, y, 1080, y + 100),
             text=f"Option {k}", ck="true", c="true" if k == 0 else "false", cl="true", index=k)
    w('</node></node></hierarchy>\n')
    sys.exit(0)
if "--label-fields" in sys.argv:
    for k in range(max((n - 1) // 2, 1)):
        y = k * 110
        node("android.widget.TextView", f"{pkg}label{k}", (40, y, 400, y + 100), text=f"Field number {k}", index=2 * k)
        node("android.widget.EditText", f"{pkg}field{k}", (420, y, 1040, y + 100), cl="true", index=2 * k + 1)
    w('</node></hierarchy>\n')
    sys.exit(0)
if "--wide" in sys.argv:
    for k in range(max(n - 1, 1)):
        y = k * 110
        if k % 3 == 0:
            node("android.widget.TextView", f"{pkg}text{k}", (40, y, 1040, y + 100), text=f"Line {k} of the list", index=k)
        elif k % 3 == 1:
            node("android.widget.ImageButton", f"{pkg}button{k}", (40, y, 140, y + 100), desc=f"Open item {k}", cl="true", index=k)
        else:
            node("android.widget.Switch", f"{pkg}switch{k}", (900, y, 1040, y + 100), text=f"Option {k}", ck="true", c="true" if k % 2 else "false", cl="true", index=k)
    w('</node></hierarchy>\n')
    sys.exit(0)
def long_words(size):  # about `size` bytes of words, a few of them not ASCII, no markup
    words = "the quick brown fox jumps over a lazy dog near our café while rain falls on the naïve town square".split()
    out, total, k = [], 0, 0
    while total < size:
        word = words[k % len(words)] + (str(k) if k % 7 == 0 else "")
        out.append(word); total += len(word.encode()) + 1; k += 1
    return " ".join(out)
long_text = long_words(4 << 20) if "--long-text" in sys.argv else None
long_desc = long_words(4 << 20) if "--long-desc" in sys.argv else None
if deep:
    while count < n:
        depth = min(1990, n - count - 1)
        for d in range(depth):
            node("android.widget.LinearLayout", "", (0, 0, 1080, 2400), close=False)
        node("android.widget.Switch", f"com.example.bench:id/deep{row}", (900, 0, 1040, 100), text=f"Deep setting {row}", ck="true", cl="true")
        w("</node>" * depth); count += depth + 1; row += 1
    w('</node></hierarchy>\n')
    sys.exit(0)
while count < n:
    y = row * 110
    kind = (row % 4) if dense else (0 if row % 10 == 9 else 3 if row % 25 == 24 else 5)
    if kind == 3:  # radio group of three
        node("android.widget.RadioGroup", f"{pkg}group{row}", (0, y, 1080, y + 100), close=False, index=row)
        for k in range(3):
            node("android.widget.RadioButton", f"{pkg}radio{row}_{k}", (k * 360, y, k * 360 + 350, y + 100),
                 text=f"Option {k}", ck="true", c="true" if k == 0 else "false", cl="true", index=k)
        w('</node>'); count += 4
    elif kind in (0, 1, 2):  # switch row: label + switch inside a clickable row
        node("android.widget.LinearLayout", f"{pkg}row{row}", (0, y, 1080, y + 100), cl="true", close=False, index=row)
        node("android.widget.TextView", f"{pkg}label{row}", (40, y, 800, y + 100), text=f"Setting number {row}")
        node("android.widget.Switch", f"{pkg}switch{row}", (900, y, 1040, y + 100), ck="true", c="true" if row % 2 else "false", index=1)
        w('</node>'); count += 3
    else:  # feed row: image, title, subtitle, share button
        node("android.widget.LinearLayout", f"{pkg}item{row}", (0, y, 1080, y + 100), cl="true", close=False, index=row)
        node("android.widget.ImageView", f"{pkg}thumb{row}", (20, y, 120, y + 100), desc=long_desc if long_desc and row == 0 else f"Photo {row}")
        node("android.widget.LinearLayout", "", (140, y, 900, y + 100), close=False, index=1)
        node("android.widget.TextView", f"{pkg}title{row}", (140, y, 900, y + 50), text=long_text if long_text and row == 0 else f"Story {row}: a headline")
        node("android.widget.TextView", f"{pkg}subtitle{row}", (140, y + 50, 900, y + 100), text="Yesterday &#183; 3 min read", index=1)
        w('</node>')
        node("android.widget.ImageButton", f"{pkg}share{row}", (940, y, 1040, y + 100), desc="Share", cl="true", index=2)
        w('</node>'); count += 6
    row += 1
w('</node></hierarchy>\n')
