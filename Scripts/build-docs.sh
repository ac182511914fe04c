#!/usr/bin/env bash
# Builds the DocC documentation of Wired with its snippets, warnings as errors, into OUTPUT (a temporary folder when
# none is given), as CI does:
#
#     bash Scripts/build-docs.sh [OUTPUT]
#
# The snippets' symbol graph comes from swift-docc-plugin's snippet-extract, built from a checkout of the plugin in a
# temporary folder: the package itself depends on nothing, and SwiftPM's `generate-documentation` needs the plugin as a
# dependency. Needs a build of the package first (`swift build`), whose module the symbol graph is extracted from.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-$(mktemp -d)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet --depth 1 --branch 1.5.0 https://github.com/swiftlang/swift-docc-plugin "$work/docc-plugin" 2> /dev/null
swift build --package-path "$work/docc-plugin" --product snippet-extract -c release > "$work/plugin-build.log" 2>&1 ||
  { cat "$work/plugin-build.log" >&2; exit 1; }

mkdir -p "$work/symbols"
"$work/docc-plugin/.build/release/snippet-extract" --output "$work/symbols/Wired-snippets.symbols.json" \
  --module-name Wired Snippets/*.swift
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
swift-symbolgraph-extract -module-name Wired -I "$(swift build --show-bin-path)/Modules" -target "$triple" \
  -output-dir "$work/symbols" -minimum-access-level public -experimental-allowed-reexported-modules=WiredChecks
docc convert Sources/Wired/Wired.docc --additional-symbol-graph-dir "$work/symbols" --output-dir "$output" \
  --fallback-display-name Wired --fallback-bundle-identifier wired --warnings-as-errors
echo "Documentation built in $output"
