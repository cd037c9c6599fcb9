# CPack: `cpack -G DEB` in the build folder makes gms_VERSION_ARCH.deb from the install rules.
set(CPACK_PACKAGE_NAME gms)
set(CPACK_PACKAGE_VENDOR "GMS developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Chess problem solver (direct mates) with a Qt desktop app and a CLI")
set(CPACK_PACKAGE_DESCRIPTION
    "GMS solves orthodox chess problems the way problemists read them: every key and cook, short
solutions, threats, all defences with the mating replies (duals flagged) and tries
with their refutations, in Popeye's notation and as JSON. It reads EPD, FEN and Popeye
input files, prints problem diagrams (SVG, PNG, PDF) and ships a collection of
classic problems. gms is the desktop app, gms-cli the command line solver.")
set(GMS_PACKAGE_MAINTAINER "GMS developers <gms@example.org>" CACHE STRING "Maintainer field of the .deb")
set(CPACK_PACKAGE_CONTACT "${GMS_PACKAGE_MAINTAINER}")
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_PACKAGE_FILE_NAME "${CPACK_PACKAGE_NAME}_${PROJECT_VERSION}")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GMS_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# dpkg-shlibdeps reads the Qt 6 and libc libraries the binaries link and writes Depends.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The diagrams name DejaVu fonts (any font works, these look as intended); Wayland
# and other platform plugins beyond xcb/offscreen (in libqt6gui6) are in qt6-qpa-plugins.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core, qt6-qpa-plugins")
# cpack (and `make install`) only copy what was built: the test suite runs cpack on
# the build folder it is testing, which must not start a build of its own.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
include(CPack)
