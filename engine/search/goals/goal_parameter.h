// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_parameter.h  The run-time parameter of a goal (Zxy: the target square).
#pragma once

namespace gms {

/// Goals are static structs composed with the play types at compile time, but the square of
/// Zxy is known only when the problem is read. Each thread solving a problem holds it: set by
/// Solver::solve (and by whoever tests a goal outside a solve, e.g. the notation), handed on to
/// the worker threads by WorkerPool::run. -1: no square.
class GoalParameter {
public:
    static int targetSquare() { return square_; }
    /// Sets the square for the life of the scope on this thread.
    class Scope {
    public:
        explicit Scope(int square) : saved_(square_) { square_ = square; }
        ~Scope() { square_ = saved_; }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        int saved_;
    };

private:
    static inline thread_local int square_ = -1;
};

} // namespace gms
