// TimerPublishTests.swift: timer publishers as real files keep them — a `Timer.publish` property connected by
// `connect()` in an action, a stored `Cancellable` cancelled later, a publisher returned by a computed property — and
// the statement `_ = value`. Widths are read off a black bar whose width counts the ticks.
// Rule: Apple: Timer.TimerPublisher (a ConnectablePublisher: no ticks before `connect()`; `autoconnect()` connects on
// subscription), ConnectablePublisher.connect(), Cancellable.cancel(); ticks fall one interval after the connection
// and every interval after. Expected widths are 10 + 20 × ticks, counted by hand from each source.

import Scene
import Testing

struct TimerPublishTests {
    static func width(_ view: String, at time: Double) throws -> Int {
        let source = """
            scene(width: 200, height: 40, fps: 10, duration: 6)
            import Combine
            \(view)
            Ticker()
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        return PastedSwiftUITests.inkPixels(fb, row: 20)
    }

    @Test(
        "a Timer.publish property without autoconnect ticks only once `_ = timer.connect()` runs, one interval after",
        arguments: [(0.0, 10), (1.4, 10), (1.6, 30), (2.6, 50), (3.4, 50), (3.6, 70)])
    func connectInAction(time: Double, width: Int) throws {
        let view = """
            struct Ticker: View {
                @State private var count = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common)
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(count), height: 20)
                        .onReceive(timer) { _ in count += 1 }
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { _ = timer.connect() } }
                }
            }
            """
        #expect(try Self.width(view, at: time) == width, "t = \(time)")
    }

    @Test(
        "a stored connection from a computed publisher stops every tick when `cancellable?.cancel()` runs in a Button",
        arguments: [(0.9, 10), (1.1, 30), (2.1, 50), (3.1, 50), (5.5, 50)])
    func cancelStoredConnection(time: Double, width: Int) throws {
        let view = """
            struct Ticker: View {
                @State private var count = 0
                @State private var cancellable: Cancellable?
                var timer: Timer.TimerPublisher { Timer.publish(every: 1, on: .main, in: .common) }
                var body: some View {
                    ZStack {
                        Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(count), height: 20)
                        Button("Stop") { cancellable?.cancel() }.opacity(0)
                    }
                    .onReceive(timer) { _ in count += 1 }
                    .onAppear { cancellable = timer.connect() }
                }
            }
            at(2.5) { tap("Stop") }
            """
        #expect(try Self.width(view, at: time) == width, "t = \(time)")
    }

    @Test(
        "an autoconnected publisher typed Publishers.Autoconnect stops for good at `timer.upstream.connect().cancel()`",
        arguments: [(0.6, 30), (1.1, 50), (1.6, 70), (4.0, 70)])
    func upstreamCancel(time: Double, width: Int) throws {
        let view = """
            struct Ticker: View {
                @State private var count = 0
                let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(count), height: 20)
                        .onReceive(timer) { _ in
                            count += 1
                            if count == 3 { timer.upstream.connect().cancel() }
                        }
                }
            }
            """
        #expect(try Self.width(view, at: time) == width, "t = \(time)")
    }

    @Test("`_ = value` evaluates and drops the value in an action, a function and an event")
    func discardedValue() throws {
        let view = """
            struct Ticker: View {
                @State private var items = [1, 2, 3]
                func trim() { _ = items.removeLast() }
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 10 + 20 * Double(items.count), height: 20)
                        .onAppear { _ = items.removeLast(); _ = 5 }
                        .onTapGesture { trim() }
                }
            }
            """
        // 3 items, one removed as the view appears: 10 + 20 × 2.
        #expect(try Self.width(view, at: 0) == 50)
    }
}
