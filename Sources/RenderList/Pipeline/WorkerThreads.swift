import Foundation

/// Threads of our own that run one job each per round: ``begin(_:)`` hands job `i` to thread
/// `i` and returns at once, ``finish()`` waits for all of them. Not Dispatch's pool: a command
/// runs on that pool's threads already, and `concurrentPerform` there may run every job on one
/// thread. The calling thread is free between the two calls (it measures and reports, see
/// ``ChunkedPass``).
final class WorkerThreads: @unchecked Sendable {
    private let starts: [DispatchSemaphore]
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var job: (@Sendable (Int) -> Void)?
    private var stopping = false
    /// Rounds begun and not finished.
    private var running = false

    /// `count` threads, each with a stack as large as a main thread's (layout recurses).
    init(count: Int) {
        starts = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        for index in 0..<count {
            let thread = Thread { [self] in
                while true {
                    starts[index].wait()
                    lock.lock()
                    let (work, stop) = (job, stopping)
                    lock.unlock()
                    if stop { return }
                    work?(index)
                    done.signal()
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Starts `job` on every thread (job `i` on thread `i`).
    func begin(_ job: @escaping @Sendable (Int) -> Void) {
        precondition(!running, "a round is already running")
        lock.lock()
        self.job = job
        lock.unlock()
        running = true
        for start in starts { start.signal() }
    }

    /// Waits until every thread has finished the round's job, and lets go of the job: what it
    /// holds (a render's output folder, whose release cleans up after a failed run) is released
    /// on this thread, not whenever the threads next wake.
    func finish() {
        guard running else { return }
        for _ in starts { done.wait() }
        running = false
        lock.lock()
        job = nil
        lock.unlock()
    }

    /// Ends the threads (after the running round, if any).
    func stop() {
        finish()
        lock.lock()
        stopping = true
        lock.unlock()
        for start in starts { start.signal() }
    }
}
