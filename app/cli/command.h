// SPDX-License-Identifier: GPL-3.0-or-later
/// @file command.h  gms-cli subcommands register themselves here.
#pragma once

#include <string>
#include <vector>

namespace gms::cli {

/// A subcommand: receives the arguments after its name, returns the exit status
/// (0 ok, 1 no result / failed check, 2 bad input).
using CommandFn = int (*)(const std::vector<std::string>& args);

/// Registers at static-initialisation time: `static gms::cli::Registration r{"perft", "...", cmdPerft};`
struct Registration {
    Registration(const char* name, const char* synopsis, CommandFn fn);
};

/// Exit statuses shared by all subcommands.
constexpr int ExitOk = 0;
constexpr int ExitFailed = 1;
constexpr int ExitBadInput = 2;

/// Prints "gms-cli: <message>" to stderr and returns ExitBadInput.
int badInput(const std::string& message);

/// Flushes standard output; on a failed write (a full disk, /dev/full) prints
/// "gms-cli: cannot write standard output: REASON" once and returns false.
bool standardOutputWritten();

/// True when --no-asm is among args (also removes it and switches the hot paths off).
bool takeNoAsm(std::vector<std::string>& args);

/// Small argument reader: `--name value` options and bare positionals.
class ArgReader {
public:
    explicit ArgReader(std::vector<std::string> args) : args_(std::move(args)) {}
    /// Removes `--name` and returns true if present.
    bool flag(const std::string& name);
    /// Removes `--name value`; false if absent; sets error if the value is missing.
    bool value(const std::string& name, std::string& out);
    /// Like value() but parses an integer within [lo, hi]; sets error on failure.
    bool intValue(const std::string& name, int& out, int lo, int hi);
    /// What is left after options were taken; options left unknown become an error.
    std::vector<std::string> positionals();
    const std::string& error() const { return error_; }
    bool ok() const { return error_.empty(); }

private:
    /// An option given again after the one just taken is an error, not "unknown".
    void refuseRepeat(const std::string& name);
    std::vector<std::string> args_;
    std::string error_;
};

/// JSON string literal with escapes.
std::string jsonString(const std::string& s);

} // namespace gms::cli
