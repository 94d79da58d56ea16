#!/usr/bin/env bash
# Checks the design's import arrows: everything headless builds without
# Fyne, its tests too (go list -deps -test), algo's chapters import only
# downwards, the window does not import the command line, and the
# command-line build without cgo says in one line that it has no window.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
headless=(./algo/... ./dataset/... ./param/... ./method/... ./typeset/... ./fileio/... ./lab/... ./scene/... ./figure/... ./report/... ./cli/...)
if fyne=$(go list -deps -test "${headless[@]}" | grep '^fyne.io/'); then
	echo "headless packages depend on Fyne:"; echo "$fyne"; exit 1
fi
# algo's tree, tests included: numeric imports no chapter, no chapter
# imports a sibling (selection, chapter 1, may use the others), and
# nothing imports algo itself, which is only the map.
for p in numeric perceptron knn bayes; do
	if up=$(go list -deps -test ./algo/$p | grep -E '^perceptronlab/algo/(numeric|perceptron|knn|bayes|selection)$' | grep -vx -e "perceptronlab/algo/$p" -e perceptronlab/algo/numeric); then
		echo "algo/$p imports a sibling chapter:"; echo "$up"; exit 1
	fi
done
imports=$(go list -f '{{join .Imports "\n"}}
{{join .TestImports "\n"}}
{{join .XTestImports "\n"}}' ./...)
if grep -qx 'perceptronlab/algo' <<<"$imports"; then
	echo "a package imports perceptronlab/algo, which holds no code (see algo/doc.go)"; exit 1
fi
if go list -deps ./ui | grep -qx 'perceptronlab/cli'; then
	echo "ui imports cli"; exit 1
fi
# ui's packages, tests included: the window (ui) stands on the methods'
# views, which stand on the shared parts below them; no view imports
# another view or the window, and the shared parts import no view. The
# views' tests stand on ui/viewtest, their test room.
uipkgs=(i18n labtheme browser kit autosave methodview viewtest figuredialog predict perceptronview nbview knnview side fitview)
below=("" "" "i18n" "i18n" "i18n kit" "i18n kit browser" "i18n kit labtheme methodview" "i18n kit" "i18n kit methodview" "i18n kit methodview" "i18n kit labtheme methodview viewtest" "i18n kit labtheme methodview viewtest" "i18n kit methodview" "i18n kit labtheme figuredialog")
for i in "${!uipkgs[@]}"; do
	p=${uipkgs[$i]}
	[ -d "ui/${p:?}" ] || { echo "headless-deps: no package ui/$p"; exit 1; }
	for dep in $(go list -deps -test "./ui/$p" | sed -n 's|^perceptronlab/ui/\([a-z0-9]*\)$|\1|p'); do
		if [ "$dep" != "$p" ] && [[ " ${below[$i]} " != *" $dep "* ]]; then
			echo "ui/$p imports ui/$dep, which is not below it"; exit 1
		fi
	done
done
# The cgo-free build (make build's perceptronlab) has no window: it links
# no Fyne, whose packages' initialisation would run before every
# subcommand, and hands the process to perceptronlab-window beside it.
if fyne=$(CGO_ENABLED=0 go list -deps . | grep '^fyne.io/'); then
	echo "the cgo-free build links Fyne:"; echo "$fyne" | head -3; exit 1
fi
bindir=$(mktemp -d)
trap 'rm -rf "${bindir:?}"' EXIT
bin=${bindir:?}/perceptronlab
CGO_ENABLED=0 go build -o "$bin" .
"$bin" train --json assets/examples/lihang21.csv >/dev/null
if out=$("$bin" 2>&1); then echo "the cgo-free build found no window binary yet exited 0"; exit 1; fi
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || { echo "the cgo-free build says more than one line: $out"; exit 1; }
# A stand-in window beside it: exec keeps the pid and passes the arguments.
# shellcheck disable=SC2016 # the stand-in expands them, not this script
printf '#!/bin/sh\necho "window $$ $PERCEPTRONLAB_HANDED_OVER $*"\n' >"$bindir/perceptronlab-window"
chmod +x "$bindir/perceptronlab-window"
# shellcheck disable=SC2016 # so does the shell that execs perceptronlab
got=$(sh -c 'echo "window $$ 1 a.csv"; exec "$1" a.csv' sh "$bin")
[ "$(printf '%s\n' "$got" | sort -u | wc -l)" -eq 1 ] || { echo "perceptronlab did not exec the window beside it with its pid and arguments: $got"; exit 1; }
if loop=$(PERCEPTRONLAB_HANDED_OVER=1 "$bin" 2>&1); then echo "a handed-over headless build handed over again: $loop"; exit 1; fi
echo "headless-deps: no Fyne below cli or in the cgo-free build, algo's chapters import only downwards, ui does not import cli, ui's packages import only the ones below them, the cgo-free build works and hands over to the window ($out)"
