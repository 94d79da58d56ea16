#!/usr/bin/env bash
# fitscreens.sh: screenshots of the curve-fitting mode (issue 18) in the real
# window under Xvfb: Bishop's ten points at M = 9 (Up key six times from
# M = 3), in English, in Chinese and in projector mode (P), then the
# cross-validation stepper at its second fold (Space three times: start,
# fold 2 after the start shows fold 1).
#
# Usage: scripts/fitscreens.sh [WIDTHxHEIGHT ...]   (default 1280x720 1920x1080)
#        BIN=/path/to/perceptronlab scripts/fitscreens.sh
# Output: artifacts/fit-WxH-VARIANT.png (artifacts/ is git-ignored).
# Needs: go (with cgo), xvfb-run, xdotool, ImageMagick's import.
set -euo pipefail
shopt -s inherit_errexit
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

shot() {
	local variant=$1 lang=C.UTF-8 home name="artifacts/fit-$size-$1"
	[[ $variant == zh* ]] && lang=zh_CN.UTF-8
	home=$(fresh_home) || return 1
	start_app "$home" "$lang" "$name.log" "fit:bishop11.csv" || return 1
	fill_screen "$size" >/dev/null
	[[ $variant == *projector ]] && { xdotool key p; sleep 1; }
	for _ in 1 2 3 4 5 6; do xdotool key Up; sleep 0.2; done
	if [[ $variant == *cv ]]; then
		for _ in 1 2; do xdotool key space; sleep 1; done
	fi
	sleep 2
	import -window root "$name.png"
	kill "$app"
	wait "$app" 2>/dev/null || true
	rm -rf "${home:?}"
	echo "fitscreens: $name.png"
}

if [ "${FITSCREENS_INSIDE:-}" = 1 ]; then
	. scripts/window-lib.sh
	size=$1
	for v in ${VARIANTS:-en zh projector zh-projector en-cv zh-cv}; do
		shot "$v" || shot "$v" # once more: a busy machine's Xvfb sometimes refuses GLFW
	done
	exit 0
fi
if [ -z "${BIN:-}" ]; then
	# shellcheck source=scripts/window-lib.sh
	. scripts/window-lib.sh
	build_app
else
	cp "$BIN" perceptronlab
fi
mkdir -p artifacts
export FITSCREENS_INSIDE=1
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x720 1920x1080)
for size in "${sizes[@]}"; do
	xvfb-run -a -s "-screen 0 ${size}x24" "$0" "$size"
done
