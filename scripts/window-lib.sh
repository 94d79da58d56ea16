# shellcheck shell=bash
# window-lib.sh: how realwindow.sh and screens.sh start the real app under
# Xvfb and give its window the whole screen. Source it; it sets app (the
# app's pid) and wid (its window).

# build_app runs make build, which makes ./perceptronlab-window (the
# window, cgo) and ./perceptronlab (the subcommands; given none, it hands
# the process to the window), when either is missing or older than a Go
# file.
build_app() {
	local b
	for b in perceptronlab perceptronlab-window; do
		if [ ! -x "$b" ] || [ -n "$(find . -name '*.go' -newer "$b" -print -quit)" ]; then
			make --no-print-directory build
			return
		fi
	done
}

# fresh_home prints a new empty HOME, so that no preferences carry over and
# no autosave is offered.
fresh_home() {
	local home
	home=$(mktemp -d) || return 1
	# An empty or missing folder would make the lines below work on /.
	if [ -z "$home" ] || [ ! -d "$home" ]; then
		echo "fresh_home: mktemp -d gave no folder" >&2
		return 1
	fi
	mkdir -p "$home/.cache" "$home/.config" "$home/run"
	chmod 700 "$home/run"
	echo "$home"
}

# start_app HOME LANG LOG ARGS…: starts ./perceptronlab ARGS (which execs
# ./perceptronlab-window, keeping its pid) in the
# background with that HOME and locale, its output in LOG, and waits up to
# 60 s for its window. It fails, showing LOG, when the app exits first.
start_app() {
	local home=${1:?start_app: no HOME} lang=${2:?start_app: no locale} log=${3:?start_app: no log}
	shift 3
	HOME=$home XDG_CONFIG_HOME=$home/.config XDG_CACHE_HOME=$home/.cache XDG_RUNTIME_DIR=$home/run \
		LANG=$lang LC_ALL=$lang ./perceptronlab "$@" >"$log" 2>&1 &
	app=$! wid=""
	for _ in $(seq 1 120); do
		wid=$(xdotool search --name "Perceptron Lab" 2>/dev/null | head -n1 || true)
		[ -n "$wid" ] && return 0
		kill -0 "$app" 2>/dev/null || { echo "the app exited early:"; cat "$log"; return 1; }
		sleep 0.5
	done
	echo "no window named Perceptron Lab after 60 s"
	return 1
}

# fill_screen WxH: gives window wid the whole screen, then the focus. Fyne
# sizes its window itself once shown, so it waits, then resizes until the
# window has the screen's size.
fill_screen() {
	local size=$1 geom=""
	for _ in $(seq 1 10); do
		sleep 1
		xdotool windowmove "$wid" 0 0 windowsize "$wid" "${size%x*}" "${size#*x}"
		sleep 1
		geom=$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }')
		[ "$geom" = "$size" ] && break
	done
	echo "window size $geom"
	xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
	sleep 0.5
}
