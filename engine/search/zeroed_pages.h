// SPDX-License-Identifier: GPL-3.0-or-later
/// @file zeroed_pages.h  A large block of zero bytes that costs nothing until its pages are touched.
#pragma once

#include <atomic>
#include <cstddef>

namespace gms {

/// Memory the operating system hands out as zero pages (an anonymous mapping on POSIX,
/// calloc elsewhere): making it is O(1) whatever its size, and a page is backed by real
/// memory only when first written. A transposition table of 4 GB therefore costs a
/// mate in one only the few pages it uses, and no zeroing pass delays the first node.
class ZeroedPages {
public:
    ZeroedPages() = default;
    ~ZeroedPages();
    ZeroedPages(const ZeroedPages&) = delete;
    ZeroedPages& operator=(const ZeroedPages&) = delete;

    /// Replaces the block by `bytes` fresh zero bytes (0: none). Throws std::bad_alloc
    /// when the address space cannot be had.
    void reset(std::size_t bytes);
    /// Sets every byte to zero again: by handing the pages back (they read as zero and are
    /// backed again only when written), or by writing zeros after prefault() (the pages stay).
    void zero();
    /// Backs every page with memory now, keeping its bytes, so that later first writes fault
    /// no more (for a benchmark or a UCI clock, which should not pay the faults in a search).
    /// Works in slices of a few MB, so that a signal is handled within one slice; returns
    /// early, with the rest left lazy, once `stop` (if given) is raised.
    void prefault(const std::atomic<bool>* stop = nullptr);

    void* data() const { return data_; }
    std::size_t size() const { return size_; }

private:
    void release();

    void* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;     ///< From mmap (else calloc).
    bool prefaulted_ = false; ///< prefault() was asked for: zero() keeps the pages.
};

} // namespace gms
