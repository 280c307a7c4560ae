// Parser+Codable.swift: a model's hand-written Codable conformance — `init(from decoder: Decoder)` and
// `func encode(to encoder: Encoder)` — which a pasted file keeps beside the views that draw the model.
// Rule: Apple: Decodable.init(from:) and Encodable.encode(to:) — developer.apple.com/documentation/swift/decodable
// (they run only when a decoder or an encoder calls them: `JSONDecoder().decode(T.self, from:)`, which a scene cannot
// do, as it reads no files or network). Nothing a frame shows reaches them, so they are left out of the type; its
// `enum CodingKeys: String, CodingKey` stays an ordinary enum (Checker+TypeMembers accepts CodingKey). A type that
// declares `init(from:)` has no memberwise initialiser in Swift, so a file that compiles never calls one; leaving the
// decoder out gives it one it does not use. Status: complete.

extension Parser {
    /// `members` without the Codable requirements a decoder or encoder calls.
    static func droppingCodableRequirements(_ members: [Stmt]) -> [Stmt] {
        members.filter { member in
            guard case .function(let f) = member.kind, f.parameters.count == 1 else { return true }
            guard case .named(let type) = f.parameters[0].type.kind else { return true }
            let decodes = f.name == "init" && f.parameters[0].label == "from" && type == "Decoder"
            let encodes = f.name == "encode" && f.parameters[0].label == "to" && type == "Encoder"
            return !(decodes || encodes)
        }
    }
}
