import ArgumentParser

/// Placeholder until the terminal UI lands: it must not pretend to run.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the app in the terminal UI.")

    @OptionGroup var options: AppOptions

    func run() throws {
        try reportingErrors {
            let app = try options.makeApp()
            print("coordsim: config OK, variant \(app.variant.name). The terminal UI is not built yet.")
        }
    }
}
