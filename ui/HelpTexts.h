// SPDX-License-Identifier: GPL-3.0-or-later
/// @file HelpTexts.h  Help -> Keyboard Shortcuts and Help -> Manual: the texts and their window.
#pragma once

#include <QList>
#include <QString>

class QAction;
class QDialog;
class QWidget;

namespace gms::ui {

/// An HTML table of every action that has a shortcut: "Solve — F5", in menu order.
QString shortcutsHtml(const QList<QAction*>& actions);
/// The short manual: setting up, stipulations, solving, reading the result, files.
QString manualHtml();
/// A non-modal window showing `html` (one per title: shown again if open).
QDialog* showHelpWindow(QWidget* parent, const QString& objectName, const QString& title, const QString& html);

} // namespace gms::ui
