#!/usr/bin/env python3
"""Writes a synthetic uiautomator dump of N nodes: settings rows with switches and radio groups."""
import sys
n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
attrs = 'package="com.example.bench" checkable="{ck}" checked="{c}" clickable="{cl}" enabled="true" focusable="{cl}" focused="false" scrollable="false" long-clickable="false" password="false" selected="false"'
w = sys.stdout.write
w("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">")
w('<node index="0" text="" resource-id="" class="android.widget.FrameLayout" content-desc="" ' + attrs.format(ck="false", c="false", cl="false") + ' bounds="[0,0][1080,2400]">')
count, row = 1, 0
while count < n:
    y = (row % 20) * 110
    if row % 4 == 3:
        w(f'<node index="{row}" text="" resource-id="com.example.bench:id/group{row}" class="android.widget.RadioGroup" content-desc="" ' + attrs.format(ck="false", c="false", cl="false") + f' bounds="[0,{y}][1080,{y+100}]">')
        for k in range(3):
            w(f'<node index="{k}" text="Option {k}" resource-id="com.example.bench:id/radio{row}_{k}" class="android.widget.RadioButton" content-desc="" ' + attrs.format(ck="true", c="true" if k == 0 else "false", cl="true") + f' bounds="[{k*360},{y}][{k*360+350},{y+100}]"/>')
        w('</node>'); count += 4
    else:
        w(f'<node index="{row}" text="" resource-id="com.example.bench:id/row{row}" class="android.widget.LinearLayout" content-desc="" ' + attrs.format(ck="false", c="false", cl="true") + f' bounds="[0,{y}][1080,{y+100}]">')
        w(f'<node index="0" text="Setting number {row}" resource-id="com.example.bench:id/label{row}" class="android.widget.TextView" content-desc="" ' + attrs.format(ck="false", c="false", cl="false") + f' bounds="[40,{y}][800,{y+100}]"/>')
        w(f'<node index="1" text="" resource-id="com.example.bench:id/switch{row}" class="android.widget.Switch" content-desc="" ' + attrs.format(ck="true", c="true" if row % 2 else "false", cl="false") + f' bounds="[900,{y}][1040,{y+100}]"/>')
        w('</node>'); count += 3
    row += 1
w('</node></hierarchy>\n')
