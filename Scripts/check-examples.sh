#!/usr/bin/env bash
# Builds and tests the examples, for CI:
#   - Examples/Server: the Hummingbird service (builds Hummingbird and
#     SwiftNIO on first run: several minutes on 2 cores);
#   - Examples/Clients/Swift: AttributedString from the JSON;
#   - Examples/Clients/JavaScript: DOM spans from the JSON, with node
#     (skipped when node is not installed).
# Each example is a separate package with its own build folder, so the main
# package keeps zero dependencies.
#
#   Scripts/check-examples.sh            all of them
#   Scripts/check-examples.sh --clients  the client examples only (quick)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--clients" ]; then
  echo "== Examples/Server"
  swift build --package-path Examples/Server --scratch-path Examples/Server/.build-server --build-tests
  swift test --package-path Examples/Server --scratch-path Examples/Server/.build-server --skip-build
fi

echo "== Examples/Clients/Swift"
swift test --package-path Examples/Clients/Swift --scratch-path Examples/Clients/Swift/.build-client

echo "== Examples/Clients/JavaScript"
if command -v node > /dev/null; then
  node Examples/Clients/JavaScript/test.mjs
else
  echo "node not found: JavaScript client example skipped"
fi
