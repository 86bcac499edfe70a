#!/usr/bin/env bash
# make dist-check: unpacks dist/a11ylint-*-linux-<arch>.tar.gz in a temporary folder and runs the
# packed binary where no Swift toolchain is visible: in a new mount namespace (unshare -m, needs
# root) the toolchain's folder is covered with an empty tmpfs, and libxml2's, ICU's, liblzma's and
# zlib's shared libraries are covered with /dev/null, so only a truly self-contained executable
# starts. It must print its version, lint examples/wifi-settings.xml as the built one does (exit 1,
# the same findings), read a dump from standard input, and its man page and completions must be there.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${DIST_DIR:-dist}
arch=$(uname -m)
tarball=$(ls -t "$out"/a11ylint-*-linux-"$arch".tar.gz 2>/dev/null | head -n 1)
[ -n "$tarball" ] || { echo "error: no $out/a11ylint-*-linux-$arch.tar.gz; run make dist" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "error: dist-check needs root (unshare -m, mount)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$tarball"
root=$(echo "$work"/a11ylint-*)
for file in bin/a11ylint share/man/man1/a11ylint.1 share/bash-completion/completions/a11ylint \
            share/zsh/site-functions/_a11ylint share/fish/vendor_completions.d/a11ylint.fish; do
  [ -s "$root/$file" ] || { echo "error: $tarball has no $file" >&2; exit 1; }
done
grep -q '^\.Dt A11YLINT 1' "$root/share/man/man1/a11ylint.1" || { echo "error: a11ylint.1 is not an mdoc page of section 1" >&2; exit 1; }
if command -v groff >/dev/null 2>&1; then
  warnings=$(groff -mdoc -Tutf8 -ww -z "$root/share/man/man1/a11ylint.1" 2>&1)
  [ -z "$warnings" ] || { echo "error: the man page has mdoc warnings:" >&2; echo "$warnings" >&2; exit 1; }
fi
grep -q '^\.It Em capture' "$root/share/man/man1/a11ylint.1" || { echo "error: the man page lacks the capture subcommand" >&2; exit 1; }
for shell in "share/bash-completion/completions/a11ylint" "share/zsh/site-functions/_a11ylint" "share/fish/vendor_completions.d/a11ylint.fish"; do
  grep -q 'capture' "$root/$shell" || { echo "error: $shell does not complete the capture subcommand" >&2; exit 1; }
done
bash -c "source '$root/share/bash-completion/completions/a11ylint' && complete -p a11ylint" >/dev/null \
  || { echo "error: the bash completion does not load" >&2; exit 1; }
grep -q 'lint' "$root/share/bash-completion/completions/a11ylint" || { echo "error: the bash completion names no subcommand" >&2; exit 1; }
cp examples/wifi-settings.xml "$work/wifi-settings.xml"

# The toolchain's root: two levels above the real path of `swift` (/opt/swift/usr/bin/swift → /opt/swift).
toolchain=""
if command -v swift >/dev/null 2>&1; then
  toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
fi
# The real files behind libxml2's, ICU's, liblzma's, zlib's and libpng's shared libraries (merged /usr: /lib
# and /usr/lib are one folder, so each file once).
hide=$(for lib in /usr/lib/*-linux-gnu/libxml2.so* /usr/lib/*-linux-gnu/libicu*.so* /usr/lib/*-linux-gnu/liblzma.so* \
                  /lib/*-linux-gnu/liblzma.so* /usr/lib/*-linux-gnu/libz.so* /lib/*-linux-gnu/libz.so* \
                  /usr/lib/*-linux-gnu/libpng16.so* /lib/*-linux-gnu/libpng16.so*; do
         [ -e "$lib" ] && readlink -f "$lib"
       done | sort -u)

cat > "$work/inside.sh" <<'EOF'
set -eu
toolchain=$1; shift
[ -n "$toolchain" ] && mount -t tmpfs none "$toolchain"
for lib in "$@"; do mount --bind /dev/null "$lib"; done
cd "$(dirname "$0")"
root=$(echo a11ylint-*)
if command -v swift >/dev/null 2>&1 && swift --version >/dev/null 2>&1; then echo "error: swift is still visible" >&2; exit 3; fi
echo "swift toolchain hidden (${toolchain:-none was on PATH}); $# shared libraries hidden"
"$root/bin/a11ylint" --version
status=0
"$root/bin/a11ylint" lint --no-config wifi-settings.xml > lint.txt || status=$?
echo "$status" > lint.status
"$root/bin/a11ylint" lint --no-config --format json - < wifi-settings.xml > stdin.json || true
EOF
unshare -m sh "$work/inside.sh" "$toolchain" $hide

status=$(cat "$work/lint.status")
[ "$status" = 1 ] || { echo "error: the packed binary exited $status on wifi-settings.xml (expected 1: error findings)"; cat "$work/lint.txt"; exit 1; }
grep -q 'wifi-settings.xml' "$work/lint.txt" || { echo "error: the report does not name wifi-settings.xml"; cat "$work/lint.txt"; exit 1; }
grep -q '"<stdin>"' "$work/stdin.json" || { echo "error: linting standard input did not report <stdin>"; head -c 400 "$work/stdin.json"; exit 1; }

# action.yml's own steps, run as a runner would, on this tarball: the download step with a stand-in
# `gh` that hands over the tarball and its .sha256 (checked with sha256sum -c), then the lint step.
action_step() {  # the run: block of action.yml's step number $1 (0-based), without its indentation
  python3 - "$1" <<'PY'
import sys
lines = open("action.yml").read().split("\n")
starts = [i for i, l in enumerate(lines) if l.strip() == "run: |"]
i = starts[int(sys.argv[1])] + 1
body = []
while i < len(lines) and (lines[i].startswith("        ") or not lines[i].strip()):
    body.append(lines[i][8:]); i += 1
print("\n".join(body))
PY
}
sim=$work/runner
mkdir -p "$sim/bin" "$sim/temp" "$sim/dumps"
cat > "$sim/bin/gh" <<EOF
#!/bin/sh
echo "\$*" > "$sim/gh.args"
while [ \$# -gt 0 ]; do [ "\$1" = --dir ] && dir=\$2; shift; done
cp "$(readlink -f "$tarball")" "$(readlink -f "$tarball").sha256" "\$dir/"
EOF
chmod +x "$sim/bin/gh"
action_step 0 > "$sim/download.sh"
action_step 1 > "$sim/lint.sh"
env -i PATH="$sim/bin:/usr/bin:/bin" RUNNER_TEMP="$sim/temp" GITHUB_PATH="$sim/path" GH_TOKEN=token \
  INPUT_VERSION= INPUT_REPOSITORY= ACTION_REPOSITORY=a11ylint/a11ylint ACTION_REF=v0.1.0 bash "$sim/download.sh" > "$sim/download.out"
grep -q '^release download v0.1.0 --repo a11ylint/a11ylint ' "$sim/gh.args" || { echo "error: the action asked gh for: $(cat "$sim/gh.args")"; exit 1; }
cp examples/wifi-settings.xml "$sim/dumps/"
(cd "$sim" && env -i PATH="$(cat "$sim/path"):/usr/bin:/bin" GITHUB_OUTPUT="$sim/output" INPUT_PATH=dumps/ INPUT_BASELINE= \
  INPUT_FAIL_ON=error INPUT_ARGS= INPUT_SARIF=a11ylint.sarif bash "$sim/lint.sh" > "$sim/lint.out")
grep -qx 'exit-code=1' "$sim/output" || { echo "error: the action's lint step gave $(cat "$sim/output")"; exit 1; }
grep -q '"version": "2.1.0"' "$sim/a11ylint.sarif" || { echo "error: the action's lint step wrote no SARIF"; exit 1; }
grep -q '^::error file=dumps/wifi-settings.xml' "$sim/lint.out" || { echo "error: the action's lint step wrote no annotations"; exit 1; }

echo "dist-check: $(basename "$tarball") runs without a Swift toolchain and lints examples/wifi-settings.xml (exit 1, $(grep -c . "$work/lint.txt") report lines); action.yml's download and lint steps run on it"
