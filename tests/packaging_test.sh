#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# GMS installs like a desktop program: the desktop entry, AppStream metainfo, MIME
# package and man page validate; `cmake --install` into a DESTDIR puts every file
# where it belongs; `cpack -G DEB` builds a .deb whose unpacked gms-cli solves.
# Registered with CTest by tests/CMakeLists.txt as: packaging_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
build=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null || fail "$1 not found: install the Debian package $2 (scripts/deps.sh)"; }
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need update-mime-database shared-mime-info
need groff groff-base
need dpkg-deb dpkg
need dpkg-shlibdeps dpkg-dev
cpack=$(dirname "$(command -v cmake)")/cpack

# J. E. Funk, Good Companions 1921, #2: key 1.Qb3-d5! (the verified key of problems/gms-collection.epd).
funk="4nBn1/2r2P1K/5kBp/8/8/1Q3N2/8/b7 w - - 0 1"
funk_key="1.Qb3-d5 !"

validate_desktop() {
    local out
    out=$(desktop-file-validate "$1" 2>&1) || fail "desktop-file-validate $1: $out"
    [ -z "$out" ] || fail "desktop-file-validate $1 warns: $out"
}
validate_metainfo() {
    appstreamcli validate --no-net "$1" > "$work/appstream.log" 2>&1 || { cat "$work/appstream.log"; fail "appstreamcli validate $1"; }
}

echo "== validate the sources"
validate_desktop "$src/resources/org.gms.GMS.desktop"
validate_metainfo "$src/resources/org.gms.GMS.metainfo.xml"
for page in gms-cli.1 gms-mpi.1; do
    man_warnings=$(groff -man -Tutf8 -ww -z "$src/docs/$page" 2>&1)
    [ -z "$man_warnings" ] || fail "groff warns about docs/$page: $man_warnings"
done
# gms-mpi is built and installed only with -DGMS_WITH_MPI=ON.
with_mpi=$(sed -n 's/^GMS_WITH_MPI:BOOL=//p' "$build/CMakeCache.txt")
case "$with_mpi" in ON|on|TRUE|true|1|YES|yes) with_mpi=1 ;; *) with_mpi=0 ;; esac

echo "== cmake --install into a DESTDIR"
root="$work/root"
DESTDIR="$root" cmake --install "$build" --prefix /usr > "$work/install.log" || { cat "$work/install.log"; fail "cmake --install"; }
for f in bin/gms bin/gms-cli \
         share/applications/org.gms.GMS.desktop \
         share/metainfo/org.gms.GMS.metainfo.xml \
         share/icons/hicolor/scalable/apps/org.gms.GMS.svg \
         share/icons/hicolor/48x48/apps/org.gms.GMS.png \
         share/icons/hicolor/128x128/apps/org.gms.GMS.png \
         share/icons/hicolor/256x256/apps/org.gms.GMS.png \
         share/mime/packages/org.gms.GMS.xml \
         share/man/man1/gms-cli.1 \
         share/gms/problems/gms-collection.epd share/gms/problems/gms-collection.inp; do
    [ -f "$root/usr/$f" ] || fail "not installed: usr/$f"
done
[ -x "$root/usr/bin/gms" ] && [ -x "$root/usr/bin/gms-cli" ] || fail "gms and gms-cli must be executable"
[ -x "$root/usr/libexec/gms/gms-diagram" ] || fail "not installed: usr/libexec/gms/gms-diagram (gms-cli diagram runs it)"
# Only the diagram helper loads Qt: gms-cli starts without it.
! objdump -p "$root/usr/bin/gms-cli" | grep -q 'NEEDED.*libQt' || fail "gms-cli links Qt: $(objdump -p "$root/usr/bin/gms-cli" | grep NEEDED)"
if [ "$with_mpi" = 1 ]; then
    [ -x "$root/usr/bin/gms-mpi" ] && [ -f "$root/usr/share/man/man1/gms-mpi.1" ] || fail "built with MPI: gms-mpi and its man page must be installed"
else
    [ ! -e "$root/usr/bin/gms-mpi" ] && [ ! -e "$root/usr/share/man/man1/gms-mpi.1" ] || fail "built without MPI: gms-mpi installed"
fi
for size in 48 128 256; do
    # PNG header: width and height as 32-bit big-endian numbers at byte 16.
    read -r w h < <(od -An -tu4 --endian=big -j16 -N8 "$root/usr/share/icons/hicolor/${size}x${size}/apps/org.gms.GMS.png")
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "icon ${size}x${size} is ${w}x${h}"
done
validate_desktop "$root/usr/share/applications/org.gms.GMS.desktop"
validate_metainfo "$root/usr/share/metainfo/org.gms.GMS.metainfo.xml"
grep -qx "Icon=org.gms.GMS" "$root/usr/share/applications/org.gms.GMS.desktop" || fail "desktop entry names another icon"

echo "== MIME: .epd and .inp open in GMS"
update-mime-database "$root/usr/share/mime" > "$work/mime.log" 2>&1 || { cat "$work/mime.log"; fail "update-mime-database"; }
grep -q '^50:application/x-chess-epd:\*\.epd$' "$root/usr/share/mime/globs2" || fail "*.epd is not application/x-chess-epd"
grep -q '^50:application/x-popeye:\*\.inp$' "$root/usr/share/mime/globs2" || fail "*.inp is not application/x-popeye"
mimes=$(sed -n 's/^MimeType=//p' "$root/usr/share/applications/org.gms.GMS.desktop")
for t in application/x-chess-epd application/x-popeye; do
    [[ ";$mimes" == *";$t;"* ]] || fail "the desktop entry does not open $t"
done

echo "== the installed gms-cli runs"
"$root/usr/bin/gms-cli" solve --fen "$funk" --mate 2 > "$work/solve.txt"
grep -qF "$funk_key" "$work/solve.txt" || fail "installed gms-cli: key $funk_key not found"
"$root/usr/bin/gms-cli" diagram "$root/usr/share/gms/problems/gms-collection.epd" --problem 1 -o "$work/d.svg"
grep -q ">Sam Loyd<" "$work/d.svg" || fail "installed gms-cli diagram: no author in the SVG"

echo "== cpack -G DEB"
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb" > "$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack -G DEB"; }
debs=("$work"/deb/*.deb)
[ "${#debs[@]}" -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb, got: ${debs[*]}"
deb=${debs[0]}
dpkg-deb --info "$deb" > "$work/info.txt"
grep -q '^ Package: gms$' "$work/info.txt" || fail "package name"
grep -q '^ Section: games$' "$work/info.txt" || fail "section"
depends=$(sed -n 's/^ Depends: //p' "$work/info.txt")
for lib in libc6 libqt6core6 libqt6gui6 libqt6svg6 libqt6widgets6 libqt6printsupport6; do
    [[ "$depends" == *"$lib"* ]] || fail "Depends lacks $lib: $depends"
done
dpkg-deb --contents "$deb" > "$work/contents.txt"
for f in ./usr/bin/gms ./usr/libexec/gms/gms-diagram ./usr/share/applications/org.gms.GMS.desktop ./usr/share/mime/packages/org.gms.GMS.xml \
         ./usr/share/man/man1/gms-cli.1 ./usr/share/gms/problems/gms-collection.epd; do
    grep -q " $f\$" "$work/contents.txt" || fail "the .deb lacks $f"
done
if [ "$with_mpi" = 1 ]; then
    grep -q " ./usr/bin/gms-mpi\$" "$work/contents.txt" || fail "built with MPI: the .deb lacks ./usr/bin/gms-mpi"
else
    ! grep -q "gms-mpi" "$work/contents.txt" || fail "built without MPI: the .deb has gms-mpi"
fi
dpkg -x "$deb" "$work/unpacked"
"$work/unpacked/usr/bin/gms-cli" solve --fen "$funk" --mate 2 > "$work/deb-solve.txt"
grep -qF "$funk_key" "$work/deb-solve.txt" || fail "gms-cli from the .deb: key $funk_key not found"
"$work/unpacked/usr/bin/gms-cli" diagram "$work/unpacked/usr/share/gms/problems/gms-collection.epd" --problem 1 -o "$work/deb-d.svg"
grep -q ">Sam Loyd<" "$work/deb-d.svg" || fail "gms-cli diagram from the .deb: no author in the SVG"
echo "packaging: all checks passed ($(basename "$deb"), $(stat -c %s "$deb") bytes)"
