// SPDX-License-Identifier: GPL-3.0-or-later
#include "help_method.h"

namespace gms {

const char* helpMethodName(HelpMethod method) {
    switch (method) {
        case HelpMethod::FullWidth: return "full-width";
        case HelpMethod::Intelligent: return "intelligent";
        case HelpMethod::Auto: break;
    }
    return "auto";
}

bool parseHelpMethod(const std::string& text, HelpMethod& method) {
    for (HelpMethod m : {HelpMethod::Auto, HelpMethod::FullWidth, HelpMethod::Intelligent})
        if (text == helpMethodName(m)) {
            method = m;
            return true;
        }
    return false;
}

} // namespace gms
