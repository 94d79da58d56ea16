#!/usr/bin/env bash
# web-build.sh: builds the web edition into build/web (make web): the page,
# the wasm and its gzipped copy, Go's wasm_exec.js, the icon and the web
# manifest. Any static host can serve the folder; "make serve" does on
# http://127.0.0.1:8080.
#
# What keeps the download small (see README, "The web edition"): the
# window only (main_js.go leaves out the command line), -s -w, Fyne's
# no_emoji tag (its 4 MB emoji font), one face of the bundled font
# (assets/fonts_js.go), and gonum/plot's twelve Liberation faces left out
# (web/_overlay/liberation.go).
#
# Usage: scripts/web-build.sh [OUTDIR]    (default build/web)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${1:-build/web}
go=${GO:-go}
mkdir -p "$out" build

# gonum/plot with web/_overlay/liberation.go for its liberation.go, used
# through a go.mod of its own (go build -overlay may not touch the module
# cache); the project's go.mod and go.sum stay as they are.
plot=$($go list -m -f '{{.Dir}}' gonum.org/v1/plot)
patched=$root/build/web-plot
rm -rf "$patched" && mkdir -p "$patched"
cp -r "$plot/." "$patched"
chmod -R u+w "$patched"
find "$patched" -name testdata -type d -prune -exec rm -rf {} +
find "$patched" -name '*_test.go' -delete
cp web/_overlay/liberation.go "$patched/font/liberation/liberation.go"
cp go.mod build/web-go.mod
cp go.sum build/web-go.sum
printf '\nreplace gonum.org/v1/plot => %s\n' "$patched" >>build/web-go.mod

GOOS=js GOARCH=wasm $go build -modfile=build/web-go.mod -tags no_emoji,migrated_fynedo -trimpath -ldflags='-s -w' \
	-o "$out/perceptronlab.wasm" .
gzip -9 -n -f -k "$out/perceptronlab.wasm"

size=$(stat -c %s "$out/perceptronlab.wasm")
sed "s/@WASM_SIZE@/$size/" web/index.html >"$out/index.html"
cp web/manifest.json "$out/manifest.json"
cp assets/icon.png "$out/icon.png"
cp "$($go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
gzip -9 -n -f -k "$out/wasm_exec.js"
echo "web-build: $out: perceptronlab.wasm $((size / 1024)) KiB, gzipped $(($(stat -c %s "$out/perceptronlab.wasm.gz") / 1024)) KiB"
