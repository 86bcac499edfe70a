#!/usr/bin/env bash
# make bench: lint generated 100,000-node uiautomator dumps (JSON report included) and compare with
# `xmllint --stream --noout` on the same file, in the same run. Prints ratios and peak memory.
# Times are CPU time (user + system), which other work on the machine disturbs far less than wall
# time; the two-core line alone is wall time, since its point is the elapsed time.
#   BIN=path/to/a11ylint bash scripts/bench.sh   benches another build (an older commit) on the same dumps.
#   bench-100k.xml        a long screen, about 4% of nodes are switches or radios (typical)
#   bench-100k-dense.xml  a third of nodes are controls (worst case: ~17 review items per control)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xmllint >/dev/null || { echo "installing libxml2-utils for xmllint"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq libxml2-utils >/dev/null; fi; }
[ -x /usr/bin/time ] || { echo "installing GNU time"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq time >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq time >/dev/null; fi; }
bin=${BIN:-.build/release/a11ylint}
out=bench-out; mkdir -p "$out"
# Dumps of an older generator (rows stacked at 20 places, under a 2400 px root) are written anew.
for name in bench-100k bench-100k-dense one; do
  [ -f "$out/$name.xml" ] && grep -q 'bounds="\[0,0\]\[1080,2400\]"' <(head -c 2000 "$out/$name.xml") && rm -f "$out/$name.xml"
done
# The 1,000 dumps are copies of one.xml: made anew with it.
[ -f "$out/one.xml" ] || rm -rf "$out/many"
[ -f "$out/bench-100k.xml" ] || python3 scripts/gen-dump.py 100000 > "$out/bench-100k.xml"
[ -f "$out/bench-100k-dense.xml" ] || python3 scripts/gen-dump.py 100000 --dense > "$out/bench-100k-dense.xml"
[ -f "$out/bench-100k-deep.xml" ] || python3 scripts/gen-dump.py 100000 --deep > "$out/bench-100k-deep.xml"

median() { # runs a command 5 times; prints "cpu_seconds maxrss_kb" of the median run (CPU to the millisecond: scripts/rusage.py)
  python3 scripts/rusage.py "$@"
}

wall_median() { # the same, elapsed seconds
  python3 scripts/rusage.py --wall "$@"
}

for name in bench-100k bench-100k-dense; do
  dump="$out/$name.xml"
  read -r t_x _ <<<"$(median xmllint --stream --noout "$dump")"
  read -r t_l m_l <<<"$(median "$bin" lint --format json "$dump")"
  "$bin" lint --format json "$dump" > "$out/$name.json" || true
  findings=$(python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["files"][0]; print(len(f["findings"]), len(f["review"]))' "$out/$name.json" || true)
  python3 - "$name" "$t_x" "$t_l" "$m_l" "$(stat -c %s "$dump")" "$findings" "$(stat -c %s "$out/$name.json")" <<'PY'
import sys
name, tx, tl, ml, size, findings, report = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6].split(), int(sys.argv[7])
print(f"{name}.xml: 100,000 nodes, {size/1e6:.1f} MB, {findings[0]} failures, {findings[1]} review criteria")
print(f"  JSON report                : {report/1e6:.1f} MB = {report/size:.2f}x the dump (target < 1)")
print(f"  xmllint --stream --noout   : {tx:.3f} s CPU (median of 5)")
print(f"  a11ylint lint --format json: {tl:.3f} s CPU (median of 5)")
print(f"  ratio a11ylint / xmllint   : {tl/max(tx,1e-9):.2f}  (target <= 1.0)")
print(f"  peak memory                : {ml/1024:.1f} MB = {ml*1024/size:.2f}x the file (target <= 2x)")
PY
done

# The screen-reader simulation alone: every stop described, JSON included (issue: "well under a second").
for name in bench-100k bench-100k-deep; do
  dump="$out/$name.xml"
  read -r t_x _ <<<"$(median xmllint --stream --noout --huge "$dump")"
  read -r t_a m_a <<<"$(median "$bin" announce --format json "$dump")"
  echo "$name.xml: a11ylint announce --format json: ${t_a} s CPU (median of 5), peak $((m_a / 1024)) MB; xmllint --stream ${t_x} s; ratio $(python3 -c "print(f'{$t_a/max($t_x,1e-9):.2f}')")"
done

# Many files: 1,000 dumps (about 600 nodes each), one core against two.
many="$out/many"
if [ ! -d "$many" ] || [ "$(ls "$many" | wc -l)" -ne 1000 ]; then
  rm -rf "$many"; mkdir -p "$many"
  python3 scripts/gen-dump.py 600 > "$out/one.xml"
  for i in $(seq -w 1 1000); do cp "$out/one.xml" "$many/screen-$i.xml"; done
fi
read -r c_1 _ <<<"$(median "$bin" lint --format json --jobs 1 "$many")"
read -r t_1 _ <<<"$(wall_median "$bin" lint --format json --jobs 1 "$many")"
read -r t_2 _ <<<"$(wall_median "$bin" lint --format json --jobs 2 "$many")"
echo "1,000 dumps: ${c_1} s CPU on one core; elapsed --jobs 1 ${t_1} s, --jobs 2 ${t_2} s (median of 5); two cores take $(python3 -c "print(f'{$t_2/max($t_1,1e-9):.2f}')") of one core's time (ideal 0.50)"

# Start-up: one small dump (the README's example) linted 50 times, so a start that decodes every
# pack shows; CPU time per run.
read -r t_s _ <<<"$(median bash -c "for i in \$(seq 50); do '$bin' lint --format json examples/wifi-settings.xml >/dev/null || true; done")"
echo "one small dump (examples/wifi-settings.xml): $(python3 -c "print(f'{$t_s/50*1000:.1f}')") ms CPU per run (50 runs, median of 5)"

# Instruction counts (callgrind): the same work counts the same on a busy machine, where CPU time
# varies by ±30%. valgrind 3.19 cannot read Swift's DWARF 5, so it runs a copy of the binary with
# its debug info stripped (function names stay); Swift's hashing is made deterministic, else the
# random seed moves the count by ±0.5% from run to run. About two minutes.
command -v valgrind >/dev/null || { echo "installing valgrind for instruction counts"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq valgrind >/dev/null; fi; } || true
if command -v valgrind >/dev/null && command -v strip >/dev/null; then
  cp "$bin" "$out/a11ylint-callgrind" && strip --strip-debug "$out/a11ylint-callgrind"
  . scripts/callgrind-count.sh
  i_x=$(instructions xmllint --stream --noout "$out/bench-100k.xml")
  i_l=$(instructions "$out/a11ylint-callgrind" lint --format json "$out/bench-100k.xml")
  python3 - "$i_x" "$i_l" <<'PY'
import sys
ix, il = int(sys.argv[1]), int(sys.argv[2])
if not ix or not il: sys.exit(print("bench-100k.xml, instructions (callgrind): skipped, valgrind gave no count"))
print(f"bench-100k.xml, instructions (callgrind): xmllint --stream --noout {ix:,}; a11ylint lint --format json {il:,}; ratio {il/max(ix,1):.2f}")
PY
else
  echo "bench-100k.xml, instructions (callgrind): skipped, valgrind (or strip) is not installed"
fi

# The same runs on an older build, interleaved with this one's: BEFORE=path/to/old/a11ylint make bench.
if [ -n "${BEFORE:-}" ]; then BIN=$bin bash scripts/bench-compare.sh; fi
