// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_diagram_launch.cpp  gms-cli diagram: runs gms-diagram, so that only drawing loads Qt.
///
/// gms-cli itself links no Qt: the dynamic loader would map Qt Core, Gui, Svg and DBus into
/// every start (about 10 ms of a mate in one's 20). The diagram command lives in the helper
/// executable gms-diagram (same code, same messages and exit statuses), which this command
/// replaces itself with: found beside gms-cli (the build tree) or in libexec (installed).
#include "command.h"
#include "diagram_usage.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define GMS_CAN_EXEC 1
#endif

#ifndef GMS_DIAGRAM_FROM_BINDIR
#define GMS_DIAGRAM_FROM_BINDIR "../libexec/gms/gms-diagram"
#endif

namespace gms::cli {
namespace {

#ifdef GMS_CAN_EXEC
/// The folder of the running executable, "" when the system does not say.
std::string ownFolder() {
    std::vector<char> path(4096);
    const ssize_t n = ::readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (n <= 0) return {};
    std::string self(path.data(), std::size_t(n));
    const std::size_t slash = self.rfind('/');
    return slash == std::string::npos ? std::string() : self.substr(0, slash);
}
#endif

int cmdDiagramLaunch(const std::vector<std::string>& args) {
#ifdef GMS_CAN_EXEC
    const std::string folder = ownFolder();
    if (folder.empty()) {
        std::cerr << "gms-cli: diagram: cannot find the folder of gms-cli (/proc/self/exe) to run gms-diagram\n";
        return ExitFailed;
    }
    const std::string candidates[] = {folder + "/gms-diagram", folder + "/" GMS_DIAGRAM_FROM_BINDIR};
    std::vector<char*> argv;
    std::string name = "gms-cli", command = "diagram";
    std::vector<std::string> words(args);
    argv.push_back(name.data());
    argv.push_back(command.data());
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    std::cout.flush();
    std::string failures;
    for (const std::string& helper : candidates) {
        ::execv(helper.c_str(), argv.data()); // returns only when it failed
        failures += "\n  " + helper + ": " + std::strerror(errno);
    }
    std::cerr << "gms-cli: diagram: cannot run the drawing helper gms-diagram (is GMS installed whole?):" << failures
              << "\n";
    return ExitFailed;
#else
    (void)args;
    std::cerr << "gms-cli: diagram: not available on this system (needs the gms-diagram helper)\n";
    return ExitFailed;
#endif
}

const Registration registration{"diagram", DiagramUsage, cmdDiagramLaunch};

} // namespace
} // namespace gms::cli
