import ArgumentParser

@main
struct Coordsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordsim",
        abstract: "A terminal simulator of an iOS app's navigation built with the Coordinator pattern.",
        subcommands: [
            Run.self,
            Validate.self,
            Script.self,
            Compare.self,
            Assign.self,
            Explore.self,
            Graph.self,
        ],
        defaultSubcommand: Run.self
    )
}
