#!/usr/bin/env bash
# make bench: lint a generated 100,000-node uiautomator dump (JSON report included) and compare
# with `xmllint --stream --noout` on the same file, in the same run. Prints the ratio and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xmllint >/dev/null || { echo "installing libxml2-utils for xmllint"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq libxml2-utils >/dev/null; fi; }
out=bench-out; mkdir -p "$out"
dump="$out/bench-100k.xml"
[ -f "$dump" ] || python3 scripts/gen-dump.py 100000 > "$dump"
bytes=$(stat -c %s "$dump")
run() { # prints "seconds maxrss_kb" of the median of 5 runs
  local best=()
  for i in 1 2 3 4 5; do
    /usr/bin/time -f "%e %M" -o "$out/time.txt" "$@" >/dev/null 2>&1 || true
    best+=("$(cat "$out/time.txt")")
  done
  printf '%s\n' "${best[@]}" | sort -n | sed -n 3p
}
read -r t_x m_x <<<"$(run xmllint --stream --noout "$dump")"
read -r t_l m_l <<<"$(run .build/release/a11ylint lint --format json "$dump")"
python3 - "$t_x" "$t_l" "$m_l" "$bytes" <<'PY'
import sys
tx, tl, ml, size = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
print(f"dump: 100,000 nodes, {size/1e6:.1f} MB")
print(f"xmllint --stream --noout : {tx:.3f} s (median of 5)")
print(f"a11ylint lint --format json: {tl:.3f} s (median of 5)")
print(f"ratio a11ylint / xmllint : {tl/max(tx,1e-9):.2f}  (target <= 1.0)")
print(f"peak memory: {ml/1024:.1f} MB = {ml*1024/size:.2f}x the file (target <= 3x)")
PY
