// SPDX-License-Identifier: GPL-3.0-or-later
/// @file main.cpp  gms-cli: headless GMS (perft, solve, bench, convert, repetition, tune).
#include "command.h"

#include "checked_stdout.h"
#include "hotpath.h"
#include "printable.h"
#include "interrupt.h"
#include "solution_json.h"

#include <charconv>
#include <csignal>
#include <new>
#include <iostream>
#include <map>

namespace gms::cli {

namespace {
struct Entry {
    const char* synopsis;
    CommandFn fn;
};
std::map<std::string, Entry>& registry() {
    static std::map<std::string, Entry> r;
    return r;
}
} // namespace

Registration::Registration(const char* name, const char* synopsis, CommandFn fn) {
    registry()[name] = Entry{synopsis, fn};
}

int badInput(const std::string& message) {
    std::cerr << "gms-cli: " << message << "\n";
    return ExitBadInput;
}

std::string jsonString(const std::string& s) { return jsonQuote(s); }

bool standardOutputWritten() {
    static bool reported = false;
    std::string error;
    if (gms::io::standardOutputWritten(error)) return true;
    if (!reported) std::cerr << "gms-cli: " << error << "\n";
    reported = true;
    return false;
}

} // namespace gms::cli

int main(int argc, char** argv) {
    using namespace gms::cli;
    gms::io::escapeControlsOnStandardError(); // no message can drive the terminal (an escape in a FEN, a title)
    gms::io::checkStandardOutput(); // results that cannot be written are a failure (exit 1), never lost silently
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << "usage: gms-cli COMMAND [options]\n\ncommands:\n";
        for (const auto& [name, e] : registry()) std::cout << "  " << e.synopsis << "\n";
        if (!standardOutputWritten()) return ExitFailed;
        return args.empty() ? ExitBadInput : ExitOk;
    }
    auto it = registry().find(args[0]);
    if (it == registry().end()) return badInput("unknown command '" + args[0] + "' (try gms-cli --help)");
    std::vector<std::string> rest(args.begin() + 1, args.end());
    installInterruptHandlers();
    int status = ExitFailed;
    try {
        status = it->second.fn(rest);
    } catch (const std::bad_alloc&) {
        std::cerr << "gms-cli: out of memory\n";
        return ExitFailed;
    } catch (const std::exception& e) {
        std::cerr << "gms-cli: internal error: " << e.what() << "\n";
        return ExitFailed;
    }
    const bool written = standardOutputWritten();
    if (interrupted()) {
        std::cerr << "gms-cli: stopped by " << (interruptSignal() == SIGINT ? "SIGINT" : "SIGTERM")
                  << "; what was proven before is printed\n";
        return interruptExitStatus();
    }
    return written ? status : ExitFailed;
}
