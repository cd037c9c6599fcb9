// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_uci.cpp  gms-cli uci: GMS as a UCI engine (a mate finder) for chess GUIs.
#include "command.h"

#include "uci_session.h"

#include <iostream>

namespace gms::cli {
namespace {

int cmdUci(const std::vector<std::string>& rawArgs) {
    std::vector<std::string> args = rawArgs;
    takeNoAsm(args);
    ArgReader reader(args);
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());
    if (!rest.empty())
        return badInput("unexpected argument '" + rest[0] + "' (gms-cli uci reads UCI commands from stdin)");
    std::cin.tie(nullptr); // every output line is flushed by itself; input must not wait on output
    UciSession session(std::cout);
    session.run(std::cin);
    return ExitOk;
}

const Registration registration{"uci", "uci [--no-asm]   (UCI engine on stdin/stdout: a mate finder for chess GUIs)",
                                cmdUci};

} // namespace
} // namespace gms::cli
