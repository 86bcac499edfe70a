#!/usr/bin/env bash
# make fuzz: runs every fuzz mode in turn for FUZZ_SECONDS each; fails if any input crashed, hung
# or leaked. Seeds come from Fixtures/, ../shared/corpus/ and Fuzz/seeds/; the working corpus,
# artifacts and logs go to Fuzz/work/ (not in git). A crash's input is in
# Fuzz/work/artifacts/<mode>/crash-*: turn it into a unit test (RobustnessTests).
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
modes=${FUZZ_MODES:-"uiautomator xcuitest native-xml native-json idb debugdescription compose detect config baseline"}
bin=${FUZZ_BIN:-Fuzz/.build/release/a11ylint-fuzz}
work=Fuzz/work
shared=../shared/corpus
[ -x "$bin" ] || { echo "fuzz: no harness at $bin (make fuzz builds it)"; exit 2; }

seeds() { # mode -> seed folders and files
    case "$1" in
        uiautomator) echo Fixtures/uiautomator Fixtures/announcements "$shared/android-uiautomator" "$shared/android-appium" examples ;;
        xcuitest) echo Fixtures/xcuitest "$shared/ios-appium" ;;
        native-xml) echo Fixtures/native-xml ;;
        native-json) echo Fixtures/native-json Fixtures/announcements ;;
        idb) echo Fixtures/idb "$shared/ios-idb" ;;
        debugdescription) echo Fixtures/debugdescription "$shared/ios-debugdescription" ;;
        compose) echo Fixtures/compose "$shared/compose-semantics" ;;
        detect) echo Fixtures "$shared" ;;
        config) echo Fuzz/seeds/config ;;
        baseline) echo Fuzz/seeds/baseline ;;
    esac
}
dict() {
    case "$1" in
        uiautomator|xcuitest|native-xml) echo Fuzz/dictionaries/xml.dict ;;
        native-json|idb|baseline) echo Fuzz/dictionaries/json.dict ;;
        debugdescription|compose) echo Fuzz/dictionaries/text.dict ;;
        config) echo Fuzz/dictionaries/yaml.dict ;;
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
        find "$src" -type f \( -name '*.xml' -o -name '*.json' -o -name '*.txt' -o -name '*.yml' -o -name '*.log' \) -size -128k \
            -exec sh -c 'for f; do cp "$f" "$0/seed-$(cksum < "$f" | cut -d" " -f1)"; done' "$corpus" {} +
    done
    echo "fuzz: $mode for ${seconds}s ($(ls "$corpus" | wc -l) inputs in the corpus)"
    SWIFT_BACKTRACE=enable=no A11YLINT_FUZZ_MODE="$mode" \
        ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
        "$bin" "$corpus" -dict="$(dict "$mode")" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 \
        -max_len=131072 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 > "$log" 2>&1
    status=$?
    execs=$(grep -Eo '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    found=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'leak-*' -o -name 'oom-*' \) | sort)
    summary+="$(printf '%-17s %10s executions' "$mode" "${execs:-0}")"$'\n'
    # In fork mode the parent counts what its jobs hit: "oom/timeout/crash: 0/0/0" must stay zero.
    counts=$(grep -Eo 'oom/timeout/crash: [0-9]+/[0-9]+/[0-9]+' "$log" | tail -1 | cut -d' ' -f2)
    if [ -n "$found" ] || [ "${counts:-none}" != "0/0/0" ] || ! grep -q 'INFO: exiting: 0' "$log"; then
        failed=1
        echo "fuzz: $mode FAILED (exit $status); see $log"
        [ -n "$found" ] && echo "$found" | sed 's/^/  /'
    fi
done
echo "fuzz summary (${seconds}s per mode):"
printf '%s' "$summary"
exit $failed
