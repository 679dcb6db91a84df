import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShopApp

/// Checks a config and prints what it defines, without running anything.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",   // spelled out: deriving it costs a String(describing:) of the type at launch
        abstract: "Check a config and print the variants and experiments it defines.",
        discussion: """
            Errors name the file, the JSON path and line:column, go to stderr, and exit with code 2.
            """)

    @Option(name: .long, help: ArgumentHelp("The JSON config to check.", valueName: "path"))
    var config: String = "Configs/default.json"

    @Option(name: .long, help: ArgumentHelp("Also check that this variant exists.", valueName: "name"))
    var variant: String?

    func run() throws {
        try reportingErrors {
            let appConfig: AppConfig
            do {
                appConfig = try ConfigLoader.load(path: config)
            } catch let error as ConfigError {
                throw CLIError.config(error)
            }
            if let variant {
                do {
                    _ = try ShopApp(config: appConfig, variant: variant)
                } catch let error as UnknownVariant {
                    throw CLIError.usage("\(error) (in \(config))")
                }
            }
            printText(Self.report(appConfig, file: config), terminator: "")
        }
    }

    /// The text `validate` prints for a valid config.
    static func report(_ config: AppConfig, file: String) -> String {
        var out = "\(file): OK\n"
        out += "default variant: \(config.defaultVariant)\n"
        out += "start logged in: \(config.startLoggedIn ? "yes" : "no")\n"
        out += "languages: \(config.labels.keys.sorted().joined(separator: ", "))\n"
        out += "variants:\n"
        let roles = CoordinatorRegistry.Role.allCases
        let roleWidth = roles.map(\.rawValue.count).max() ?? 0
        for variant in config.variants {
            let tag = variant.name == config.defaultVariant ? " (default)" : ""
            out += "  \(variant.name)\(tag): \(variant.summary)\n"
            for role in roles {
                let name = role.rawValue + String(repeating: " ", count: roleWidth - role.rawValue.count)
                out += "    \(name) -> \(variant.coordinators[role.rawValue] ?? "?")\n"
            }
        }
        let experiments = config.experiments ?? []
        out += experiments.isEmpty ? "experiments: none\n" : "experiments:\n"
        for experiment in experiments {
            let weights = experiment.weights
                ?? Array(repeating: 1 / Double(experiment.variants.count), count: experiment.variants.count)
            let split = zip(experiment.variants, weights).map { "\($0) \(percent($1))" }.joined(separator: ", ")
            var line = "  \(experiment.key): \(split); coverage \(percent(experiment.coverage ?? 1))"
            line += "; hash v\(experiment.hashVersion ?? 1)"
            if let seed = experiment.seed { line += "; seed \"\(seed)\"" }
            if let forced = experiment.forcedVariant { line += "; forced to \(forced)" }
            out += line + "\n"
        }
        return out
    }

    private static func percent(_ share: Double) -> String {
        let value = share * 100
        return value == value.rounded() ? "\(Int(value))%" : String(cFormat: "%.1f%%", value)
    }
}
