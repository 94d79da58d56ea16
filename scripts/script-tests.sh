#!/usr/bin/env bash
# script-tests.sh: tests the scripts' own safety (make test runs it): that a
# path a script derives from a command or a variable is checked before it
# is used, so that an empty module cache, an empty variable or a failing
# mktemp stops the script instead of turning a path into "/".
#
# Every test runs the script against fakes: a fake go, fake cp, mkdir,
# chmod, apt-get and sudo that record their arguments, so that even a
# regression touches nothing outside a temporary folder.
# The fakes are shell scripts written with printf: their $* is theirs.
# shellcheck disable=SC2016
set -euo pipefail
shopt -s inherit_errexit
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
[ -d "${tmp:?}" ]
trap 'rm -rf "${tmp:?}"' EXIT
passed=0 failed=0

pass() { echo "script-tests: ok   $1"; passed=$((passed + 1)); }
fail() { echo "script-tests: FAIL $1"; failed=$((failed + 1)); }

# fakebin DIR NAME…: puts into DIR a command NAME that appends its name and
# arguments to DIR/calls and succeeds.
fakebin() {
	local dir=$1 name
	shift
	mkdir -p "$dir"
	for name in "$@"; do
		printf '#!/bin/sh\necho "%s $*" >>"%s/calls"\n' "$name" "$dir" >"$dir/$name"
		chmod +x "$dir/$name"
	done
}

# fakerepo DIR: a checkout with go.mod and the scripts, nothing else, so
# that a script's build/ folder is DIR's.
fakerepo() {
	mkdir -p "$1/scripts"
	cp "$root/go.mod" "$root/go.sum" "$1/"
	cp "$root"/scripts/*.sh "$1/scripts/"
}

# web-build.sh, when "go list -m" prints an empty line for a module that is
# not in the cache (it does, and exits 0): it must stop before any cp.
webbuild_empty_dir() {
	local repo=$tmp/wb1 bin=$tmp/wb1bin out code=0
	fakerepo "$repo"
	fakebin "$bin" cp rm chmod find
	printf '#!/bin/sh\necho "go $*" >>"%s/calls"\n[ "$1 $2" = "list -m" ] && echo ""\nexit 0\n' "$bin" >"$bin/go"
	chmod +x "$bin/go"
	out=$(PATH=$bin:$PATH GO=go "$repo/scripts/web-build.sh" "$repo/build/web" 2>&1) || code=$?
	if [ "$code" = 0 ]; then
		fail "web-build.sh with an empty module folder exited 0"
	elif grep -q '^cp ' "$bin/calls"; then
		fail "web-build.sh with an empty module folder copied: $(grep '^cp ' "$bin/calls" | head -1)"
	elif ! grep -q 'no module folder for gonum.org/v1/plot' <<<"$out"; then
		fail "web-build.sh with an empty module folder said: $out"
	else
		pass "web-build.sh stops when go list -m gives no folder"
	fi
}

# web-build.sh with a real go, an empty module cache and no proxy: the
# download fails, and so must the script, before any cp.
webbuild_empty_cache() {
	local repo=$tmp/wb2 bin=$tmp/wb2bin cache=$tmp/wb2cache code=0
	fakerepo "$repo"
	fakebin "$bin" cp
	mkdir -p "$cache"
	PATH=$bin:$PATH GOMODCACHE=$cache GOPROXY=off GOFLAGS=-mod=mod \
		"$repo/scripts/web-build.sh" "$repo/build/web" >/dev/null 2>&1 || code=$?
	if [ "$code" = 0 ]; then
		fail "web-build.sh with an empty module cache and no proxy exited 0"
	elif [ -e "$bin/calls" ]; then
		fail "web-build.sh with an empty module cache copied: $(head -1 "$bin/calls")"
	else
		pass "web-build.sh stops on an empty module cache it cannot fill"
	fi
	chmod -R u+w "$cache" 2>/dev/null || true
}

# fresh_home when mktemp fails (TMPDIR names a missing folder): it must
# fail without making or changing any folder.
fresh_home_no_tmp() {
	local code=0 out
	out=$(
		mkdir() { echo "mkdir $*" >>"$tmp/fh.calls"; }
		chmod() { echo "chmod $*" >>"$tmp/fh.calls"; }
		# shellcheck source=scripts/window-lib.sh
		. "$root/scripts/window-lib.sh"
		TMPDIR=$tmp/missing fresh_home 2>/dev/null
	) || code=$?
	if [ "$code" = 0 ] || [ -n "$out" ]; then
		fail "fresh_home without a temporary folder gave \"$out\" (exit $code)"
	elif [ -e "$tmp/fh.calls" ]; then
		fail "fresh_home without a temporary folder ran: $(head -1 "$tmp/fh.calls")"
	else
		pass "fresh_home fails cleanly when mktemp fails"
	fi
}

# start_app with an empty HOME: it must refuse, not start the app on /.
start_app_empty_home() {
	local code=0
	(
		# shellcheck source=scripts/window-lib.sh
		. "$root/scripts/window-lib.sh"
		cd "$tmp"
		start_app "" C.UTF-8 "$tmp/sa.log"
	) >/dev/null 2>&1 || code=$?
	if [ "$code" = 0 ]; then
		fail "start_app with an empty HOME succeeded"
	else
		pass "start_app refuses an empty HOME"
	fi
}

# Scripts that make a temporary folder must stop when mktemp fails, and
# write nothing into the folder they were started from.
no_tmp() {
	local script=$1 dir=$tmp/nt-${1%.sh} code=0
	mkdir -p "$dir"
	(cd "$dir" && TMPDIR=$tmp/missing BIN=/bin/false timeout 60 "$root/scripts/$script" /bin/false) >/dev/null 2>&1 || code=$?
	if [ "$code" = 0 ]; then
		fail "$script without a temporary folder exited 0"
	elif [ -n "$(find "$dir" -mindepth 1 -maxdepth 1)" ]; then
		fail "$script without a temporary folder wrote into its working folder: $(find "$dir" -mindepth 1 -maxdepth 1 | head -3)"
	else
		pass "$script stops when mktemp fails"
	fi
}

# deps.sh: make run installs only the window's packages, make test's
# service (nginx) is installed under a policy-rc.d that forbids starting it.
deps_lists() {
	local bin=$tmp/depsbin what ok=1
	fakebin "$bin" apt-get sudo tee chmod rm systemctl update-rc.d
	printf '#!/bin/sh\nexit 1\n' >"$bin/dpkg-query" # nothing is installed
	printf '#!/bin/sh\necho 1000\n' >"$bin/id"       # not root: through sudo
	chmod +x "$bin/dpkg-query" "$bin/id"
	for what in window test; do
		rm -f "$bin/calls"
		PATH=$bin:$PATH "$root/scripts/deps.sh" "$what" >/dev/null 2>&1 || { fail "deps.sh $what failed"; ok=0; continue; }
		local install
		install=$(grep -m1 'apt-get install' "$bin/calls" || true)
		case $what in
		window)
			if [ -z "$install" ] || grep -qE 'nginx|chromium|xvfb|sklearn' <<<"$install"; then
				fail "deps.sh window installs more than the window needs: $install"
				ok=0
			fi
			;;
		test)
			if ! grep -q nginx-light <<<"$install"; then
				fail "deps.sh test does not install nginx-light: $install"
				ok=0
			elif [ ! -e /usr/sbin/policy-rc.d ] &&
				! grep 'tee /usr/sbin/policy-rc.d\|apt-get install' "$bin/calls" | head -1 | grep -q policy-rc.d; then
				fail "deps.sh test installs before forbidding service starts"
				ok=0
			fi
			;;
		esac
	done
	if PATH=$bin:$PATH "$root/scripts/deps.sh" "" >/dev/null 2>&1; then
		fail "deps.sh with no group exited 0"
		ok=0
	fi
	[ "$ok" = 0 ] || pass "deps.sh: the window's packages for run, a service never started for test"
}

webbuild_empty_dir
webbuild_empty_cache
fresh_home_no_tmp
start_app_empty_home
no_tmp ulimit-check.sh
no_tmp sweep21.sh
no_tmp bench_cv.sh
no_tmp bench_knn.sh
no_tmp bench_nb.sh
no_tmp bench_sklearn.sh
deps_lists
echo "script-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
