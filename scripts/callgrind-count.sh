# Sourced by scripts/bench.sh and scripts/bench-compare.sh: `instructions CMD…` prints the
# instructions callgrind counts for one run of CMD (0 when valgrind gives none). Run it on a copy of
# the binary with its debug info stripped (valgrind 3.19 cannot read Swift's DWARF 5); Swift's
# hashing is made deterministic, since the random seed moves counts by about 0.5%. Needs $out.
instructions() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" "$@" 2>&1 >/dev/null | awk '/Collected :/ {n = $NF} END {print (n == "" ? 0 : n)}'
  rm -f "$out/callgrind.out"
}
