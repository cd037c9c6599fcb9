// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mpi_channel.h  Text messages between ranks over MPI's C API, received without spinning a core.
#pragma once

#include <atomic>
#include <string>

namespace gms::mpi {

/// What a message means; the text carries the details.
enum Tag : int {
    TagRequest = 1, ///< Worker -> rank 0: give me work (empty text).
    TagResult = 2,  ///< Worker -> rank 0: a finished item (and give me more).
    TagWork = 3,    ///< Rank 0 -> worker: the item to do.
    TagDone = 4,    ///< Rank 0 -> worker: nothing left.
};

struct Message {
    int source = 0;
    int tag = 0;
    std::string text;
};

/// This process's rank and the number of ranks in MPI_COMM_WORLD.
int worldRank();
int worldSize();
/// Sends `text` to rank `dest` (blocking until the buffer may be reused).
void sendText(int dest, Tag tag, const std::string& text);
/// Receives a waiting message from any rank; false when none is waiting.
bool tryReceive(Message& out);
/// Waits for a message from any rank, sleeping between probes (Open MPI's blocking receive
/// busy-polls a core, which oversubscribed ranks cannot spare); false once `stop` is set.
bool receive(Message& out, const std::atomic<bool>& stop);

} // namespace gms::mpi
