// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_uci.cpp  libFuzzer target: a UCI session (`gms-cli uci`) fed any sequence
/// of lines.
///
/// Properties: no crash, no hang, no data race the sanitizers see; every line the
/// engine prints is free of control characters (nothing read is echoed raw) and
/// bounded; every `isready` before `quit` is answered `readyok`. To keep each run short, every `go` gets a node limit and
/// the lines that size the table or the threads are left out.
#include "uci_session.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace {

[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz_uci: %s\n", what.c_str());
    std::abort();
}

std::string lowered(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

/// The first word of a line that is a UCI command (as the session reads it).
std::string commandOf(const std::string& line) {
    static const char* const commands[] = {"uci",      "debug", "isready", "setoption", "register", "ucinewgame",
                                           "position", "go",    "stop",    "ponderhit", "quit",     "d"};
    std::istringstream words(line);
    for (std::string w; words >> w;)
        for (const char* c : commands)
            if (w == c) return w;
    return {};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 8192) return 0;
    std::istringstream raw(std::string(reinterpret_cast<const char*>(data), size));
    std::string session = "setoption name Hash value 1\n";
    int readies = 0, lines = 0;
    for (std::string line; std::getline(raw, line) && lines < 64; ++lines) {
        const std::string low = lowered(line);
        if (low.find("hash") != std::string::npos || low.find("threads") != std::string::npos) continue;
        const std::string command = commandOf(line);
        if (command == "go") line += " nodes 3000";
        if (command == "isready") ++readies;
        session += line + "\n";
        if (command == "quit") break;
    }
    std::ostringstream out;
    {
        gms::cli::UciSession uci(out);
        std::istringstream in(session);
        uci.run(in);
    }
    std::istringstream printed(out.str());
    int readyoks = 0;
    for (std::string line; std::getline(printed, line);) {
        if (line.size() > 4 * 65536) broken("a line of " + std::to_string(line.size()) + " bytes");
        for (unsigned char c : line)
            if (c < 0x20 || c == 0x7f) broken("a control character in: " + line.substr(0, 200));
        readyoks += line == "readyok";
    }
    if (readyoks != readies) broken(std::to_string(readies) + " isready, " + std::to_string(readyoks) + " readyok");
    return 0;
}
