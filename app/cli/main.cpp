// SPDX-License-Identifier: GPL-3.0-or-later
/// @file main.cpp  gms-cli: headless GMS (perft, solve, bench, convert, repetition, tune).
#include "command.h"

#include "hotpath.h"
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

bool takeNoAsm(std::vector<std::string>& args) {
    bool found = false;
    for (auto it = args.begin(); it != args.end();) {
        if (*it == "--no-asm") {
            found = true;
            it = args.erase(it);
        } else if (*it == "--asm-paths" && it + 1 != args.end()) {
            // Measurement aid: only the listed hot paths (pext,sse,tzcnt), where the CPU has them.
            std::string list = *(it + 1);
            hot::CpuFeatures cpu = hot::detectCpu();
            hot::active.pext = cpu.bmi2 && list.find("pext") != std::string::npos;
            hot::active.sseSelect = cpu.sse2 && list.find("sse") != std::string::npos;
            hot::active.bitLoops = cpu.bmi1 && list.find("tzcnt") != std::string::npos;
            it = args.erase(it, it + 2);
        } else {
            ++it;
        }
    }
    if (found) hot::usePortableOnly();
    return found;
}

bool ArgReader::flag(const std::string& name) {
    for (auto it = args_.begin(); it != args_.end(); ++it)
        if (*it == name) { args_.erase(it); return true; }
    return false;
}

bool ArgReader::value(const std::string& name, std::string& out) {
    for (auto it = args_.begin(); it != args_.end(); ++it) {
        if (*it != name) continue;
        if (it + 1 == args_.end()) {
            if (error_.empty()) error_ = "option " + name + " needs a value";
            args_.erase(it);
            return false;
        }
        out = *(it + 1);
        args_.erase(it, it + 2);
        return true;
    }
    return false;
}

bool ArgReader::intValue(const std::string& name, int& out, int lo, int hi) {
    std::string text;
    if (!value(name, text)) return false;
    int v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size()) {
        if (error_.empty()) error_ = "option " + name + " expects a whole number, got '" + text + "'";
        return false;
    }
    if (v < lo || v > hi) {
        if (error_.empty())
            error_ = "option " + name + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                     ", got " + text;
        return false;
    }
    out = v;
    return true;
}

std::vector<std::string> ArgReader::positionals() {
    std::vector<std::string> rest;
    for (const auto& a : args_) {
        if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            if (error_.empty()) error_ = "unknown option " + a;
        } else {
            rest.push_back(a);
        }
    }
    return rest;
}

std::string jsonString(const std::string& s) { return jsonQuote(s); }

} // namespace gms::cli

int main(int argc, char** argv) {
    using namespace gms::cli;
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        std::cout << "usage: gms-cli COMMAND [options]\n\ncommands:\n";
        for (const auto& [name, e] : registry()) std::cout << "  " << e.synopsis << "\n";
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
    std::cout.flush();
    if (interrupted()) {
        std::cerr << "gms-cli: stopped by " << (interruptSignal() == SIGINT ? "SIGINT" : "SIGTERM")
                  << "; what was proven before is printed\n";
        return interruptExitStatus();
    }
    return status;
}
