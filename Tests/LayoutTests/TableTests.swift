// TableTests.swift: `Table` as an iPhone draws it — a list of the rows, each showing the first column, no headers —
// from data (`Table(data) { columns }`) or from a `rows:` builder; `Item.ID` as a type.
// Rule: Apple: Table — "in a compact horizontal size class environment … a table shows only its first column";
// TableColumn(_:value:) shows the key path's string, TableColumn(_:content:) its content; Identifiable.ID.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct TableTests {
    static let people = """
        struct Person: Identifiable {
            let id = UUID()
            var name: String
            var city: String
            var age: Int
        }
        let people = [
            Person(name: "Ada", city: "London", age: 36), Person(name: "Grace", city: "Arlington", age: 85),
            Person(name: "Linus", city: "Helsinki", age: 20),
        ]
        """

    func strings(_ body: String) throws -> [(String, Rect)] {
        let (_, leaves) = try SceneRender.render(
            "scene(width: 300, height: 400, background: .white)\n" + TableTests.people + "\n" + body)
        return PastedFiles13Tests().texts(leaves)
    }

    @Test("Table(data) { TableColumn(_:value:) … } lists the first column's strings, one row each, top to bottom")
    func dataWithKeyPathColumn() throws {
        let texts = try strings(
            """
            Table(people) {
                TableColumn("Name", value: \\.name)
                TableColumn("City", value: \\.city)
            }
            """)
        #expect(texts.map(\.0) == ["Ada", "Grace", "Linus"])
        #expect(texts[0].1.minY < texts[1].1.minY && texts[1].1.minY < texts[2].1.minY)
        #expect(abs(texts[0].1.minX - texts[1].1.minX) < 0.01, "rows share their leading edge")
    }

    @Test("A first column with content draws that content for each row; selection: and sortOrder: draw nothing")
    func contentColumn() throws {
        let texts = try strings(
            """
            struct V: View {
                @State private var selection = Set<Person.ID>()
                var body: some View {
                    Table(people, selection: $selection) {
                        TableColumn("Age") { person in
                            Text("\\(person.age) years")
                        }
                        TableColumn("Name", value: \\.name)
                    }
                }
            }
            V()
            """)
        #expect(texts.map(\.0) == ["36 years", "85 years", "20 years"])
    }

    @Test("Table(of:) { columns } rows: { … } draws the TableRows the builder makes, through ForEach and if")
    func rowsBuilder() throws {
        let texts = try strings(
            """
            Table(of: Person.self) {
                TableColumn("City", value: \\.city).width(100)
                TableColumn("Name", value: \\.name)
            } rows: {
                ForEach(people) { person in
                    if person.age > 30 {
                        TableRow(person)
                    }
                }
                TableRow(Person(name: "Tim", city: "Cupertino", age: 60))
            }
            """)
        #expect(texts.map(\.0) == ["London", "Arlington", "Cupertino"])
    }
}
