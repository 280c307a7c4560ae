// WrittenArgumentsTests.swift: a call's written arguments are kept as its values with the overload's shared signature
// (WrittenArguments.swift) and read as before: listed in parameter order with their labels and the defaults filled
// in, view builders left out (their views are the secondary view or the children); looked up by label; replaced by a
// write without touching the copy it came from.

import Testing

@testable import Layout
@testable import Scene

@Suite struct WrittenArgumentsTests {
    private func root(_ body: String) throws -> ViewNode {
        let program = try SceneProgram(source: "scene(width: 200, height: 100)\n" + body, path: "written.scene")
        return try program.view(time: 0, frame: 0)
    }

    @Test("a modifier's arguments: labels and values in parameter order, defaults filled in")
    func modifierArguments() throws {
        let (_, modifiers) = try root("Rectangle().frame(width: 40).offset(x: 3, y: 4)").chain
        #expect(modifiers.map(\.name) == ["frame", "offset"])
        let offset = modifiers[1]
        #expect(offset.arguments.map(\.label) == ["x", "y"])
        #expect(offset.arguments.map(\.value.double) == [3, 4])
        #expect(offset.argument("y")?.double == 4)
        #expect(offset.argument(nil) == nil)
        // frame(width:height:alignment:): height left out is written as absent, alignment as its default.
        let frame = modifiers[0]
        #expect(frame.arguments.map(\.label) == ["width", "height", "alignment"])
        #expect(frame.argument("width")?.double == 40)
        guard case .absent? = frame.argument("height") else {
            Issue.record("height is not written as absent")
            return
        }
        guard case .alignment(let alignment)? = frame.argument("alignment") else {
            Issue.record("alignment is not written")
            return
        }
        #expect(alignment == .center)
    }

    @Test("a view builder is left out of the written arguments; its views are the secondary view")
    func builderLeftOut() throws {
        let (_, modifiers) = try root("Rectangle().overlay(alignment: .topLeading) { Circle() }").chain
        let overlay = try #require(modifiers.first)
        #expect(overlay.name == "overlay")
        #expect(overlay.arguments.map(\.label) == ["alignment"])
        #expect(overlay.argument("content") == nil)
        guard case .alignment(let alignment)? = overlay.argument("alignment") else {
            Issue.record("alignment is not written")
            return
        }
        #expect(alignment == Alignment(horizontal: .leading, vertical: .top))
        #expect(overlay.secondary?.shape == .circle)
    }

    @Test("a view's arguments leave its content builder out; the content is its children")
    func viewArguments() throws {
        let stack = try root("HStack(spacing: 4) {\n    Color.red\n    Color.blue\n}")
        guard case .view(let applied) = stack.kind else {
            Issue.record("the root is not a primitive view")
            return
        }
        #expect(applied.name == "HStack")
        #expect(applied.arguments.map(\.label) == ["alignment", "spacing"])
        #expect(applied.argument("spacing")?.double == 4)
        #expect(applied.argument("content") == nil)
        #expect(stack.children.count == 2)
    }

    @Test("writing the arguments replaces them in the copy written to; other properties keep theirs")
    func writeReplaces() throws {
        let (_, modifiers) = try root("Rectangle().offset(x: 3, y: 4)").chain
        let original = try #require(modifiers.first)
        var copy = original
        copy.arguments = [WrittenArgument(label: "z", value: .int(7))]
        #expect(copy.arguments.map(\.label) == ["z"])
        #expect(copy.argument("z")?.int == 7)
        #expect(copy.argument("x") == nil)
        copy.name = "renamed"
        #expect(copy.argument("z")?.int == 7)
        #expect(copy.offset?.x == 3)
        // The value it was copied from is unchanged.
        #expect(original.name == "offset")
        #expect(original.arguments.map(\.label) == ["x", "y"])
    }

    @Test("a secondary view is stamped with an identity of its own, the same in every frame")
    func secondaryIdentity() throws {
        let body = "Rectangle().background { Circle() }.overlay { Capsule() }"
        let (leaf, modifiers) = try root(body).chain
        let background = try #require(modifiers[0].secondary)
        let overlay = try #require(modifiers[1].secondary)
        #expect(background.identity != 0 && overlay.identity != 0)
        #expect(Set([leaf.identity, background.identity, overlay.identity]).count == 3)
        let program = try SceneProgram(source: "scene(width: 200, height: 100)\n" + body, path: "written.scene")
        let later = try program.view(time: 0.5, frame: 15).chain.modifiers
        #expect(later[0].secondary?.identity == background.identity)
        #expect(later[1].secondary?.identity == overlay.identity)
    }
}
