// SPDX-License-Identifier: GPL-3.0-or-later
#include "zeroed_pages.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#define GMS_ZERO_PAGES_MMAP 1
#endif

namespace gms {

namespace {
std::size_t pageSize() {
#ifdef GMS_ZERO_PAGES_MMAP
    static const std::size_t size = [] {
        long s = ::sysconf(_SC_PAGESIZE);
        return s > 0 ? std::size_t(s) : std::size_t(4096);
    }();
    return size;
#else
    return 4096;
#endif
}
} // namespace

ZeroedPages::~ZeroedPages() { release(); }

void ZeroedPages::release() {
    if (!data_) return;
#ifdef GMS_ZERO_PAGES_MMAP
    if (mapped_)
        ::munmap(data_, size_);
    else
        std::free(data_);
#else
    std::free(data_);
#endif
    data_ = nullptr;
    size_ = 0;
    mapped_ = false;
    prefaulted_ = false;
}

void ZeroedPages::reset(std::size_t bytes) {
    release();
    if (bytes == 0) return;
#ifdef GMS_ZERO_PAGES_MMAP
    // Without MAP_NORESERVE: the system still refuses at once a size it can never back
    // (reported as "out of memory"), rather than killing the process half-way through a solve.
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) {
        data_ = p;
        size_ = bytes;
        mapped_ = true;
        return;
    }
#endif
    // calloc of a large block also gets fresh zero pages from the system on common libcs.
    data_ = std::calloc(1, bytes);
    if (!data_) throw std::bad_alloc();
    size_ = bytes;
}

void ZeroedPages::zero() {
    if (!data_) return;
#if defined(__linux__) && defined(MADV_DONTNEED)
    // A private anonymous mapping reads as zero pages again after MADV_DONTNEED (Linux).
    if (mapped_ && !prefaulted_ && ::madvise(data_, size_, MADV_DONTNEED) == 0) return;
#endif
    std::memset(data_, 0, size_);
}

void ZeroedPages::prefault(const std::atomic<bool>* stop) {
    if (!data_) return;
    prefaulted_ = true;
    // 16 MB a slice: some 60 ms where first-touch faults are slow, so a signal's handler
    // runs (and a stop is seen) soon, even at 4 GB.
    constexpr std::size_t Slice = std::size_t(16) << 20;
    auto* bytes = static_cast<unsigned char*>(data_);
    for (std::size_t done = 0; done < size_; done += Slice) {
        if (stop && stop->load(std::memory_order_relaxed)) return;
        const std::size_t length = std::min(Slice, size_ - done);
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
        // One call backs the slice's pages, writable, without changing a byte (Linux 5.14+).
        if (mapped_ && ::madvise(bytes + done, length, MADV_POPULATE_WRITE) == 0) continue;
#endif
        volatile unsigned char* slice = bytes + done;
        // Writing back the byte that is there: nothing changes, the page becomes real.
        for (std::size_t i = 0; i < length; i += pageSize()) slice[i] = slice[i];
    }
}

} // namespace gms
