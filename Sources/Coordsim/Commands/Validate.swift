import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimApp
import CoordsimConfig

/// Checks a config and prints what it defines, without running anything.
struct Validate<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "validate",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Check a config and print the variants and experiments it defines.",
            discussion: """
                Errors name the file, the JSON path and line:column, go to stderr, and exit with code 2.
                """)
    }

    @Option(name: .long, help: ArgumentHelp(
        "The JSON config to check" + (App.configuration.defaultConfigPath.map { " (default: \($0))." } ?? "."),
        valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Also check that this variant exists.", valueName: "name"))
    var variant: String?

    func run() throws {
        try reportingErrors {
            let builtIn = config == nil ? App.configuration.defaultConfigText : nil
            let defaultPath = App.configuration.defaultConfigPath
            let usesBuiltIn = builtIn != nil && !(defaultPath.map { FileManager.default.fileExists(atPath: $0) } ?? false)
            let file = usesBuiltIn ? "built-in " + (defaultPath ?? "config") : (config ?? defaultPath)
            // No file at all: every other command runs on the config derived from the app's
            // declaration, so that is what is shown.
            let path = file ?? "the config \(App.configuration.name) derives from its declaration (no file)"
            let appConfig: AppConfig
            do throws(FileError) {
                // Without --config and away from the default file, the copy built into the tool is checked.
                if file == nil {
                    appConfig = .derived(from: App.configuration)
                } else if usesBuiltIn, let builtIn {
                    appConfig = try ConfigLoader.parse(Data(builtIn.utf8), file: path, app: App.configuration)
                } else {
                    appConfig = try ConfigLoader.load(path: path, app: App.configuration)
                }
            } catch {
                throw CLIError.config(error)
            }
            if let variant {
                do {
                    _ = try AppVariant(App.self, config: appConfig, variant: variant)
                } catch let error as UnknownVariant {
                    throw CLIError.usage("\(error) (in \(path))")
                }
            }
            printText(Self.report(appConfig, file: path), terminator: "")
        }
    }

    /// The text `validate` prints for a valid config.
    static func report(_ config: AppConfig, file: String) -> String {
        var out = "\(file): OK\n"
        out += "default variant: \(config.defaultVariant)\n"
        let app = App.configuration
        let launch = app.launchParameters.map { "\($0.name)=\(config.launch?[$0.name] ?? $0.defaultValue)" }
        out += "launch: \(launch.isEmpty ? "no parameters" : launch.joined(separator: ", "))\n"
        out += "languages: \(config.languages.map(\.rawValue).joined(separator: ", "))\n"
        out += "variants:\n"
        let roles = app.roles.map(\.name)
        let roleWidth = roles.map(\.count).max() ?? 0
        for variant in config.variants {
            let tag = variant.name == config.defaultVariant ? " (default)" : ""
            out += "  \(variant.name)\(tag): \(variant.summary)\n"
            if let launch = variant.launch, !launch.isEmpty {
                out += "    launch: " + launch.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + "\n"
            }
            for role in roles {
                let name = role + String(repeating: " ", count: roleWidth - role.count)
                out += "    \(name) -> \(variant.coordinators[role] ?? "?")\n"
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
