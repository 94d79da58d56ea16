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
# metadata), one face of the bundled font, without hanzi
# (assets/fonts_js.go; the page fetches the face with them for Chinese),
# no text/template and no net/http, and trimmed copies of gonum/plot and Fyne (below).
# The page fetches the .gz itself from a host that does not compress.
#
# Usage: scripts/web-build.sh [OUTDIR]    (default build/web)
set -euo pipefail
# Failures inside $( ) stop the script too (bash does not pass -e into
# command substitutions by default).
shopt -s inherit_errexit
root=$(cd "$(dirname "$0")/.." && pwd)
cd "${root:?}"
[ -f "$root/go.mod" ] || { echo "web-build: $root holds no go.mod" >&2; exit 1; }
out=${1:-build/web}
go=${GO:-go}
mkdir -p "${out:?}" build

# moddir prints the folder of module $1 in the module cache, fetching it
# first: "go list -m" prints an empty line, and succeeds, for a module that
# is not in the cache yet. The folder must hold the module's go.mod, so
# that nothing below ever copies or deletes from anywhere else.
moddir() {
	local dir
	"$go" mod download "$1"
	dir=$("$go" list -m -f '{{.Dir}}' "$1")
	if [ -z "$dir" ] || [ ! -f "$dir/go.mod" ]; then
		echo "web-build: no module folder for $1 (go list -m says \"$dir\")" >&2
		return 1
	fi
	echo "$dir"
}

# patch copies the module $1 into build/$2 for the web build, without its
# tests, and prints the copy's folder; web-go.mod replaces the module with
# it (go build -overlay may not touch the module cache). The project's
# go.mod and go.sum stay as they are.
patch() {
	local from to
	from=$(moddir "$1")
	to=${root:?}/build/${2:?}
	rm -rf "${to:?}" && mkdir -p "$to"
	cp -r "${from:?}/." "$to"
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
: "${plot:?}"
cp web/_overlay/liberation.go "$plot/font/liberation/liberation.go"
rm "$plot/vgall.go" "$plot/text/latex.go"

# Fyne: the app draws all text in its own font (ui/theme.go), but Fyne's
# Noto Sans (four faces) and DejaVu Sans Mono stay linked in, 2.2 MB. In
# the copy they are its 9 KB symbol face: they are only a fallback for a
# glyph the app's font lacks (a user's Cyrillic, say, then drawn as boxes).
fyne=$(patch fyne.io/fyne/v2 web-fyne)
: "${fyne:?}"
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

# Nor does it fetch anything through net/http, which with crypto/tls is
# about 2 MB more (the font the page fetches itself, ui/fontload_js.go):
# Fyne's URL resources, its repository for http:// addresses, its
# notification icon's content sniffing and glfw-js's Open go.
perl -0pi -e 's/(func LoadResourceFromURLString\(urlStr string\) \(Resource, error\) \{\n).*?\n\}\n/$1\treturn nil, os.ErrNotExist \/\/ web edition: no net\/http\n}\n/s; s/\t"net\/http"\n//' "$fyne/resource.go"
rm "$fyne/internal/repository/http.go"
perl -0pi -e 's/http\.DetectContentType\(icon\)/"image\/png"/; s/\t"net\/http"\n//' "$fyne/app/app_wasm.go"

# Partial repaint (web/_overlay/fyne_damage_*.go): in a browser without a
# GPU each frame's draw calls over the whole window cost more than all the
# rest, so a frame that changes part of the window repaints only that
# part, over a drawing buffer the context preserves.
gldir=$fyne/internal/painter/gl
drvdir=$fyne/internal/driver/glfw
# once FILE TEXT: TEXT (a fixed string) must occur exactly once in FILE.
once() {
	if [ "$(grep -cF -- "$2" "$1")" != 1 ]; then
		echo "web-build: $1 has changed (\"$2\" is not there once): see the partial repaint's patch in $0" >&2
		exit 1
	fi
}
once "$drvdir/canvas.go" 'func (c *glCanvas) paint(size fyne.Size) {'
once "$gldir/painter.go" 'type painter struct {'
once "$gldir/painter.go" 'func (p *painter) Free(obj fyne.CanvasObject) {'
once "$gldir/painter.go" '	p.ctx.Scissor(int32(x), int32(y), int32(w), int32(h))'
once "$gldir/painter.go" '	p.ctx.Disable(scissorTest)'
once "$drvdir/glfw_wasm.go" '	glfw.WindowHint(glfw.AlphaBits, 8)'
sed -i 's/^func (c \*glCanvas) paint(size fyne.Size) {$/func (c *glCanvas) paintFull(size fyne.Size) {/' "$drvdir/canvas.go"
sed -i -e 's/^type painter struct {$/&\n\tdamage damageState/' \
	-e 's/^func (p \*painter) Free(obj fyne.CanvasObject) {$/&\n\tp.noteFreed(obj)/' \
	-e 's/^\tp.ctx.Scissor(int32(x), int32(y), int32(w), int32(h))$/\tx, y, w, h = p.clipToDamage(x, y, w, h)\n&/' \
	-e 's/^\tp.ctx.Disable(scissorTest)$/\tif p.restoreDamage() {\n\t\treturn\n\t}\n&/' "$gldir/painter.go"
sed -i 's/^\tglfw.WindowHint(glfw.AlphaBits, 8)$/&\n\tglfw.WindowHint(glfw.PreserveDrawingBuffer, 1) \/\/ partial repaint/' "$drvdir/glfw_wasm.go"
once "$drvdir/canvas.go" 'func (c *glCanvas) paintFull(size fyne.Size) {'
once "$gldir/painter.go" '	p.noteFreed(obj)'
once "$gldir/painter.go" '	x, y, w, h = p.clipToDamage(x, y, w, h)'
once "$gldir/painter.go" '	if p.restoreDamage() {'
once "$drvdir/glfw_wasm.go" 'glfw.PreserveDrawingBuffer, 1'
cp web/_overlay/fyne_damage_canvas.go "$drvdir/damage_wasm.go"
cp web/_overlay/fyne_damage_painter.go "$gldir/damage_wasm.go"

glfw=$(patch github.com/fyne-io/glfw-js web-glfw-js)
: "${glfw:?}"
perl -0pi -e 's/(func Open\(name string\) \(io.ReadCloser, error\) \{\n).*?\n\}\n/$1\treturn nil, fmt.Errorf("web edition: cannot open %s", name)\n}\n/s; s/\t"net\/http"\n//' "$glfw/browser_wasm.go"
if grep -q '"net/http"' "$fyne/resource.go" "$fyne/app/app_wasm.go" "$glfw/browser_wasm.go"; then
	echo "web-build: Fyne or glfw-js has changed: see the net/http patches in $0" >&2
	exit 1
fi

# go-i18n (Fyne's translations) and Fyne's lang without text/template: a
# program that links it keeps every exported method of every type, used or
# not (about 3 MB). web/_overlay/text_parser.go fills in {{.Name}} itself.
i18n=$(patch github.com/nicksnyder/go-i18n/v2 web-go-i18n)
: "${i18n:?}"
cp web/_overlay/text_parser.go "$i18n/i18n/template/text_parser.go"
sed -i -e '/texttemplate "text\/template"/d' -e 's/texttemplate\.FuncMap/map[string]any/' "$i18n/i18n/localizer.go" "$i18n/i18n/message_template.go"
perl -0pi -e 's/(func fallbackWithData\(key, fallback string, data any\) string \{\n).*?\n\}\n/$1\treturn i18ntemplate.Substitute(fallback, data)\n}\n/s; s/\t"text\/template"\n//; s/\t"log"\n//; s/\t"strings"\n//; s/(\t"github.com\/nicksnyder\/go-i18n\/v2\/i18n"\n)/$1\ti18ntemplate "github.com\/nicksnyder\/go-i18n\/v2\/i18n\/template"\n/' "$fyne/lang/lang.go"
rm -rf "$i18n/internal/plural/codegen"

cp go.mod build/web-go.mod
cp go.sum build/web-go.sum
{
	printf '\nreplace gonum.org/v1/plot => %s\n' "$plot"
	printf '\nreplace fyne.io/fyne/v2 => %s\n' "$fyne"
	printf '\nreplace github.com/fyne-io/glfw-js => %s\n' "$glfw"
	printf '\nreplace github.com/nicksnyder/go-i18n/v2 => %s\n' "$i18n"
} >>build/web-go.mod

GOOS=js GOARCH=wasm "$go" build -modfile=build/web-go.mod -tags no_emoji,no_metadata -trimpath -ldflags='-s -w' \
	-o "$out/perceptronlab.wasm" .
gzip -9 -n -f -k "$out/perceptronlab.wasm"

size=$(stat -c %s "$out/perceptronlab.wasm")
gzsize=$(stat -c %s "$out/perceptronlab.wasm.gz")
sed -e "s/@WASM_SIZE@/$size/" -e "s/@WASM_GZ_SIZE@/$gzsize/" -e "s/@WEB_FONT@/LabSans-Web.ttf/" web/index.html >"$out/index.html"
# The face with hanzi, which the page fetches when Chinese is chosen
# (ui/fontload_js.go); the wasm carries the face without.
cp assets/fonts/LabSans-Web.ttf "$out/LabSans-Web.ttf"
gzip -9 -n -f -k "$out/LabSans-Web.ttf"
cp web/manifest.json "$out/manifest.json"
cp assets/icon.png "$out/icon.png"
goroot=$("$go" env GOROOT)
cp "${goroot:?}/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
gzip -9 -n -f -k "$out/wasm_exec.js"
echo "web-build: $out: perceptronlab.wasm $((size / 1024)) KiB, gzipped $(($(stat -c %s "$out/perceptronlab.wasm.gz") / 1024)) KiB"
