#!/usr/bin/env bash
# screens.sh: screenshots of the real window for issue 5. For each screen
# size it starts the real perceptronlab binary under Xvfb on Li Hang's
# Example 2.1 (the book's order: every scan starts again from x1), with a
# fresh HOME each time, switches projector mode on with the P key where
# asked, steps three times with Space, and captures the screen.
#
# The variants, each in light and dark:
#   en          English, normal mode (for comparison)
#   zh          Chinese (LANG=zh_CN.UTF-8: the app follows the locale)
#   projector   English, projector mode
#   zh-projector Chinese and projector mode at once
#   zh-export   Chinese, with the Export figure dialog open (Ctrl+E)
#
# Usage: scripts/screens.sh [WIDTHxHEIGHT ...]   (default 1280x720 1920x1080)
#        VARIANTS="zh zh-projector" THEMES=dark scripts/screens.sh 1280x720
# Output: artifacts/screen-WxH-VARIANT-THEME.png and the app's logs
#         artifacts/screen-WxH-VARIANT-THEME.log (artifacts/ is git-ignored).
# Needs: go (with cgo), xvfb-run, xdotool, ImageMagick's import.
#
# The point of the Chinese shots is that the bundled font carries every
# glyph: run them on a machine with no system CJK font (see "fc-list
# :lang=zh"; hide fonts-noto-cjk, fonts-wqy-* and fonts-droid-fallback for
# the check). The script says which CJK fonts the system has.
set -euo pipefail
shopt -s inherit_errexit

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# shot VARIANT THEME: one screenshot on the current display.
shot() {
	local variant=$1 theme=$2
	local name="artifacts/screen-$size-$variant-$theme"
	local home lang=C.UTF-8 dark=false
	[[ $variant == zh* ]] && lang=zh_CN.UTF-8
	[ "$theme" = dark ] && dark=true
	home=$(fresh_home) || return 1
	mkdir -p "${home:?}/.config/fyne/org.perceptronlab.app"
	# The dark theme has no key: set it as View ▸ Dark theme would.
	printf '{"dark":%s}\n' "$dark" >"$home/.config/fyne/org.perceptronlab.app/preferences.json"
	start_app "$home" "$lang" "$name.log" "$session" || { echo "screens: $name failed"; kill "$app" 2>/dev/null; return 1; }
	fill_screen "$size" >/dev/null
	[[ $variant == *projector ]] && { xdotool key p; sleep 1; }
	for _ in 1 2 3; do
		xdotool key space
		sleep 0.4
	done
	[[ $variant == *export ]] && { xdotool key ctrl+e; sleep 1; }
	sleep 1.5
	import -window root "$name.png"
	kill -0 "$app" 2>/dev/null || { echo "screens: the app died:"; cat "$name.log"; return 1; }
	kill "$app"
	wait "$app" 2>/dev/null || true
	rm -rf "${home:?}"
	echo "screens: $name.png"
}

# Inside Xvfb: every variant at this size.
if [ "${SCREENS_INSIDE:-}" = 1 ]; then
	. scripts/window-lib.sh
	size=$1
	for variant in $VARIANTS; do
		for theme in $THEMES; do
			shot "$variant" "$theme"
		done
	done
	exit 0
fi

# Outside: build if needed, write the session, report the CJK fonts, and
# start one Xvfb per size.
# shellcheck source=scripts/window-lib.sh
. scripts/window-lib.sh
build_app
mkdir -p artifacts
session=$(mktemp --suffix=-lihang21.json)
trap 'rm -f "$session"' EXIT
cat >"$session" <<'EOF'
{"version": 1,
 "points": {"d": 2, "points": [{"x": [3, 3], "y": 1}, {"x": [4, 3], "y": 1}, {"x": [1, 1], "y": -1}]},
 "settings": {"form": "primal", "eta": 1, "order": "first", "seed": 1, "b0": 0, "noBias": false},
 "training": {}}
EOF
cjk=$(fc-list :lang=zh family 2>/dev/null | sort -u | paste -sd, - || true)
if [ -n "$cjk" ]; then
	echo "screens: warning: the system has CJK fonts ($cjk); a missing glyph in the bundled font would not show as a box"
else
	echo "screens: no system CJK font (fc-list :lang=zh is empty): every glyph comes from the bundled font"
fi
export SCREENS_INSIDE=1 session
export VARIANTS=${VARIANTS:-en zh projector zh-projector zh-export}
export THEMES=${THEMES:-light dark}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x720 1920x1080)
for size in "${sizes[@]}"; do
	xvfb-run -a -s "-screen 0 ${size}x24" "$0" "$size"
done
