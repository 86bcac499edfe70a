#!/usr/bin/env bash
# make dist: a self-contained Linux build of the CLI, packed as
#   dist/a11ylint-<version>-linux-<arch>.tar.gz
# holding bin/a11ylint, the man page (share/man/man1/a11ylint.1, from swift-argument-parser's
# generate-manual plugin), bash / zsh / fish completions (share/…), README.md and the example dump.
#
# Self-contained means: Swift's standard library and Foundation linked statically
# (--static-swift-stdlib), and libxml2 with what it needs (ICU, zlib, liblzma) linked statically
# from Debian's libxml2-dev, libicu-dev, zlib1g-dev and liblzma-dev archives (.a). The executable
# then needs only glibc, libstdc++ and libgcc_s, which every glibc Linux has; scripts/dist-check.sh
# proves it by running the packed binary with the toolchain and those libraries hidden.
#
# How libxml2 is made static: the module map links "xml2" (-lxml2). A linker script named
# libxml2.so in a folder searched first (-L) turns that -lxml2 into a GROUP of the static archives,
# so no flag order matters and nothing in Package.swift changes for ordinary builds.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
out=${DIST_DIR:-dist}
arch=$(uname -m)

static_dir=$PWD/.build-dist/static-libs
mkdir -p "$static_dir"
# The static archives of a pkg-config package and of what `pkg-config --static` says it needs
# (libxml-2.0: -licui18n -licuuc -licudata -lz -llzma -lm; libpng: -lpng16 -lz -lm), into the
# array `archives`; a missing one is an error naming the -dev packages ($2) that ship it.
static_archives() {
  local package=$1 packages=$2 libdir name archive missing=()
  libdir=$(pkg-config --variable=libdir "$package")
  archives=()
  for flag in $(pkg-config --static --libs-only-l "$package"); do
    name=${flag#-l}
    case $name in m|dl|pthread|rt|c) continue ;; esac
    archive=$libdir/lib$name.a
    [ -f "$archive" ] || archive=$(find /usr/lib /usr/local/lib -name "lib$name.a" 2>/dev/null | head -n 1)
    if [ -n "$archive" ] && [ -f "$archive" ]; then archives+=("$archive"); else missing+=("lib$name.a"); fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "error: no static archive for ${missing[*]}: install the -dev packages that ship them (Debian: $packages)" >&2
    exit 2
  fi
}
static_archives libxml-2.0 "libxml2-dev, libicu-dev, zlib1g-dev, liblzma-dev"
# ICU is C++: its archives need libstdc++ (shared, as glibc is).
echo "GROUP ( ${archives[*]} -lm -lstdc++ )" > "$static_dir/libxml2.so"
# SwiftPM puts the -L of libxml-2.0.pc (the system's library folder) before any -Xlinker -L, so
# the static build reads a libxml-2.0.pc of its own whose only -L is the folder of that script.
pc_dir=$PWD/.build-dist/pkgconfig
mkdir -p "$pc_dir"
cat > "$pc_dir/libxml-2.0.pc" <<EOF
Name: libXML
Version: $(pkg-config --modversion libxml-2.0)
Description: libxml2 and its dependencies as static archives (make dist)
Libs: -L$static_dir -lxml2
Cflags: $(pkg-config --cflags libxml-2.0)
EOF

# libpng the same way (the screenshot decoder links "png16"): its archive and zlib's, behind a
# linker script named libpng16.so in the same folder, and a libpng.pc whose only -L is that folder.
static_archives libpng "libpng-dev, zlib1g-dev"
echo "GROUP ( ${archives[*]} -lm )" > "$static_dir/libpng16.so"
cat > "$pc_dir/libpng.pc" <<EOF
Name: libpng
Version: $(pkg-config --modversion libpng)
Description: libpng and zlib as static archives (make dist)
Libs: -L$static_dir -lpng16
Cflags: $(pkg-config --cflags libpng)
EOF

start=$(date +%s)
# The man page: the plugin builds every product first, in debug by default (after `make test` that
# build is already there). The static release build has a scratch folder of its own: its compile
# commands differ from an ordinary release build's (-static-stdlib), so sharing .build would
# rebuild each from scratch every time the other ran.
echo "generating the man page (swift package plugin generate-manual, ${MAN_CONFIGURATION:-debug})"
$SWIFT package plugin generate-manual --configuration "${MAN_CONFIGURATION:-debug}" \
  --authors "the a11ylint authors" --section 1 >/dev/null
manual=.build/plugins/GenerateManual/outputs/a11ylint/a11ylint.1
[ -s "$manual" ] || { echo "error: generate-manual made no $manual" >&2; exit 1; }
# A blank line in a subcommand's discussion becomes a blank mdoc line, which man warns about: a
# paragraph break (.Pp) is what it means.
sed -i 's/^$/.Pp/' "$manual"
man_done=$(date +%s)

echo "building a11ylint (release, static Swift standard library, static libxml2 and libpng) in .build-dist"
static=(-c release --static-swift-stdlib --product a11ylint --scratch-path .build-dist -Xlinker -L"$static_dir")
PKG_CONFIG_PATH=$pc_dir $SWIFT build "${static[@]}"
bin=$(PKG_CONFIG_PATH=$pc_dir $SWIFT build "${static[@]}" --show-bin-path)/a11ylint

# Nothing outside libc, libm, libstdc++ and libgcc_s may remain.
unexpected=$(ldd "$bin" | awk '{print $1}' | grep -Ev '^(linux-vdso\.so|/lib64/ld-linux|ld-linux|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|libpthread\.so|libdl\.so|librt\.so)' || true)
if [ -n "$unexpected" ]; then
  echo "error: the executable still needs shared libraries beyond glibc and libstdc++:" >&2
  echo "$unexpected" >&2
  exit 1
fi

version=$("$bin" --version)
name=a11ylint-$version-linux-$arch
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/$name
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" "$root/share/doc/a11ylint"
install -m 755 "$bin" "$root/bin/a11ylint"
strip "$root/bin/a11ylint"
install -m 644 "$manual" "$root/share/man/man1/a11ylint.1"
"$bin" --generate-completion-script bash > "$root/share/bash-completion/completions/a11ylint"
"$bin" --generate-completion-script zsh > "$root/share/zsh/site-functions/_a11ylint"
"$bin" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/a11ylint.fish"
install -m 644 README.md examples/wifi-settings.xml "$root/share/doc/a11ylint/"

mkdir -p "$out"
tar -C "$stage" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
glibc=$(objdump -T "$root/bin/a11ylint" | grep -o 'GLIBC_[0-9.]*' | sort -t. -k1,1 -k2,2n -u -V | tail -n 1)
echo "$out/$name.tar.gz: $(du -h "$out/$name.tar.gz" | cut -f1), executable $(du -h "$root/bin/a11ylint" | cut -f1) (needs $glibc or newer, libstdc++); man page $(( man_done - start )) s, static build $(( $(date +%s) - man_done )) s"
