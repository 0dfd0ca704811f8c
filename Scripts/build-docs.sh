#!/usr/bin/env bash
# Builds the DocC documentation with the toolchain's own docc (no plugin):
# the compiler writes HTMLRuns' symbol graph, then docc converts the catalog
# with it. Warnings are errors, so a broken ``link`` fails the script.
#
#   Scripts/build-docs.sh                 archive in .build-docs/HTMLRuns.doccarchive
#   Scripts/build-docs.sh --static DIR    a static website in DIR (for GitHub Pages
#                                         and the like; HOSTING_BASE_PATH sets the
#                                         base path, default htmlruns)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
symbols="$scratch/symbol-graphs"
output="$scratch/HTMLRuns.doccarchive"
static_args=()
if [ "${1:-}" = "--static" ]; then
  output="${2:?usage: Scripts/build-docs.sh [--static DIR]}"
  static_args=(--transform-for-static-hosting --hosting-base-path "${HOSTING_BASE_PATH:-htmlruns}")
fi

# The compiler writes the graph only when it compiles the module, so the
# folder is kept between runs (an up-to-date build writes nothing).
mkdir -p "$symbols"
swift build --scratch-path "$scratch" --target HTMLRuns \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols"
if [ ! -f "$symbols/HTMLRuns.symbols.json" ]; then
  echo "no symbol graph in $symbols: remove $scratch and run again" >&2
  exit 1
fi

docc=$(command -v docc || true)
[ -n "$docc" ] || docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
"$docc" convert Sources/HTMLRuns/HTMLRuns.docc \
  --additional-symbol-graph-dir "$symbols" \
  --fallback-display-name HTMLRuns \
  --fallback-bundle-identifier org.htmlruns.HTMLRuns \
  --output-path "$output" \
  --warnings-as-errors \
  "${static_args[@]}"
echo "documentation: $output"
