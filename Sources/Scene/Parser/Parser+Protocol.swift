// Parser+Protocol.swift: `protocol` declarations and the default implementations their extensions give.
// Rule: The Swift Programming Language, "Protocols": Protocol Extensions and Providing Default Implementations
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/protocols#Providing-Default-Implementations):
// "If a conforming type provides its own implementation of a required method or property, that implementation
// will be used instead of the one provided by the extension."

extension Parser {
    /// `protocol Name: Parent { requirements }`: the requirements say what conforming types declare, which the
    /// checker sees in those types, so only the name and the inherited protocols are kept.
    mutating func parseProtocol() -> Stmt {
        let keyword = advance()
        let name = advance()
        let parents = parseConformances().map(\.name)
        skipWhereClause()
        guard current.isPunctuation("{") else {
            diagnostics.error("expected '{' in protocol type", at: current.range)
            return Stmt(kind: .error, range: keyword.range.union(name.range))
        }
        // Requirements (`var id: Int { get }`, `func f()` without a body) are skipped, brackets balanced.
        let open = advance()
        var depth = 1
        while current.kind != .eof {
            if current.isPunctuation("{") { depth += 1 }
            if current.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            }
            advance()
        }
        let end = closeBrace(opening: open, what: "at end of protocol")
        protocols[name.text] = parents
        return Stmt(kind: .import, range: keyword.range.union(end))
    }

    /// The file with each protocol extension's members copied into the types that conform to the protocol (or to one
    /// that inherits it) and do not declare a member of that name themselves; the protocol extensions and the
    /// conformances to the file's protocols are dropped, as the checker knows no protocols.
    func adoptingProtocolExtensions(_ statements: [Stmt]) -> [Stmt] {
        var defaults: [String: [Stmt]] = [:]
        var kept: [Stmt] = []
        for statement in statements {
            if case .extension(let e) = statement.kind, protocols[e.typeName] != nil {
                defaults[e.typeName, default: []] += e.members
            } else {
                kept.append(statement)
            }
        }
        func withInherited(_ names: [String]) -> [String] {
            var all: [String] = []
            var pending = names
            while let next = pending.popLast() {
                guard protocols[next] != nil, !all.contains(next) else { continue }
                all.append(next)
                pending += protocols[next] ?? []
            }
            return all
        }
        return kept.map { statement in
            guard case .structure(var s) = statement.kind else { return statement }
            let adopted = withInherited(
                s.conformances.map(\.name) + (conformancesAddedByExtensions[s.name] ?? []))
            // A file protocol refining a system one (`protocol Loadable: View`) passes that conformance on: the
            // checker knows `View`, `Shape`, `Identifiable`… but not the file's protocols.
            let inheritedSystem = adopted.flatMap { protocols[$0] ?? [] }.filter { protocols[$0] == nil }
            let range = s.conformances.first { protocols[$0.name] != nil }?.range ?? statement.range
            s.conformances.removeAll { protocols[$0.name] != nil }
            s.protocols = adopted
            for name in inheritedSystem where !s.conformances.contains(where: { $0.name == name }) {
                s.conformances.append((name, range))
            }
            let declared = Set(s.members.compactMap(Parser.memberName))
            for name in adopted {
                for member in defaults[name] ?? [] {
                    guard let memberName = Parser.memberName(member), !declared.contains(memberName) else { continue }
                    s.members.append(member)
                }
            }
            return Stmt(kind: .structure(s), range: statement.range)
        }
    }

    /// The name a member declares (a property's or a method's).
    static func memberName(_ member: Stmt) -> String? {
        switch member.kind {
        case .variable(let v): v.name
        case .function(let f): f.name
        default: nil
        }
    }
}
