// Checker+ConcreteBody.swift: a View whose `body` is declared with a concrete view type — one of the scene's own View
// structs (`var body: Wrapper<some View> { Wrapper { … } }`, `var body: Card { Card() }`) — rather than `some View`.
// Rule: Apple: View.body — developer.apple.com/documentation/swiftui/view/body-8kl5o (`var body: Self.Body { get }`,
// the associated type `Body: View` inferred from the declaration); `some View` is only the usual way to let Swift
// infer it (SE-0244 Opaque Result Types). A protocol refining View may even require the concrete type
// (`protocol Tile: View { associatedtype Content: View; var body: Wrapper<Content> { get } }`). anim builds every
// body as views, so a body of a View type is the same as a `some View` body. Status: complete.

extension Checker {
    /// `.view` for the `body` of View struct `owner` declared with the type of a View struct; `type` otherwise.
    func viewBodyType(_ type: SceneType, property: String, owner: Int) -> SceneType {
        guard property == "body", structs[owner].isView, case .instance(let index, _) = type, structs[index].isView
        else { return type }
        return .view
    }
}
