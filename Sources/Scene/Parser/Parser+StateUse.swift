// Parser+StateUse.swift: whether a View's `@State` is ever changed. A scene keeps one instance of each state
// (hoisted to the top level, where events change it), so a component written several times with different
// initial values (`Arc(radius: 40)`, `Arc(radius: 60)` for `@State var radius: CGFloat`) would share one value. A state
// that nothing in the file writes, projects (`$x`) or re-initialises (`_x`) is a constant of each instance, exactly
// what SwiftUI draws for it: it stays a stored property of the struct, one value per instance.
// Rule: Apple: State — developer.apple.com/documentation/swiftui/state ("SwiftUI manages the property's storage";
// the initial value is the value the view has until something sets it). Status: complete; the test is conservative
// (a same-named local that is written elsewhere keeps the state hoisted).

extension Parser {
    /// Methods that change the value they are called on (or may, for a class instance): any call through the
    /// property counts as a write, so only reads keep it a constant.
    static func isWritten(_ name: String, in tokens: [Token]) -> Bool {
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            defer { i += 1 }
            if case .string = token.kind, containsWrite(name, inSegments: token.segments) { return true }
            guard token.kind == .identifier else { continue }
            if token.text == "$" + name || token.text == "_" + name { return true }
            guard token.text == name else { continue }
            if i > 0, tokens[i - 1].isOperator("&") { return true }  // inout argument
            // The postfix chain after the name: `.member`, `[index]`, `?`, `!`, a call.
            var j = i + 1
            while j < tokens.count {
                let t = tokens[j]
                // `.name`, or a tuple element `.1` (The Swift Programming Language, "Tuple Type").
                if t.isPunctuation("."), j + 1 < tokens.count,
                    tokens[j + 1].labelText != nil || tokens[j + 1].kind == .integer
                {
                    if j + 2 < tokens.count, tokens[j + 2].isPunctuation("("), !tokens[j + 2].spaceBefore {
                        return true  // a method called through the property may mutate it
                    }
                    j += 2
                } else if t.isPunctuation("["), !t.spaceBefore {
                    j = matching(tokens, from: j) + 1
                } else if (t.isPunctuation("?") || t.isOperator("!") || t.isOperator("?")) && !t.spaceBefore {
                    j += 1
                } else {
                    break
                }
            }
            if j < tokens.count, tokens[j].kind == .operator,
                ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^="].contains(tokens[j].text)
            {
                return true
            }
        }
        return false
    }

    /// The index of the bracket closing the one at `start`.
    private static func matching(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        for k in start..<tokens.count {
            if tokens[k].isPunctuation("[") || tokens[k].isPunctuation("(") || tokens[k].isPunctuation("{") {
                depth += 1
            } else if tokens[k].isPunctuation("]") || tokens[k].isPunctuation(")") || tokens[k].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return tokens.count
    }

    private static func containsWrite(_ name: String, inSegments segments: [StringSegment]) -> Bool {
        for segment in segments {
            if case .interpolation(let inner, _) = segment, isWritten(name, in: inner) { return true }
        }
        return false
    }
}
