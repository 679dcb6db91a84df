import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShopApp

/// The options every command that runs the app shares.
struct AppOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The JSON config to use.", valueName: "path"))
    var config: String = "Configs/default.json"

    @Option(name: .long, help: ArgumentHelp("The variant to run; defaults to the config's defaultVariant.",
                                            valueName: "name"))
    var variant: String?

    @Option(name: .long, help: "The labels' language: en or ko.")
    var lang: Language = .en

    /// Loads the config, or exits with its error on stderr.
    func loadConfig() throws -> AppConfig {
        do {
            return try ConfigLoader.load(path: config)
        } catch let error as ConfigError {
            throw CLIError.config(error)
        }
    }

    /// Loads the config and builds the app in the chosen variant.
    func makeApp(variant override: String? = nil) throws -> ShopApp {
        let config = try loadConfig()
        do {
            return try ShopApp(config: config, variant: override ?? variant, language: lang)
        } catch let error as UnknownVariant {
            throw CLIError.usage("\(error) (in \(self.config))")
        }
    }
}

extension Language: ExpressibleByArgument {}
