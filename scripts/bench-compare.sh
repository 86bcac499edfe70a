#!/usr/bin/env bash
# BEFORE=path/to/old/a11ylint make bench: the bench's runs on this build and on an older one,
# interleaved (old, new, old, new…) so that the machine's drift over a run (a shared VM varies by
# ±15%) falls on both alike. Prints each run's median CPU time (user + system) for both and the
# ratio new / before; a ratio above 1.10 is flagged. Expects bench.sh to have made the dumps.
set -euo pipefail
cd "$(dirname "$0")/.."
new=${BIN:-.build/release/a11ylint}
old=${BEFORE:?BEFORE=path/to/an older a11ylint}
[ -x "$old" ] || { echo "BEFORE=$old is not an executable" >&2; exit 2; }
out=bench-out
rounds=${ROUNDS:-7}

cpu() { # prints the CPU seconds of one run of the command (to the millisecond: scripts/rusage.py)
  python3 scripts/rusage.py --runs 1 "$@" | awk '{print $1}'
}

compare() { # label, per (divide the time by this: 50 start-ups), then the command with @BIN@ for the binary
  local label=$1 per=$2; shift 2
  local a=() b=()
  for _ in $(seq "$rounds"); do
    a+=("$(cpu "${@//@BIN@/$old}")")
    b+=("$(cpu "${@//@BIN@/$new}")")
  done
  python3 - "$label" "$per" "${a[*]}" "${b[*]}" <<'PY'
import statistics, sys
label, per, a, b = sys.argv[1], float(sys.argv[2]), [float(x) for x in sys.argv[3].split()], [float(x) for x in sys.argv[4].split()]
ma, mb = statistics.median(a) / per, statistics.median(b) / per
unit, scale = ("ms", 1000) if per > 1 else ("s", 1)
ratio = mb / max(ma, 1e-9)
flag = "" if ratio <= 1.10 else "   <-- more than 10% slower"
print(f"  {label:<44} before {ma*scale:7.2f} {unit}   now {mb*scale:7.2f} {unit}   ratio {ratio:.2f}{flag}")
PY
}

echo "interleaved against BEFORE=$old (median of $rounds each, CPU time):"
compare "lint --format json, typical 100k" 1 @BIN@ lint --format json "$out/bench-100k.xml"
compare "lint --format json, dense 100k" 1 @BIN@ lint --format json "$out/bench-100k-dense.xml"
compare "announce --format json, typical 100k" 1 @BIN@ announce --format json "$out/bench-100k.xml"
compare "announce --format json, deep 100k" 1 @BIN@ announce --format json "$out/bench-100k-deep.xml"
compare "1,000 dumps, --jobs 1" 1 @BIN@ lint --format json --jobs 1 "$out/many"
compare "one small dump, start-up included (per run)" 50 bash -c "for i in \$(seq 50); do '@BIN@' lint --format json examples/wifi-settings.xml >/dev/null || true; done"

# Instruction counts of the typical lint (callgrind on debug-stripped copies): repeatable, unlike CPU time.
if command -v valgrind >/dev/null && command -v strip >/dev/null; then
  cp "$old" "$out/a11ylint-before-callgrind" && strip --strip-debug "$out/a11ylint-before-callgrind"
  cp "$new" "$out/a11ylint-callgrind" && strip --strip-debug "$out/a11ylint-callgrind"
  . scripts/callgrind-count.sh
  i_a=$(instructions "$out/a11ylint-before-callgrind" lint --format json "$out/bench-100k.xml")
  i_b=$(instructions "$out/a11ylint-callgrind" lint --format json "$out/bench-100k.xml")
  python3 - "$i_a" "$i_b" <<'PY'
import sys
a, b = int(sys.argv[1]), int(sys.argv[2])
if not a or not b: sys.exit(print("  instructions (callgrind): skipped, valgrind gave no count"))
print(f"  {'lint --format json, typical 100k, instructions':<44} before {a:,}   now {b:,}   ratio {b/max(a,1):.2f}")
PY
else
  echo "  instructions (callgrind): skipped, valgrind (or strip) is not installed"
fi
