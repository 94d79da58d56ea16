# Perceptron Lab. "make run" opens the app, "make test" checks everything,
# "make bench" measures. Debian packages are installed only when missing.

GO          ?= go
BIN         := perceptronlab
# The tools are pinned by the tool lines of go.mod (go get -tool …@vX).
STATICCHECK := $(GO) tool staticcheck
FYNE        := $(GO) tool fyne
# The Debian packages each target needs are installed by scripts/deps.sh,
# only when missing: "window" for make run (Fyne's cgo build), "web" for
# the web face's subsetter, "test" for everything make test runs (Xvfb,
# shellcheck, the peers, the browser, nginx). No service is left running.

.PHONY: deps deps-window deps-web run build test bench package web serve

deps:
	scripts/deps.sh test

deps-window:
	scripts/deps.sh window

deps-web:
	scripts/deps.sh web

# Two binaries (see launch/launch.go): $(BIN), built without cgo, runs the
# subcommands and hands the process to $(BIN)-window, the cgo build with
# the window, when given none. A subcommand thus starts without Fyne's
# initialisation. TAGS=accessibility: Fyne's screen-reader support, on
# Windows and macOS (Linux gets no-op stubs); the plane reads as text
# (canvas/accessible.go).
build:
	$(GO) build $(if $(TAGS),-tags $(TAGS)) -o $(BIN)-window .
	CGO_ENABLED=0 $(GO) build -o $(BIN) .

run: deps-window build
	./$(BIN)

# FYNE_CACHE: Fyne's caches date new entries by a clock that only a paint
# event moves; the test driver rarely paints, so in a test binary that runs
# past a minute fresh renderers were taken for expired and destroyed mid-test
# (a golden image drawn half-empty, about one run in five). An hour keeps
# them for the whole run. -timeout 25m: the browser tests (webtest) drive
# Chromium on software GL, about 5 minutes on a quiet 2-core machine and
# over 10 (go test's default limit) on a loaded one.
test: deps web
	shellcheck scripts/*.sh .ci/run
	scripts/script-tests.sh
	@unformatted=$$(git ls-files -z '*.go' | xargs -0 gofmt -l); \
	if [ -n "$$unformatted" ]; then echo "gofmt -l lists:"; echo "$$unformatted"; exit 1; fi
	@$(GO) mod tidy -diff || { echo "go.mod or go.sum is not tidy: run go mod tidy"; exit 1; }
	$(GO) vet ./...
	$(STATICCHECK) ./...
	@# The browser's build too; U1000 is left out because some helpers are
	@# used only by the tests, which are the desktop's.
	GOOS=js GOARCH=wasm $$($(GO) tool -n staticcheck) -tests=false -checks=inherit,-U1000 ./...
	scripts/headless-deps.sh
	FYNE_CACHE=1h $(GO) test -race -timeout 25m ./...
	scripts/fuzz-smoke.sh
	scripts/ulimit-check.sh
	$(MAKE) --no-print-directory build GO="$(GO)"
	./$(BIN) train --json assets/examples/lihang21.csv
	./$(BIN) analyze assets/examples/lihang21.csv
	scripts/realwindow.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The Linux desktop package, build/Perceptron Lab.tar.xz: both binaries, a
# .desktop file that starts the window, the icon and an install Makefile.
package: deps-window build
	GO="$(GO)" scripts/package.sh

# The web edition: build/web holds the page, the wasm and its gzipped copy,
# wasm_exec.js, the icon and the manifest; any static host can serve it.
# "make serve" serves it on http://127.0.0.1:8080. The web edition's font is
# LabSans with fewer hanzi, made again when the font or a translation changes.
web: deps-web assets/fonts/LabSans-Web.ttf assets/fonts/LabSans-Latin.ttf
	scripts/web-build.sh build/web

serve:
	$(GO) run ./cmd/serve -dir build/web

assets/fonts/LabSans-Web.ttf assets/fonts/LabSans-Latin.ttf &: assets/fonts/LabSans.ttf $(wildcard assets/translations/*.json) scripts/make-web-font.py
	/usr/bin/python3 scripts/make-web-font.py
