// SPDX-License-Identifier: GPL-3.0-or-later
#include "mpi_channel.h"

#include <mpi.h>

#include <chrono>
#include <thread>

namespace gms::mpi {

int worldRank() {
    int r = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    return r;
}

int worldSize() {
    int n = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    return n;
}

void sendText(int dest, Tag tag, const std::string& text) {
    MPI_Send(text.data(), int(text.size()), MPI_CHAR, dest, tag, MPI_COMM_WORLD);
}

bool tryReceive(Message& out) {
    int waiting = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
    if (!waiting) return false;
    int count = 0;
    MPI_Get_count(&status, MPI_CHAR, &count);
    out.source = status.MPI_SOURCE;
    out.tag = status.MPI_TAG;
    out.text.assign(std::size_t(count), '\0');
    MPI_Recv(out.text.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return true;
}

bool receive(Message& out, const std::atomic<bool>& stop) {
    auto pause = std::chrono::microseconds(50);
    while (!stop.load()) {
        if (tryReceive(out)) return true;
        std::this_thread::sleep_for(pause);
        if (pause < std::chrono::milliseconds(5)) pause *= 2; // quick replies stay quick, long waits cost nothing
    }
    return false;
}

} // namespace gms::mpi
