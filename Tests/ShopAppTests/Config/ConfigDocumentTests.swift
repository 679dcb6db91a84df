import Foundation
import ShopApp
import TestSupport
import Testing
import CoordsimConfig

/// The loader reads a checked config from its parsed document, not through `JSONDecoder`; what
/// it reads must be exactly what `JSONDecoder` reads, and the shape it checks against must be
/// exactly what ``AppConfig``'s `Decodable` conformance asks for.
@Suite struct ConfigDocumentTests {
    @Test func theWrittenShapeIsTheDecodableOne() {
        #expect(ConfigShape.appConfig == ConfigShape.of(AppConfig.self))
    }

    /// `base` with one replacement, or the file itself.
    struct Case: CustomTestStringConvertible, Sendable {
        var replacing: String
        var with: String
        var testDescription: String { with.isEmpty ? "base" : with }
    }

    static let cases: [Case] = [
        Case(replacing: "", with: ""),
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"], \"weights\": [0.25, 0.75], \"coverage\": 0.5, \"hashVersion\": 2, \"seed\": \"s\", \"forcedVariant\": \"B\"}, {\"key\": \"j\", \"variants\": [\"B\"], \"weights\": [1], \"coverage\": 1, \"hashVersion\": 1}]"),
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"], \"weights\": [2.5e-1, 7.5E-1], \"coverage\": 0.1, \"seed\": null, \"forcedVariant\": null}, {\"key\": \"j\", \"variants\": [\"A\"], \"weights\": null, \"coverage\": null}]"),
        // Whole numbers written as decimals are read by JSONDecoder, whatever it makes of them.
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"], \"hashVersion\": 2.0}]"),
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"], \"hashVersion\": 1e0}], \"syntheticUsers\": {\"budget\": 4E1}"),
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"experiments\": null, \"syntheticUsers\": {\"model\": \"goal-directed\", \"epsilon\": 0.1, \"patience\": 10, \"budget\": 40}"),
        Case(replacing: "\"experiments\": [{\"key\": \"k\", \"variants\": [\"A\", \"B\"]}]",
             with: "\"syntheticUsers\": {\"model\": null, \"epsilon\": -0.0, \"patience\": 1.7976931348623157e308, \"budget\": 3}"),
        Case(replacing: "\"launch\": {\"startLoggedIn\": false}", with: "\"launch\": {}"),
        Case(replacing: "\"launch\": {\"startLoggedIn\": false}", with: "\"launch\": null"),
        Case(replacing: "\"summary\": \"a\"", with: "\"summary\": \"caf\\u00e9 \\\"quoted\\\"\\n\\t\\/ 컴퓨터 \\ud83d\\ude00 e\\u0301\""),
    ]

    @Test(arguments: cases)
    func theDocumentGivesWhatJSONDecoderGives(_ change: Case) throws {
        let text = change.replacing.isEmpty ? ConfigLoaderTests.base
            : ConfigLoaderTests.base.replacingOccurrences(of: change.replacing, with: change.with)
        #expect(text != ConfigLoaderTests.base || change.replacing.isEmpty)
        try expectSameAsJSONDecoder(Data(text.utf8))
        try expectSameAsJSONDecoder(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
    }

    @Test func theShopsConfigGivesWhatJSONDecoderGives() throws {
        try expectSameAsJSONDecoder(Data(contentsOf: URL(fileURLWithPath: Fixtures.defaultConfigPath)))
        try expectSameAsJSONDecoder(Data(try #require(ShopApp.configuration.defaultConfigText).utf8))
    }

    private func expectSameAsJSONDecoder(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let loaded = Result { try ConfigLoader.parse(data, file: "test.json", app: ShopApp.configuration) }
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        let decoded = Result { try JSONDecoder().decode(AppConfig.self, from: bytes).fillingDefaultChoices(of: ShopApp.configuration) }
        switch (loaded, decoded) {
        case let (.success(config), .success(expected)):
            #expect(config == expected, sourceLocation: sourceLocation)
            // Scalar by scalar: String's == would take a normalized `é` for `e\u{301}`.
            #expect(config.variants.map { Array($0.summary.unicodeScalars) }
                        == expected.variants.map { Array($0.summary.unicodeScalars) }, sourceLocation: sourceLocation)
        case (.failure, .failure):
            break   // both refuse it (the loader with its own message)
        case let (.success(config), .failure(error)):
            Issue.record("the loader read \(config) where JSONDecoder failed: \(error)", sourceLocation: sourceLocation)
        case let (.failure(error), .success):
            Issue.record("the loader failed where JSONDecoder read it: \(error)", sourceLocation: sourceLocation)
        }
    }
}
