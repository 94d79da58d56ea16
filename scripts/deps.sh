#!/usr/bin/env bash
# deps.sh: installs the Debian packages one make target needs, only those
# missing, with apt-get (through sudo when not root).
#
#   scripts/deps.sh window   # make run: Fyne's cgo build (GLFW 3.4, X11 and Wayland)
#   scripts/deps.sh web      # make web: the font subsetter of the web face
#   scripts/deps.sh test     # make test: all of the above, Xvfb and its tools,
#                            # shellcheck, the peers the tests compare against,
#                            # the browser the web test drives, and nginx
#
# No system service is started or left enabled: packages that ship one
# (nginx-light) are installed under a policy-rc.d that forbids starting it,
# and their service is disabled afterwards. The web test starts its own
# nginx on loopback with its own configuration.
set -euo pipefail
shopt -s inherit_errexit

window=(gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev)
web=(python3-fonttools)
test=("${window[@]}" "${web[@]}" xvfb xdotool imagemagick shellcheck
	python3-sklearn python3-numpy libsvm-tools chromium nginx-light)
# Packages whose install would start and enable a system service.
services=(nginx)

case ${1:-} in
window) want=("${window[@]}") ;;
web) want=("${web[@]}") ;;
test) want=("${test[@]}") ;;
*)
	echo "usage: scripts/deps.sh window|web|test" >&2
	exit 2
	;;
esac

missing=()
for p in "${want[@]}"; do
	if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
		missing+=("$p")
	fi
done
[ ${#missing[@]} -gt 0 ] || exit 0

sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
echo "scripts/deps.sh: installing ${missing[*]}"

# policy-rc.d answers 101 ("action forbidden") to every service start that
# a package's install asks for; it is removed again unless it was there.
policy=/usr/sbin/policy-rc.d
own_policy=""
if [ ! -e "$policy" ]; then
	printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
	"${sudo[@]}" chmod 755 "$policy"
	own_policy=1
fi
cleanup() { [ -z "$own_policy" ] || "${sudo[@]}" rm -f "$policy"; }
trap cleanup EXIT

"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"

for s in "${services[@]}"; do
	[ -e "/lib/systemd/system/$s.service" ] || [ -e "/etc/init.d/$s" ] || continue
	if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
		"${sudo[@]}" systemctl disable --now "$s" 2>/dev/null || true
	fi
	if command -v update-rc.d >/dev/null && [ -e "/etc/init.d/$s" ]; then
		"${sudo[@]}" update-rc.d "$s" disable >/dev/null 2>&1 || true
	fi
	# A unit enabled by the package's postinst without systemd running.
	"${sudo[@]}" rm -f "/etc/systemd/system/multi-user.target.wants/$s.service"
done
