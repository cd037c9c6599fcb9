// SPDX-License-Identifier: GPL-3.0-or-later
/// @file render_icons.cpp  Renders resources/icons/gms.svg to the PNG sizes of the hicolor icon theme.
/// Build and run from the repository root (the PNGs are committed; run again after editing the SVG):
///   g++ -std=c++17 -fPIC scripts/render_icons.cpp -o /tmp/render_icons $(pkg-config --cflags --libs Qt6Svg Qt6Gui)
///   QT_QPA_PLATFORM=offscreen /tmp/render_icons resources/icons/gms.svg resources/icons/gms-%1.png 48 128 256
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (argc < 4) {
        std::fprintf(stderr, "usage: render_icons SVG OUT-PATTERN(%%1 = size) SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.isValid()) return 1;
    for (int i = 3; i < argc; ++i) {
        const int size = QString::fromLocal8Bit(argv[i]).toInt();
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter, QRectF(0, 0, size, size));
        painter.end();
        if (!image.save(QString::fromLocal8Bit(argv[2]).arg(size))) return 1;
    }
    return 0;
}
