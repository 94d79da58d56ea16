#!/usr/bin/env bash
# web-build.sh: builds the web edition into build/web (make web): the page,
# the wasm and its gzipped copy, Go's wasm_exec.js, the icon and the web
# manifest. Any static host can serve the folder; "make serve" does on
# http://127.0.0.1:8080.
#
# What keeps the download small (see README, "The web edition"): the
# window only (main_js.go leaves out the command line), -s -w, Fyne's
# no_emoji tag (its 4 MB emoji font) and no_metadata tag (its TOML reader
# for FyneApp.toml, which a page cannot read: main_js.go sets the
# metadata), one face of the bundled font
# (assets/fonts_js.go), and trimmed copies of gonum/plot and Fyne (below).
# The page fetches the .gz itself from a host that does not compress.
#
# Usage: scripts/web-build.sh [OUTDIR]    (default build/web)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=${1:-build/web}
go=${GO:-go}
mkdir -p "$out" build

# patch copies the module $1 into build/$2 for the web build, without its
# tests, and prints the copy's folder; web-go.mod replaces the module with
# it (go build -overlay may not touch the module cache). The project's
# go.mod and go.sum stay as they are.
patch() {
	local from to
	from=$($go list -m -f '{{.Dir}}' "$1")
	to=$root/build/$2
	rm -rf "$to" && mkdir -p "$to"
	cp -r "$from/." "$to"
	chmod -R u+w "$to"
	find "$to" -name testdata -type d -prune -exec rm -rf {} +
	find "$to" -name '*_test.go' -delete
	echo "$to"
}

# gonum/plot: web/_overlay/liberation.go for its Liberation faces; no
# vgall.go, which links every vector format in (EPS and TeX, which the app
# never writes; figure imports the SVG and PDF ones it uses); no LaTeX text
# handler (text/latex.go), which brings go-latex and four Go fonts.
plot=$(patch gonum.org/v1/plot web-plot)
cp web/_overlay/liberation.go "$plot/font/liberation/liberation.go"
rm "$plot/vgall.go" "$plot/text/latex.go"

# Fyne: the app draws all text in its own font (ui/theme.go), but Fyne's
# Noto Sans (four faces) and DejaVu Sans Mono stay linked in, 2.2 MB. In
# the copy they are its 9 KB symbol face: they are only a fallback for a
# glyph the app's font lacks (a user's Cyrillic, say, then drawn as boxes).
fyne=$(patch fyne.io/fyne/v2 web-fyne)
for f in NotoSans-Regular NotoSans-Bold NotoSans-Italic NotoSans-BoldItalic DejaVuSansMono-Powerline; do
	cp "$fyne/theme/font/InterSymbols-Regular.ttf" "$fyne/theme/font/$f.ttf"
done

# Nor does the app read http:// or https:// addresses through Fyne's
# storage, whose handler for them links net/http and crypto/tls in, about
# 5 MB: the copy's app.go does not register it.
app=$fyne/app/app.go
if [ "$(grep -c 'httpHandler' "$app")" != 3 ]; then
	echo "web-build: $app has changed: see the http handler's patch in $0" >&2
	exit 1
fi
sed -i -e '/httpHandler/d' -e 's#^\tintRepo "fyne.io/fyne/v2/internal/repository"#\t_ "fyne.io/fyne/v2/internal/repository"#' \
	-e 's#^\t"fyne.io/fyne/v2/storage/repository"#\t_ "fyne.io/fyne/v2/storage/repository"#' "$app"

cp go.mod build/web-go.mod
cp go.sum build/web-go.sum
printf '\nreplace gonum.org/v1/plot => %s\n' "$plot" >>build/web-go.mod
printf '\nreplace fyne.io/fyne/v2 => %s\n' "$fyne" >>build/web-go.mod

GOOS=js GOARCH=wasm $go build -modfile=build/web-go.mod -tags no_emoji,no_metadata -trimpath -ldflags='-s -w' \
	-o "$out/perceptronlab.wasm" .
gzip -9 -n -f -k "$out/perceptronlab.wasm"

size=$(stat -c %s "$out/perceptronlab.wasm")
gzsize=$(stat -c %s "$out/perceptronlab.wasm.gz")
sed -e "s/@WASM_SIZE@/$size/" -e "s/@WASM_GZ_SIZE@/$gzsize/" web/index.html >"$out/index.html"
cp web/manifest.json "$out/manifest.json"
cp assets/icon.png "$out/icon.png"
cp "$($go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
gzip -9 -n -f -k "$out/wasm_exec.js"
echo "web-build: $out: perceptronlab.wasm $((size / 1024)) KiB, gzipped $(($(stat -c %s "$out/perceptronlab.wasm.gz") / 1024)) KiB"
