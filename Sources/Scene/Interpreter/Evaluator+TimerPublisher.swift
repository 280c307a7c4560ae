// Evaluator+TimerPublisher.swift: a timer publisher's connection on scene time: `.onReceive(timer)` subscribes as
// its view appears, `timer.connect()` (a publisher kept without `.autoconnect()`) starts the ticks, and
// `connection.cancel()` stops them for every subscriber.
// Rule: Apple: Timer.TimerPublisher ("a publisher that repeatedly emits the current date on a given interval"; it is a
// ConnectablePublisher: it emits nothing until `connect()`, and `autoconnect()` connects it on the first
// subscription) — developer.apple.com/documentation/foundation/timer/timerpublisher; Combine ConnectablePublisher
// connect() and Cancellable cancel(). Ticks fall every interval after the connection, so a subscriber that joins a
// running timer gets the next of them. A publisher is named by where `Timer.publish` is written
// (Builtins+TimerPublisher), so the one in a property and the one a computed property returns are the same timer.
// Status: complete for these forms.

/// Which timer connection a tick belongs to: dropped once that connection is cancelled.
struct TimerTag: Sendable, Equatable {
    var key: Int
    var generation: Int
}

/// The state of every timer publisher while the timeline runs.
struct TimerConnections: Sendable {
    /// A subscriber waiting for ticks: the `onReceive` body with the frame it captured.
    struct Subscriber: Sendable {
        var interval: Double
        var body: [Statement]
        var frame: Evaluator.Frame
        var range: SourceRange
    }

    /// The time each connected publisher was connected, by key.
    var connected: [Int: Double] = [:]
    /// How many times each publisher was connected or cancelled: a tick of an older connection is stale.
    var generation: [Int: Int] = [:]
    /// The subscribers of publishers that are not auto-connected, by key.
    var subscribers: [Int: [Subscriber]] = [:]
    /// How many `DispatchWorkItem`s the run has made: the last one's number (Parser+DispatchWorkItem).
    var workItems = 0
    /// The numbers of the work items cancelled so far: a copy of one, wherever it is kept, is cancelled too.
    var cancelledWorkItems: Set<Int> = []

    func isLive(_ tag: TimerTag) -> Bool { generation[tag.key, default: 0] == tag.generation }

    func tag(_ key: Int) -> TimerTag { TimerTag(key: key, generation: generation[key, default: 0]) }
}

extension Evaluator {
    /// `.onReceive(publisher) { … }` as its view appears.
    @inline(never)
    mutating func subscribe(
        _ publisherIR: IR, _ body: [Statement], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) {
        let publisher = Builtins.TimerPublisher(try evaluate(publisherIR, &f))
        let interval = publisher.interval
        if publisher.autoconnects {
            timers.connected[publisher.key] = timers.connected[publisher.key] ?? time
        } else {
            timers.subscribers[publisher.key, default: []].append(
                TimerConnections.Subscriber(interval: interval, body: body, frame: f, range: range))
        }
        guard let start = timers.connected[publisher.key] else { return }
        // The next tick of a connection made at `start`: a whole number of intervals after it, later than now.
        let elapsed = time - start
        let next = (elapsed / interval).rounded(.down) + 1
        scheduled.append(
            ScheduledWork(
                delay: next * interval - elapsed, every: interval, body: body, frame: f, range: range,
                timer: timers.tag(publisher.key), selfState: selfState))
    }

    /// `publisher.connect()`: starts its subscribers' ticks, one interval from now; connecting a connected publisher
    /// changes nothing.
    @inline(never)
    mutating func connectTimer(_ publisherIR: IR, _ f: inout Frame) throws(RuntimeFailure) {
        let publisher = Builtins.TimerPublisher(try evaluate(publisherIR, &f))
        guard timers.connected[publisher.key] == nil else { return }
        timers.connected[publisher.key] = time
        for subscriber in timers.subscribers[publisher.key] ?? [] {
            scheduled.append(
                ScheduledWork(
                    delay: subscriber.interval, every: subscriber.interval, body: subscriber.body,
                    frame: subscriber.frame, range: subscriber.range, timer: timers.tag(publisher.key)))
        }
    }

    /// `connection.cancel()`: the publisher's ticks stop for every subscriber; an absent connection (`nil`) is none.
    @inline(never)
    mutating func cancelTimer(_ connectionIR: IR, _ f: inout Frame) throws(RuntimeFailure) {
        let connection = try evaluate(connectionIR, &f)
        guard case .enumeration = connection else { return }
        let key = Builtins.TimerPublisher(connection).key
        timers.connected[key] = nil
        timers.generation[key, default: 0] += 1
    }
}
