#!/usr/bin/env bash
# make fuzz: runs every fuzz mode in turn, FUZZ_SECONDS each, the loader-only `*-load` modes
# FUZZ_LOAD_SECONDS (default half as long: they run ten times as many inputs a second); fails if
# any input crashed, hung, leaked or ran out of memory. Seeds come from Fixtures/, ../shared/corpus/
# and Fuzz/seeds/ (a loader-only mode has its pipeline twin's seeds and dictionary); the working
# corpus, artifacts and logs go to Fuzz/work/ (not in git). A crash's input is in
# Fuzz/work/artifacts/<mode>/crash-*: turn it into a unit test (RobustnessTests).
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
load_seconds=${FUZZ_LOAD_SECONDS:-$(( seconds > 1 ? seconds / 2 : 1 ))}
loaders="uiautomator xcuitest native-xml native-json idb debugdescription compose"
modes=${FUZZ_MODES:-"$loaders $(for l in $loaders; do printf '%s-load ' "$l"; done)xml-scan detect config baseline png"}
bin=${FUZZ_BIN:-Fuzz/.build/release/a11ylint-fuzz}
work=Fuzz/work
shared=../shared/corpus
[ -x "$bin" ] || { echo "fuzz: no harness at $bin (make fuzz builds it)"; exit 2; }

seeds() { # mode -> seed folders and files (a loader-only mode has its pipeline twin's)
    case "${1%-load}" in
        uiautomator) echo Fixtures/uiautomator Fixtures/announcements Fixtures/captures "$shared/android-uiautomator" "$shared/android-appium" examples ;;
        xcuitest) echo Fixtures/xcuitest "$shared/ios-appium" ;;
        native-xml) echo Fixtures/native-xml ;;
        native-json) echo Fixtures/native-json Fixtures/announcements ;;
        idb) echo Fixtures/idb "$shared/ios-idb" ;;
        debugdescription) echo Fixtures/debugdescription "$shared/ios-debugdescription" ;;
        compose) echo Fixtures/compose "$shared/compose-semantics" ;;
        xml-scan) echo Fixtures/uiautomator Fixtures/xcuitest Fixtures/native-xml Fixtures/announcements Fixtures/captures "$shared/android-uiautomator" "$shared/android-appium" "$shared/ios-appium" ;;
        detect) echo Fixtures "$shared" ;;
        config) echo Fuzz/seeds/config ;;
        baseline) echo Fuzz/seeds/baseline ;;
        png) echo Fixtures Fuzz/seeds/png ;;
    esac
}
dict() {
    case "${1%-load}" in
        uiautomator|xcuitest|native-xml) echo Fuzz/dictionaries/xml.dict ;;
        xml-scan) cat Fuzz/dictionaries/xml.dict Fuzz/dictionaries/xml-scan.dict > "$work/xml-scan.dict"; echo "$work/xml-scan.dict" ;;
        native-json|idb|baseline) echo Fuzz/dictionaries/json.dict ;;
        debugdescription|compose) echo Fuzz/dictionaries/text.dict ;;
        config) echo Fuzz/dictionaries/yaml.dict ;;
        png) echo Fuzz/dictionaries/png.dict ;;
        detect) cat Fuzz/dictionaries/xml.dict Fuzz/dictionaries/json.dict Fuzz/dictionaries/text.dict > "$work/detect.dict"; echo "$work/detect.dict" ;;
    esac
}

mkdir -p "$work"
failed=0
summary=""
for mode in $modes; do
    corpus="$work/corpus/$mode" artifacts="$work/artifacts/$mode" log="$work/$mode.log"
    mkdir -p "$corpus" "$artifacts"
    for src in $(seeds "$mode"); do
        [ -e "$src" ] || continue
        # The png mode's seeds are PNGs; every other mode's are text.
        if [ "$mode" = png ]; then names=(-name '*.png'); else names=(-name '*.xml' -o -name '*.json' -o -name '*.txt' -o -name '*.yml' -o -name '*.log'); fi
        find "$src" -type f \( "${names[@]}" \) -size -128k \
            -exec sh -c 'for f; do cp "$f" "$0/seed-$(cksum < "$f" | cut -d" " -f1)"; done' "$corpus" {} +
    done
    case "$mode" in *-load|xml-scan) time=$load_seconds ;; *) time=$seconds ;; esac
    echo "fuzz: $mode for ${time}s ($(ls "$corpus" | wc -l) inputs in the corpus)"
    start=$(date +%s)
    SWIFT_BACKTRACE=enable=no A11YLINT_FUZZ_MODE="$mode" \
        ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
        "$bin" "$corpus" -dict="$(dict "$mode")" -max_total_time="$time" -timeout=10 -rss_limit_mb=2560 \
        -max_len=131072 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 > "$log" 2>&1
    status=$?
    elapsed=$(( $(date +%s) - start ))
    # The parent's last status line sums its jobs' executions (not its own first pass over the seeds).
    execs=$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    found=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'leak-*' -o -name 'oom-*' \) | sort)
    summary+="$(printf '%-22s %9s executions in %4ss, %6s/s' "$mode" "${execs:-0}" "$elapsed" "$(( ${execs:-0} / (elapsed > 0 ? elapsed : 1) ))")"$'\n'
    # The parent counts what its jobs hit: "oom/timeout/crash: 0/0/0" must stay zero.
    counts=$(grep -Eo 'oom/timeout/crash: [0-9]+/[0-9]+/[0-9]+' "$log" | tail -1 | cut -d' ' -f2)
    if [ -n "$found" ] || [ "${counts:-none}" != "0/0/0" ] || ! grep -q 'INFO: exiting: 0' "$log"; then
        failed=1
        echo "fuzz: $mode FAILED (exit $status); see $log"
        [ -n "$found" ] && echo "$found" | sed 's/^/  /'
    fi
done
echo "fuzz summary (${seconds}s per mode, ${load_seconds}s per loader-only mode; first pass over the seeds not counted):"
printf '%s' "$summary"
exit $failed
