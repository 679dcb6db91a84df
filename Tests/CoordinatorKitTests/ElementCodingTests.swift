import CoordinatorKit
import Foundation
import Testing

/// Elements as the Snapshot JSON carries them: every field named, no synthesized `_0`.
@Suite struct ElementCodingTests {
    static func json(_ element: Element) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(element), as: UTF8.self)
    }

    @Test(arguments: [
        (Element.text("productLabel", "Product"), #"{"id":"productLabel","kind":{"text":{"emphasis":"body","text":"Product"}}}"#),
        (Element.button("buy", "Buy subscription", shortcut: "b"),
         #"{"id":"buy","kind":{"button":{"label":"Buy subscription","shortcut":"b"}}}"#),
        (Element.segmented("product", ["Computer", "Bicycle"], selected: 1),
         #"{"id":"product","kind":{"segmented":{"options":["Computer","Bicycle"],"selected":1}}}"#),
    ])
    func elementsEncodeWithNamedFields(_ element: Element, _ expected: String) throws {
        let json = try Self.json(element)
        #expect(json == expected)
        #expect(try JSONDecoder().decode(Element.self, from: Data(json.utf8)) == element)
    }
}
