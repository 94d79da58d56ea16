#!/usr/bin/env bash
# realwindow.sh: the real-window test. It starts the real perceptronlab
# binary under Xvfb on Li Hang's Example 2.1, steps three times (Space) and
# back once (Shift+Space) and checks that the plane is then exactly the
# picture taken after two steps in the same run; then it presses Enter
# (Run) with xdotool, takes screenshots, and checks that the window is
# there and that Run drew the separating line and its normal vector.
#
# Usage: scripts/realwindow.sh [WIDTHxHEIGHT]   (default 1280x800)
# Output: artifacts/realwindow[-WxH]-before.png, artifacts/realwindow[-WxH].png,
#         artifacts/realwindow[-WxH]-k2.png, -k3.png and -back.png (after two
#         steps, three, and Back) and the app's log artifacts/realwindow[-WxH].log
#         (artifacts/ is git-ignored). Exits non-zero on any failure.
# Needs: go (with cgo), xvfb-run, xdotool, ImageMagick's import and convert.
set -euo pipefail
shopt -s inherit_errexit

size=${1:-1280x800}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# check_back PREFIX: steps twice and takes PREFIX-k2.png, steps once more
# (PREFIX-k3.png), goes back one update with Shift+Space (PREFIX-back.png),
# and checks that the plane after Back is the plane after two steps, pixel
# for pixel, and that the third step changed it (so the check can fail).
# The cursor waits on the status bar, so no point is hovered. The plane is
# compared inside a box that lies in it at any size: the left half of the
# window, below the toolbar and above the strip under the plane.
check_back() {
	local prefix=$1 w h crop
	w=${size%x*} h=${size#*x}
	crop="$((w / 2 - 20))x$((h / 2 - 120))+10+110"
	xdotool mousemove "$((w / 3))" "$((h - 10))"
	local step
	for step in k2 k3 back; do
		case $step in
		k2) xdotool key space; sleep 0.6; xdotool key space ;;
		k3) xdotool key space ;;
		back) xdotool key shift+space ;;
		esac
		sleep 1.5
		import -window root "$prefix-$step.png"
	done
	plane() { convert "$1" -crop "$crop" +repage "$2"; }
	plane "$prefix-k2.png" /tmp/realwindow-k2.$$.png
	plane "$prefix-k3.png" /tmp/realwindow-k3.$$.png
	plane "$prefix-back.png" /tmp/realwindow-back.$$.png
	local same moved
	same=$(compare -metric AE /tmp/realwindow-k2.$$.png /tmp/realwindow-back.$$.png null: 2>&1 || true)
	moved=$(compare -metric AE /tmp/realwindow-k2.$$.png /tmp/realwindow-k3.$$.png null: 2>&1 || true)
	rm -f /tmp/realwindow-k2.$$.png /tmp/realwindow-k3.$$.png /tmp/realwindow-back.$$.png
	echo "realwindow: plane pixels changed by step 3: $moved; after Back, differing from k = 2: $same"
	[ "${moved%% *}" -ge 500 ] || { echo "realwindow: the third step did not change the plane"; exit 1; }
	[ "${same%% *}" -eq 0 ] || { echo "realwindow: after Back the plane is not the picture after two steps"; exit 1; }
}

# Inside Xvfb: the actual test. xvfb-run calls this script again with
# REALWINDOW_INSIDE=1 on a fresh display.
if [ "${REALWINDOW_INSIDE:-}" = 1 ]; then
	suffix=""
	[ "$size" = 1280x800 ] || suffix="-$size"
	shot="artifacts/realwindow$suffix.png" before="artifacts/realwindow$suffix-before.png"
	log="artifacts/realwindow$suffix.log"

	# A fresh home: no preferences, no autosave offered, English.
	. scripts/window-lib.sh
	home=$(fresh_home)
	app=""
	trap '[ -z "$app" ] || { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; } || true; rm -rf "${home:?}"' EXIT
	start_app "$home" C.UTF-8 "$log" "$data" || { echo "realwindow: failed"; exit 1; }
	echo "realwindow: window $wid: $(xdotool getwindowname "$wid")"
	echo "realwindow: $(fill_screen "$size")"
	sleep 2
	import -window root "$before"
	check_back "artifacts/realwindow$suffix"
	xdotool key Return
	sleep 6 # Run animates at 4 updates a second: 7 updates, then a pass to confirm
	import -window root "$shot"

	kill -0 "$app" 2>/dev/null || { echo "realwindow: the app died:"; cat "$log"; exit 1; }
	xdotool search --name "Perceptron Lab" >/dev/null || { echo "realwindow: the window is gone"; exit 1; }

	# The line is near-black (#101010) and the normal vector Okabe–Ito green
	# (#009E73) in the light style. Before Run w = 0: no line, no arrow.
	# Count pixels within 10% of each colour: the painter antialiases, so
	# exact colours depend on the line's angle and width.
	count() {
		convert "$1" -fuzz 10% -transparent "$2" -alpha extract -negate -format '%[fx:round(w*h*mean)]' info:
	}
	dark0=$(count "$before" "#101010") dark1=$(count "$shot" "#101010")
	green0=$(count "$before" "#009E73") green1=$(count "$shot" "#009E73")
	echo "realwindow: line pixels $dark0 -> $dark1, normal pixels $green0 -> $green1"
	[ $((dark1 - dark0)) -ge 300 ] || { echo "realwindow: Run drew no line"; exit 1; }
	[ $((green1 - green0)) -ge 40 ] || { echo "realwindow: Run drew no normal vector"; exit 1; }
	# Fyne's own complaints about the sandbox (no dbus) are not the app's.
	if grep -v -e dbus-launch -e "theme settings" -e app_xdg.go "$log" | grep -qi error; then
		echo "realwindow: the app logged errors:"; cat "$log"
	fi
	echo "realwindow: ok, screenshot in $shot"
	exit 0
fi

# Outside: build if needed, find the data, start Xvfb.
# shellcheck source=scripts/window-lib.sh
. scripts/window-lib.sh
build_app
data=assets/examples/lihang21.csv
if [ ! -f "$data" ]; then
	data=$(mktemp --suffix=.csv)
	printf 'x1,x2,y\n3,3,1\n4,3,1\n1,1,-1\n' >"$data"
fi
mkdir -p artifacts
export REALWINDOW_INSIDE=1 data
exec xvfb-run -a -s "-screen 0 ${size}x24" "$0" "$size"
