// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_text_tree.h  Test helper: Popeye-style solution text as a tree of lines, compared
/// with sibling order ignored (Popeye lists moves in its generation order, GMS by square).
#pragma once

#include "problem_file.h"

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace gms::testing {

/// A solution line with the lines indented below it.
struct TextNode {
    QString text;
    std::vector<TextNode> children;
    /// The subtree as one string, children sorted: equal for equal trees up to sibling order.
    QString canonical() const {
        QStringList parts;
        for (const auto& c : children) parts << c.canonical();
        parts.sort();
        return text + "{" + parts.join("|") + "}";
    }
};

/// The indentation tree of the solution lines ("1.Qd1-g4 !", "1...b3-b2 #", "but");
/// the banner, boards, statistics and timings are dropped.
inline TextNode parseSolutionTree(const QString& text) {
    TextNode root;
    std::vector<std::pair<int, TextNode*>> path{{-1, &root}};
    static const QRegularExpression solutionLine(QStringLiteral("^(\\d+\\.|but$)"));
    for (const QString& raw : text.split('\n')) {
        QString line = raw;
        while (line.endsWith(' ')) line.chop(1);
        if (!solutionLine.match(line.trimmed()).hasMatch()) continue;
        int indent = 0;
        while (indent < line.size() && line[indent] == ' ') ++indent;
        while (path.back().first >= indent) path.pop_back();
        TextNode* parent = path.back().second;
        parent->children.push_back({line.trimmed(), {}});
        path.push_back({indent, &parent->children.back()});
    }
    return root;
}

/// The whole of a test data file ("" when missing).
inline QString readTestFile(const QString& relativePath) {
    QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/") + relativePath);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

/// Popeye's output split per problem (at "solution finished").
inline QStringList popeyeSections(const QString& output) { return output.split(QStringLiteral("solution finished")); }

} // namespace gms::testing
