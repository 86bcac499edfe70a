#!/usr/bin/env bash
# make bench-shapes: issue 24's bars for input shapes — linear from 10k to 400k nodes, and no shape
# above 10x xmllint's CPU time or 1 GB of memory. For the typical screen at 10k–400k nodes and for
# the hostile shapes of scripts/gen-dump.py (one huge radio group, many label/field pairs, one parent
# of every node, a 4 MB text and a 4 MB content-desc), prints the CPU time (user + system, median of
# 3, to the millisecond: scripts/rusage.py) of `a11ylint lint --no-config --format json` and of `xmllint --stream --noout --huge`
# on the same file, their ratio, a11ylint's peak memory, and the CPU time per node (microseconds),
# which stays flat when the work grows linearly.
#   BIN=path/to/a11ylint bash scripts/bench-shapes.sh     benches another build on the same dumps
#   SIZES="10000 100000" SHAPE_SIZES="100000 400000"     other sizes (defaults below)
#   RUNS=5                                               runs per median (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xmllint >/dev/null || { echo "installing libxml2-utils for xmllint"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq libxml2-utils >/dev/null; fi; }
[ -x /usr/bin/time ] || { echo "installing GNU time"; if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq time >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq time >/dev/null; fi; }
bin=${BIN:-.build/release/a11ylint}
[ -x "$bin" ] || { echo "no $bin: build it first (make build)" >&2; exit 2; }
out=bench-out/shapes; mkdir -p "$out"
sizes=${SIZES:-10000 50000 100000 200000 400000}
shape_sizes=${SHAPE_SIZES:-25000 100000}
runs=${RUNS:-3}

dump() { # name, nodes, generator flags: makes the dump once (the generator's output never changes)
  local file="$out/$1.xml"; shift
  [ -s "$file" ] || python3 scripts/gen-dump.py "$@" > "$file"
  echo "$file"
}

median() { # prints "cpu_seconds maxrss_kb" of the median run (by CPU time) of the command (scripts/rusage.py)
  python3 scripts/rusage.py --runs "$runs" "$@"
}

row() { # label, nodes, file
  local label=$1 nodes=$2 file=$3 tx tl ml
  read -r tx _ <<<"$(median xmllint --stream --noout --huge "$file")"
  read -r tl ml <<<"$(median "$bin" lint --no-config --format json "$file")"
  python3 - "$label" "$nodes" "$(stat -c %s "$file")" "$tx" "$tl" "$ml" <<'PY'
import sys
label, nodes, size, tx, tl, ml = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6])
ratio = tl / max(tx, 0.001)   # a tiny xmllint time is not divided by 0
flag = "   <-- above 10x" if ratio > 10 else ""
flag += "   <-- above 1 GB" if ml > 1024 * 1024 else ""
print(f"{label:<22}{nodes:>8,}{size/1e6:>8.1f}{tx:>9.3f}{tl:>9.3f}{ratio:>8.1f}x{ml/1024:>9.0f}{tl/nodes*1e6:>9.1f}{flag}")
PY
}

echo "a11ylint lint --no-config --format json against xmllint --stream --noout --huge; CPU s, median of $runs ($bin)"
printf '%-22s%8s%8s%9s%9s%9s%9s%9s\n' shape nodes MB xmllint a11ylint ratio "peak MB" "us/node"
for n in $sizes; do row typical "$n" "$(dump "typical-$n" "$n")"; done
for n in $shape_sizes; do
  row one-radio-group "$n" "$(dump "one-group-$n" "$n" --one-group)"
  row label-field-pairs "$n" "$(dump "label-fields-$n" "$n" --label-fields)"
  row wide "$n" "$(dump "wide-$n" "$n" --wide)"
done
# A small screen (600 nodes) with one 4 MB attribute: per node means nothing here.
row "4 MB text" 603 "$(dump long-text 600 --long-text)"
row "4 MB content-desc" 603 "$(dump long-desc 600 --long-desc)"
