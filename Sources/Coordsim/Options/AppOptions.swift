import ArgumentParser
import CoordsimApp
import Experiments
import Simulation
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CoordsimConfig
#if canImport(Glibc)
import Glibc
#endif

/// The options every command that runs the app shares.
struct AppOptions<App: SimulatedApp>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The JSON config to use" + (App.configuration.defaultConfigPath.map { " (default: \($0))." }
            ?? " (default: one variant with each role's first choice)."),
        valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("The variant to run; defaults to the config's defaultVariant.",
                                            valueName: "name"))
    var variant: String?

    @Option(name: .long, help: ArgumentHelp(
        "The labels' language: " + App.configuration.languages.map(\.rawValue).joined(separator: " or ") + ".",
        valueName: "code"))
    var lang: Language = .en

    @Option(name: .long, help: ArgumentHelp(
        "Set a launch parameter, over the config's, the variant's and a journey's (repeatable)"
            + (App.configuration.launchParameters.isEmpty ? "; this app has none."
               : ": " + App.configuration.launchParameters.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ") + "."),
        valueName: "name=value"))
    var launch: [String] = []

    /// The options as plain values, which do the work (`run`'s quick parse makes one directly).
    var choice: AppChoice<App> { AppChoice(config: config, variant: variant, lang: lang, launch: launch) }

    var configSuffix: String { choice.configSuffix }
    func loadConfig() throws -> AppConfig { try choice.loadConfig() }
    func language(in config: AppConfig) throws -> Language { try choice.language(in: config) }
    func makeApp(variant override: String? = nil) throws -> AppVariant { try choice.makeApp(variant: override) }
    func makeApp(config: AppConfig, variant override: String? = nil) throws -> AppVariant {
        try choice.makeApp(config: config, variant: override)
    }
    func assignment(user: String?, experiment: String? = nil) throws -> Assignment {
        try choice.assignment(user: user, experiment: experiment)
    }
}

/// `--config`, `--variant`, `--lang` and `--launch` as plain values, and what the commands do
/// with them: load the config, check the language and the launch values, pick the variant.
struct AppChoice<App: SimulatedApp> {
    var config: String?
    var variant: String?
    var lang: Language = .en
    /// `--launch NAME=VALUE`, as typed, in order (a later one for the same name wins).
    var launch: [String] = []

    /// The config file in use, for messages; nil when the app runs with its derived config.
    var configPath: String? { config ?? App.configuration.defaultConfigPath }

    /// `(in PATH)` for messages about the config, or nothing for the derived config.
    var configSuffix: String { configPath.map { " (in \($0))" } ?? "" }

    /// True when no `--config` was given and the default config's file is not in the working
    /// directory, so the copy built into the tool is used.
    var usesBuiltInConfig: Bool {
        guard config == nil, App.configuration.defaultConfigText != nil else { return false }
        guard let path = App.configuration.defaultConfigPath else { return true }
        return !FileManager.default.fileExists(atPath: path)
    }

    /// Loads the config, or exits with its error on stderr.
    func loadConfig() throws -> AppConfig {
        do {
            if usesBuiltInConfig, let text = App.configuration.defaultConfigText {
                let name = "built-in " + (App.configuration.defaultConfigPath ?? "config")
                return try ConfigLoader.parse(Data(text.utf8), file: name, app: App.configuration)
            }
            guard let path = configPath else { return AppConfig.derived(from: App.configuration) }
            return try ConfigLoader.load(path: path, app: App.configuration)
        } catch {
            throw CLIError.config(error)
        }
    }

    /// `--lang`, checked against the app and the config: a language without labels is refused
    /// rather than silently shown in English.
    func language(in config: AppConfig) throws -> Language {
        let languages = App.configuration.languages
        guard languages.contains(lang) else {
            throw CLIError.usage("unknown language \"\(lang)\"; \(App.configuration.name) has "
                + languages.map(\.rawValue).joined(separator: ", "))
        }
        guard lang == .en || config.labels?[lang.rawValue] != nil else {
            throw CLIError.usage("the config gives no \"\(lang)\" labels\(configSuffix); "
                + "add them under \"labels\", or use --lang "
                + config.languages.map(\.rawValue).joined(separator: " or "))
        }
        return lang
    }

    /// Loads the config and picks the variant to run.
    func makeApp(variant override: String? = nil) throws -> AppVariant {
        try makeApp(config: loadConfig(), variant: override)
    }

    /// Picks a variant of an already loaded config, launched with `--launch`'s values.
    func makeApp(config: AppConfig, variant override: String? = nil) throws -> AppVariant {
        let language = try language(in: config)
        let values = try launchValues()
        do {
            var made = try AppVariant(App.self, config: config, variant: override ?? variant, language: language,
                                      parameters: values)
            // A launch that forgot its root coordinator would stop the process: the launch says so as an error.
            made.forgottenRootPolicy = Self.exitOnForgottenRoot
            return made
        } catch let error as UnknownVariant {
            throw CLIError.usage("\(error)\(configSuffix)")
        } catch let error as LaunchParameterError {
            // The config's own values were checked when it loaded; this is one made in code.
            throw CLIError.usage("\(error)\(configSuffix)" + Self.listing(error.parameters))
        }
    }

    /// The headless commands' answer to an app that forgot its root coordinator: the launch's
    /// message as an error, exit 1 ("the run found a problem in the app"), with no extra launch
    /// to find it first. `run` asks the launch to keep the message instead (see `Run`).
    static var exitOnForgottenRoot: ForgottenRootPolicy {
        .exit { message in
            StandardError.write(TerminalText.visible("\(executableName): \(message)") + "\n")
            Glibc.exit(CLIError.failure(message).exitCode.rawValue)
        }
    }

    /// `--launch`'s values, each checked against the app's launch parameters: an unknown name,
    /// a value of the wrong type or out of range, or a missing `=` is a usage error (exit 2)
    /// that lists the app's parameters.
    func launchValues() throws -> [String: LaunchValue] {
        let declared = App.configuration.launchParameters
        var values: [String: LaunchValue] = [:]
        for argument in launch {
            guard let equals = argument.firstIndex(of: "=") else {
                throw CLIError.usage("--launch \(argument): give NAME=VALUE, e.g. --launch "
                    + (declared.first.map { "\($0.name)=\($0.defaultValue)" } ?? "name=value")
                    + (declared.isEmpty ? "; \(App.configuration.name) has no launch parameters" : Self.listing(declared)))
            }
            let name = String(argument[..<equals])
            let text = String(argument[argument.index(after: equals)...])
            do throws(LaunchParameterError) {
                guard let parameter = App.configuration.launchParameter(named: name) else {
                    throw LaunchParameterError(name: name, problem: .unknown, parameters: declared)
                }
                values[name] = try parameter.value(parsing: text, among: declared)
            } catch {
                throw CLIError.usage("--launch \(argument): \(error)" + Self.listing(declared))
            }
        }
        return values
    }

    /// The app's launch parameters on lines of their own, after a refusal; nothing when it has
    /// none (the refusal says so).
    private static func listing(_ parameters: [LaunchParameter]) -> String {
        parameters.isEmpty ? "" : "\n" + LaunchParameterError(name: "", problem: .unknown, parameters: parameters).parameterList
    }
}

extension Language: ExpressibleByArgument {
    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        self.init(rawValue: argument)
    }
}
