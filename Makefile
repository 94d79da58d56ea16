# Perceptron Lab. "make run" opens the app, "make test" checks everything,
# "make bench" measures. Debian packages are installed only when missing.

GO          ?= go
BIN         := perceptronlab
# The tools are pinned by the tool lines of go.mod (go get -tool …@vX).
STATICCHECK := $(GO) tool staticcheck
FYNE        := $(GO) tool fyne
# Fyne's cgo build (GLFW 3.4: X11 and Wayland), the Xvfb tools the GUI tests
# and screenshots use, the peers the tests compare against, and for the web
# edition the browser its test drives and the font subsetter of its face.
DEBS := gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev \
        xvfb xdotool imagemagick python3-sklearn python3-numpy libsvm-tools \
        chromium python3-fonttools nginx-light
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: deps run build build-cli test bench package web serve

deps:
	@missing=$$(for p in $(DEBS); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing" $$missing; \
		$(SUDO) apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

# TAGS=accessibility: Fyne's screen-reader support, on Windows and macOS
# (Linux gets no-op stubs); the plane reads as text (canvas/accessible.go).
build:
	$(GO) build $(if $(TAGS),-tags $(TAGS)) -o $(BIN) .

# The headless build: every subcommand, no window, no cgo.
build-cli:
	CGO_ENABLED=0 $(GO) build -o $(BIN)-cli .

run: deps build
	./$(BIN)

# FYNE_CACHE: Fyne's caches date new entries by a clock that only a paint
# event moves; the test driver rarely paints, so in a test binary that runs
# past a minute fresh renderers were taken for expired and destroyed mid-test
# (a golden image drawn half-empty, about one run in five). An hour keeps
# them for the whole run.
test: deps web
	@unformatted=$$(gofmt -l .); \
	if [ -n "$$unformatted" ]; then echo "gofmt -l lists:"; echo "$$unformatted"; exit 1; fi
	@$(GO) mod tidy -diff || { echo "go.mod or go.sum is not tidy: run go mod tidy"; exit 1; }
	$(GO) vet ./...
	$(STATICCHECK) ./...
	@# The browser's build too; U1000 is left out because some helpers are
	@# used only by the tests, which are the desktop's.
	GOOS=js GOARCH=wasm $$($(GO) tool -n staticcheck) -tests=false -checks=inherit,-U1000 ./...
	scripts/headless-deps.sh
	FYNE_CACHE=1h $(GO) test -race ./...
	scripts/fuzz-smoke.sh
	scripts/ulimit-check.sh
	$(GO) build -o $(BIN) .
	./$(BIN) train --json assets/examples/lihang21.csv
	./$(BIN) analyze assets/examples/lihang21.csv
	scripts/realwindow.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The Linux desktop package: a tarball with the binary, a .desktop file and
# the icon, in build/. fyne package bumps Build in FyneApp.toml; it is put
# back so that packaging leaves the tree clean.
package: deps
	cp FyneApp.toml build.FyneApp.toml.keep
	$(FYNE) package -os linux -icon assets/icon.png --release; \
	status=$$?; mv build.FyneApp.toml.keep FyneApp.toml; exit $$status
	mkdir -p build && mv "Perceptron Lab.tar.xz" build/
	@echo "make package: build/Perceptron Lab.tar.xz"

# The web edition: build/web holds the page, the wasm and its gzipped copy,
# wasm_exec.js, the icon and the manifest; any static host can serve it.
# "make serve" serves it on http://127.0.0.1:8080. The web edition's font is
# LabSans with fewer hanzi, made again when the font or a translation changes.
web: deps assets/fonts/LabSans-Web.ttf assets/fonts/LabSans-Latin.ttf
	scripts/web-build.sh build/web

serve:
	$(GO) run ./cmd/serve -dir build/web

assets/fonts/LabSans-Web.ttf assets/fonts/LabSans-Latin.ttf &: assets/fonts/LabSans.ttf $(wildcard assets/translations/*.json) scripts/make-web-font.py
	/usr/bin/python3 scripts/make-web-font.py
