// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_convert.cpp  gms-cli convert IN OUT: problem files between FEN, EPD and Popeye.
///
/// The formats come from the extensions (.fen, .epd, .inp/.pbm/.txt = Popeye;
/// an input of another extension is recognised by its content) or from
/// --from/--to (fen, epd, popeye). OUT "-" is standard output (needs --to).
/// Problems that cannot be read are reported on stderr as FILE:LINE:COLUMN:
/// message; the others are still converted and written, and the exit status is
/// then 2. Exit 0: everything converted; 2: bad input (some or all problems
/// unreadable, bad arguments); 1: OUT could not be written. Fields the output
/// format cannot hold (e.g. the title in a FEN file) are named in a warning.
#include "command.h"

#include "problem_file.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace gms::cli {

namespace {

const char* kUsage = "usage: gms-cli convert IN OUT [--from fen|epd|popeye] [--to fen|epd|popeye]";

bool knownOutputExtension(const std::string& path, ProblemFormat& format) {
    auto dot = path.find_last_of('.');
    auto slash = path.find_last_of('/');
    if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return false;
    std::string ext = path.substr(dot + 1);
    for (char& c : ext)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (ext == "txt") {
        format = ProblemFormat::Popeye;
        return true;
    }
    return parseFormatName(ext, format);
}

int cmdConvert(const std::vector<std::string>& args) {
    ArgReader reader(args);
    std::string fromName, toName;
    bool haveFrom = reader.value("--from", fromName);
    bool haveTo = reader.value("--to", toName);
    std::vector<std::string> rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error() + "\n" + kUsage);
    if (rest.size() != 2) return badInput(kUsage);
    const std::string& in = rest[0];
    const std::string& out = rest[1];

    ProblemFormat from = ProblemFormat::Epd, to = ProblemFormat::Epd;
    if (haveFrom && !parseFormatName(fromName, from))
        return badInput("unknown input format '" + fromName + "': expected fen, epd or popeye");
    if (haveTo && !parseFormatName(toName, to))
        return badInput("unknown output format '" + toName + "': expected fen, epd or popeye");
    if (!haveTo) {
        if (out == "-") return badInput("writing to standard output needs --to fen|epd|popeye");
        if (!knownOutputExtension(out, to))
            return badInput("cannot tell the output format of '" + out +
                            "': use the extension .fen, .epd, .inp or .pbm, or --to fen|epd|popeye");
    }
    if (to == ProblemFormat::Pgn)
        return badInput("convert writes FEN, EPD and Popeye files; a PGN is written from a solution (gms-cli solve)");

    ProblemCollection collection;
    std::string error;
    if (haveFrom) {
        if (from == ProblemFormat::Pgn) return badInput("PGN files cannot be read as problems");
        std::string text;
        if (!readTextFile(in, text, error)) return badInput(error);
        collection = parseProblems(text, from);
    } else if (!readProblemFile(in, collection, error)) {
        return badInput(error);
    }

    for (const auto& s : collection.skipped) std::cerr << "gms-cli: " << describeSkipped(in, s) << "\n";
    for (const auto& n : collection.notes) std::cerr << "gms-cli: " << describeNote(in, n) << "\n";
    if (collection.entries.empty()) {
        std::cerr << "gms-cli: " << in << ": no problem could be read; " << out << " not written\n";
        return ExitBadInput;
    }

    std::vector<Problem> problems;
    for (const auto& e : collection.entries) {
        std::vector<std::string> lost = unrepresentableFields(e.problem, to);
        if (!lost.empty()) {
            std::string list;
            for (const auto& l : lost) list += (list.empty() ? "" : ", ") + l;
            std::cerr << "gms-cli: warning: " << in << ":" << e.line << ": problem " << e.index << ": the "
                      << formatName(to) << " format cannot store its " << list << "; dropped\n";
        }
        if (auto it = collection.protocols.find(e.index); it != collection.protocols.end())
            std::cerr << "gms-cli: warning: " << in << ":" << e.line << ": problem " << e.index << ": its Protocol "
                      << it->second << " (where Popeye and gms-cli solve write their output) is not written\n";
        problems.push_back(e.problem);
    }
    if (commentsLost(collection, to))
        std::cerr << "gms-cli: warning: " << in << ": the " << formatName(to) << " format cannot store the file's "
                  << collection.comments.size()
                  << (collection.comments.size() == 1 ? " comment line" : " comment lines") << " (first at line "
                  << collection.comments.front().line << "); dropped\n";
    std::string text = writeCollection(collection, to);
    std::ostream& report = out == "-" ? std::cerr : std::cout;
    if (out == "-") {
        std::cout << text;
        if (!standardOutputWritten()) return ExitFailed;
    } else if (!writeFileAtomically(out, text, error)) {
        std::cerr << "gms-cli: " << error << "\n";
        return ExitFailed;
    }
    report << "converted " << problems.size() << (problems.size() == 1 ? " problem" : " problems");
    if (!collection.skipped.empty()) report << " (" << collection.skipped.size() << " skipped)";
    report << " to " << (out == "-" ? std::string("standard output") : out) << " (" << formatName(to) << ")\n";
    return collection.skipped.empty() ? ExitOk : ExitBadInput;
}

const Registration registration{
    "convert",
    "convert IN OUT [--from fen|epd|popeye] [--to fen|epd|popeye]\n"
    "      problem files between FEN, EPD and Popeye input (by extension: .fen .epd .inp .pbm)",
    cmdConvert};

} // namespace

} // namespace gms::cli
