import ArgumentParser
@_exported import CoordsimApp

/// The coordsim command line for an app: the terminal UI and every headless subcommand.
///
/// An app's executable needs one line in its `main.swift`:
///
/// ```swift
/// import Coordsim
/// CoordsimCommand<MyApp>.main()
/// ```
public struct CoordsimCommand<App: SimulatedApp>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            // Spelled out: deriving it costs a String(describing:) of the type at launch.
            commandName: executableName,
            abstract: App.configuration.abstract.isEmpty
                ? "\(App.configuration.name) in coordsim, a terminal simulator of an iOS app's navigation built with the Coordinator pattern."
                : App.configuration.abstract,
            version: coordsimVersion,
            subcommands: [
                Run<App>.self,
                Validate<App>.self,
                Script<App>.self,
                Compare<App>.self,
                Assign<App>.self,
                Explore<App>.self,
                Graph<App>.self,
            ],
            defaultSubcommand: Run<App>.self
        )
    }

    public init() {}
}

/// The name the person ran the program by, such as `coordsim` or `reader`: usage, the terminal
/// UI's header and advice name it.
let executableName: String = {
    guard let path = CommandLine.arguments.first, let name = path.split(separator: "/").last else { return "coordsim" }
    return String(name)
}()

/// The version `--version` prints.
public let coordsimVersion = "0.2.0"
