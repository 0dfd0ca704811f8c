#!/usr/bin/env bash
# Fuzzes the converter for SECONDS (default 60) with libFuzzer + AddressSanitizer.
# Seeds: Corpus/ and ../shared/corpus (read only); new inputs go to
# .build-fuzz/corpus, crashes and invariant failures to .build-fuzz/artifacts.
# Turn each finding into Corpus/fuzz/NAME.html + NAME.json (see Docs/Robustness.md).
# Inputs whose only broken invariant is the html output's round trip are set
# aside in .build-fuzz/round-trip (the run goes on); ROUND_TRIP=stop makes
# them stop the run like any other finding.
#   Scripts/fuzz.sh 1800            # half an hour, one worker
#   JOBS=2 Scripts/fuzz.sh 600      # more workers
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${JOBS:-1}"
scratch=.build-fuzz

# SwiftPM passes its two --sanitize flags to the compiler as two
# -sanitize= options, and the frontend keeps only one of them, not always
# the same (on a clean build it was sometimes the one without coverage
# counters, and libFuzzer then fuzzed blind). One combined option is kept
# whole; the --sanitize flags stay for the link step's fuzzer entry point.
HTMLRUNS_FUZZ=1 swift build -c release --product htmlruns-fuzz \
  --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address \
  --scratch-path "$scratch"
bin="$scratch/release/htmlruns-fuzz"
if command -v readelf >/dev/null && ! readelf -S "$bin" | grep -q __sancov_cntrs; then
  echo "error: $bin has no coverage counters; delete $scratch and build again" >&2
  exit 1
fi

mkdir -p "$scratch/corpus" "$scratch/artifacts" "$scratch/round-trip"
if [ "${ROUND_TRIP:-}" != stop ]; then export HTMLRUNS_FUZZ_ROUND_TRIP_DIR="$scratch/round-trip"; fi
seeds=("$scratch/corpus" Corpus)
shared="${HTMLRUNS_SHARED:-../shared}"
[ -d "$shared/corpus" ] && seeds+=("$shared/corpus")

# -timeout catches hangs and super-linear blow-ups; -rss_limit_mb memory ones.
"$bin" "${seeds[@]}" \
  -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" \
  -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
  -dict=Scripts/html.dict -artifact_prefix="$scratch/artifacts/" \
  -print_final_stats=1 2>&1 | tee "$scratch/fuzz-$(date +%Y%m%d-%H%M%S).log" | grep -v '^#.*\(NEW\|REDUCE\|pulse\)' || true
echo "html round-trip differences set aside: $(find "$scratch/round-trip" -type f | wc -l) (in $scratch/round-trip;"
echo "Scripts/roundtrip-minimise.py $scratch/round-trip shrinks them and groups them by shape)"
