import Foundation
import ShopApp
import TestSupport
import Testing
import CoordsimConfig

/// Configs/schema.json must say what the loader accepts: the same keys at each level, the
/// registry's coordinator names per role, and the label keys. Adding a coordinator, a role,
/// a label key or a config field without updating the schema fails here.
@Suite struct SchemaTests {
    typealias Object = [String: Any]

    static let schemaPath = Fixtures.repositoryRoot.appendingPathComponent("Configs/schema.json").path

    static func loadSchema() throws -> Object {
        let data = try #require(FileManager.default.contents(atPath: schemaPath), "Configs/schema.json is missing")
        // Our own parser first: the schema must be strict JSON too.
        _ = try JSONParser.parse(data)
        return try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    }

    static func object(_ value: Any?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Object {
        try #require(value as? Object, "\(what) is not an object in the schema", sourceLocation: sourceLocation)
    }

    static func fields(_ shape: ConfigShape) -> [ConfigShape.Field] {
        if case let .object(fields) = shape { return fields }
        return []
    }

    static func elementShape(_ shape: ConfigShape?) -> ConfigShape {
        if case let .array(element)? = shape { return element }
        return .any
    }

    /// Checks one object level of the schema against the shape the loader uses.
    static func expectSameKeys(_ schema: Object, _ shape: ConfigShape, _ what: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let properties = try object(schema["properties"], "\(what).properties", sourceLocation: sourceLocation)
        let fields = Self.fields(shape)
        #expect(Set(properties.keys) == Set(fields.map(\.name)), "keys of \(what)", sourceLocation: sourceLocation)
        #expect(Set(schema["required"] as? [String] ?? []) == Set(fields.filter(\.isRequired).map(\.name)),
                "required keys of \(what)", sourceLocation: sourceLocation)
        #expect(schema["additionalProperties"] as? Bool == false, "\(what) must reject unknown keys",
                sourceLocation: sourceLocation)
    }

    @Test func declaresDraft2020_12() throws {
        let schema = try Self.loadSchema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func objectKeysMatchTheConfigTypes() throws {
        let schema = try Self.loadSchema()
        let defs = try Self.object(schema["$defs"], "$defs")
        // The shop has labels, so its schema requires them; an app without labels may leave them out.
        var topLevel = ConfigShape.appConfig
        if case var .object(fields) = topLevel, let labels = fields.firstIndex(where: { $0.name == "labels" }) {
            fields[labels].isRequired = !ShopApp.configuration.labelKeys.isEmpty
            topLevel = .object(fields)
        }
        try Self.expectSameKeys(schema, topLevel, "the top level")
        try Self.expectSameKeys(try Self.object(defs["variant"], "$defs.variant"),
                                Self.elementShape(ConfigShape.appConfig["variants"]), "a variant")
        try Self.expectSameKeys(try Self.object(defs["experiment"], "$defs.experiment"),
                                Self.elementShape(ConfigShape.appConfig["experiments"]), "an experiment")
        let properties = try Self.object(schema["properties"], "properties")
        try Self.expectSameKeys(try Self.object(properties["syntheticUsers"], "syntheticUsers"),
                                try #require(ConfigShape.appConfig["syntheticUsers"]), "syntheticUsers")
    }

    @Test func syntheticUsersListTheModels() throws {
        let schema = try Self.loadSchema()
        let users = try Self.object(try Self.object(schema["properties"], "properties")["syntheticUsers"], "syntheticUsers")
        let model = try Self.object(try Self.object(users["properties"], "syntheticUsers.properties")["model"], "model")
        #expect((model["enum"] as? [Any])?.compactMap { $0 as? String } == SyntheticUsersConfig.models)
    }

    @Test func rolesListTheRegistrysCoordinators() throws {
        let schema = try Self.loadSchema()
        let variant = try Self.object(try Self.object(schema["$defs"], "$defs")["variant"], "$defs.variant")
        let coordinators = try Self.object(try Self.object(variant["properties"], "variant.properties")["coordinators"],
                                           "variant.coordinators")
        let roles = try Self.object(coordinators["properties"], "coordinators.properties")
        let allRoles = CoordinatorRegistry.Role.allCases.map(\.rawValue)
        #expect(Set(roles.keys) == Set(allRoles))
        // Roles with a default choice may be left out of a variant.
        let required = ShopApp.configuration.roles.filter { $0.defaultChoice == nil }.map(\.name)
        #expect(Set(coordinators["required"] as? [String] ?? []) == Set(required))
        #expect(coordinators["additionalProperties"] as? Bool == false)
        for role in CoordinatorRegistry.Role.allCases {
            let entry = try Self.object(roles[role.rawValue], "coordinators.\(role.rawValue)")
            #expect(entry["enum"] as? [String] == CoordinatorRegistry.standard.names(for: role),
                    "the schema's \(role.rawValue) names differ from CoordinatorRegistry.standard")
        }
    }

    @Test func labelsListEveryLabelKeyAndLanguage() throws {
        let schema = try Self.loadSchema()
        let defs = try Self.object(schema["$defs"], "$defs")
        let labels = try Self.object(defs["labels"], "$defs.labels")
        let keys = try Self.object(labels["properties"], "$defs.labels.properties")
        let allKeys = LabelKey.allCases.map(\.rawValue)
        #expect(Set(keys.keys) == Set(allKeys))
        #expect(labels["additionalProperties"] as? Bool == false)
        let complete = try Self.object(defs["labelsComplete"], "$defs.labelsComplete")
        #expect(complete["required"] as? [String] == allKeys, "English must require every label key")

        let languages = try Self.object(try Self.object(schema["properties"], "properties")["labels"], "labels")
        let languageNames = try Self.object(languages["properties"], "labels.properties")
        #expect(Set(languageNames.keys) == Set(ShopApp.configuration.languages.map(\.rawValue)))
        #expect(languages["required"] as? [String] == [Language.en.rawValue])
        #expect(languages["additionalProperties"] as? Bool == false)
    }

    @Test func launchListsTheAppsLaunchParameters() throws {
        let schema = try Self.loadSchema()
        let launch = try Self.object(try Self.object(schema["properties"], "properties")["launch"], "launch")
        let parameters = try Self.object(launch["properties"], "launch.properties")
        #expect(Set(parameters.keys) == Set(ShopApp.configuration.launchParameters.map(\.name)))
        #expect(launch["additionalProperties"] as? Bool == false)
    }
}
