#!/usr/bin/env bash
# package.sh: the Linux desktop package, build/Perceptron Lab.tar.xz. fyne
# package makes the tarball of perceptronlab-window (the window, which the
# .desktop file starts), the .desktop file, the icon and an install
# Makefile; this adds perceptronlab (the subcommands, see launch/launch.go)
# beside the window binary and to every install and uninstall target.
# Run by make package after make build. fyne package bumps Build in
# FyneApp.toml; it is put back, so packaging leaves the tree clean.
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."
for b in perceptronlab perceptronlab-window; do
	[ -x "$b" ] || { echo "package.sh: no ./$b (make build makes it)"; exit 1; }
done
tarball="Perceptron Lab.tar.xz"
cp FyneApp.toml build.FyneApp.toml.keep
status=0
${GO:-go} tool fyne package -os linux -icon assets/icon.png --release -executable perceptronlab-window || status=$?
mv build.FyneApp.toml.keep FyneApp.toml
[ "$status" -eq 0 ] || exit "$status"

work=$(mktemp -d)
trap 'rm -rf "${work:?}"' EXIT
[ -d "${work:?}" ] || { echo "package.sh: mktemp -d gave no folder"; exit 1; }
tar -xJf "$tarball" -C "$work"
rm "$tarball"
top=$work/perceptronlab-window
window=$(find "${top:?}" -type f -name perceptronlab-window)
[ -n "$window" ] || { echo "package.sh: fyne package's tarball has no perceptronlab-window"; exit 1; }
cp perceptronlab "$(dirname "$window")/"
# Each install line of the window binary gets its twin for perceptronlab.
# shellcheck disable=SC2016 # $(Exec) is the install Makefile's
sed -i '/^\t\(install\|-rm\) .*bin\/$(Exec)/{p;s/\$(Exec)/perceptronlab/g}' "$top/Makefile"
mv "$top" "$work/perceptronlab"
mkdir -p build
tar -cJf "build/$tarball" -C "$work" perceptronlab
echo "make package: build/$tarball"
