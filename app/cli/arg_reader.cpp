// SPDX-License-Identifier: GPL-3.0-or-later
/// @file arg_reader.cpp  ArgReader (`--name value` options and positionals) and --no-asm, for gms-cli and gms-mpi.
#include "command.h"

#include "hotpath.h"
#include "printable.h"

#include <algorithm>
#include <charconv>

namespace gms::cli {

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

void ArgReader::refuseRepeat(const std::string& name) {
    if (std::find(args_.begin(), args_.end(), name) != args_.end() && error_.empty())
        error_ = "option " + name + " is given twice (give it once)";
}

bool ArgReader::flag(const std::string& name) {
    for (auto it = args_.begin(); it != args_.end(); ++it)
        if (*it == name) {
            args_.erase(it);
            refuseRepeat(name);
            return true;
        }
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
        refuseRepeat(name);
        return true;
    }
    return false;
}

bool ArgReader::intValue(const std::string& name, int& out, int lo, int hi) {
    std::string text;
    if (!value(name, text)) return false;
    int v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    const bool whole = ptr == text.data() + text.size() && !text.empty();
    if (whole && (ec == std::errc::result_out_of_range || (ec == std::errc() && (v < lo || v > hi)))) {
        if (error_.empty())
            error_ = "option " + name + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                     ", got " + io::quoteInput(text);
        return false;
    }
    if (ec != std::errc() || !whole) {
        if (error_.empty()) error_ = "option " + name + " expects a whole number, got " + io::quoteInput(text);
        return false;
    }
    out = v;
    return true;
}

std::vector<std::string> ArgReader::positionals() {
    std::vector<std::string> rest;
    for (const auto& a : args_) {
        if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            if (error_.empty())
                error_ = "unknown option " + (a.size() <= 64 && io::printable(a) == a ? a : io::quoteInput(a));
        } else {
            rest.push_back(a);
        }
    }
    return rest;
}

} // namespace gms::cli
