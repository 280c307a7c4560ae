// Parser+FoundationRuntime.swift: the Foundation runtime names view models use — `Thread`, `UserDefaults` and
// `Decimal` — declared in the scene language.
// Rule: Apple: Thread.isMainThread (a SwiftUI action, `onAppear` and a `@MainActor` model run on the main thread:
// true), Thread.sleep(forTimeInterval:) (a recording does not wait: nothing to draw changes); UserDefaults —
// developer.apple.com/documentation/foundation/userdefaults: `standard` starts empty in a fresh preview, so
// `integer(forKey:)` is 0, `bool(forKey:)` false, `double(forKey:)` 0 and `string(forKey:)` nil; `set(_:forKey:)` and
// `removeObject(forKey:)` are accepted and change nothing a frame shows (a recording keeps no defaults between
// frames); Decimal — developer.apple.com/documentation/foundation/decimal: prices in model code, kept as a Double
// (a base-10 sum such as 0.1 + 0.2 prints 0.30000000000000004 where Decimal prints 0.3; formatted output, e.g.
// `.currency(code:)`, rounds both alike); Thread.current prints as the main thread does; DispatchSemaphore —
// developer.apple.com/documentation/dispatch/dispatchsemaphore: scene time never blocks, so `wait()` and `signal()`
// return at once; `array(forKey:)`, `stringArray(forKey:)` and `dictionary(forKey:)` of a fresh preview's defaults
// are nil (values of those kinds are not kept); POSIX `sleep(_:)`/`usleep(_:)` return at once, as a recording does not
// wait; `LocalizedStringKey` and `LocalizedStringResource` are the String they are written as (a render has one
// locale, en-US; Text(_:) of a String variable then shows Markdown as the key would). Status: the members listed.

extension Parser {
    static let foundationRuntimeNames: Set<String> = [
        "Thread", "UserDefaults", "Decimal", "DispatchSemaphore", "sleep(", "usleep(", "LocalizedStringKey",
        "LocalizedStringResource",
    ]

    static let foundationRuntimeSource = """
        typealias Decimal = Double
        typealias LocalizedStringKey = String
        typealias LocalizedStringResource = String
        struct Thread {
            static var isMainThread: Bool { true }
            static var current: String { "<_NSMainThread: 0x600001700000>{number = 1, name = main}" }
            static func sleep(forTimeInterval interval: Double) {}
        }
        final class UserDefaults {
            static let standard = UserDefaults()
            var values: [String: String] = [:]
            func set<T: Equatable>(_ value: T, forKey key: String) { values[key] = "\\(value)" }
            func bool(forKey key: String) -> Bool { values[key] == "true" }
            func integer(forKey key: String) -> Int { Int(values[key] ?? "") ?? 0 }
            func double(forKey key: String) -> Double { Double(values[key] ?? "") ?? 0 }
            func string(forKey key: String) -> String? { values[key] }
            func removeObject(forKey key: String) { values[key] = nil }
            func object(forKey key: String) -> String? { values[key] }
            func array(forKey key: String) -> [String]? { nil }
            func stringArray(forKey key: String) -> [String]? { nil }
            func dictionary(forKey key: String) -> [String: String]? { nil }
            func data(forKey key: String) -> Data? { nil }
        }
        func sleep(_ seconds: Int) {}
        func usleep(_ microseconds: Int) {}
        struct DispatchSemaphore {
            init(value: Int) {}
            func wait() {}
            func signal() {}
        }
        """

    /// The declarations of `foundationRuntimeSource`, placed nowhere in the user's file (empty ranges).
    static let foundationRuntimeDeclarations: [Stmt] = prelude(foundationRuntimeSource)
}
