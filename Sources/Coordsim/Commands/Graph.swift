import ArgumentParser
import Exploration
import CoordsimApp
import Simulation

/// `coordsim graph`: the reachable screen graph and the coordinator tree, or the difference of two variants.
struct Graph<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "graph",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Draw the reachable screen graph and the coordinator tree (Mermaid or Graphviz dot).",
            discussion: """
                Screens are nodes, named by tab (TAB/SCREEN), sheet (sheet/SCREEN) or full-screen modal (full screen/SCREEN); edges are labelled by the input and \
                the coordinators it added (+) or removed (-). With --diff A,B it prints, as text, the \
                transitions and coordinator-tree edges only one of the two variants has; with --diff A,B \
                --format dot it draws both variants in one graph, what only A has in red and only B in blue.

                Ctrl-C stops the search where it next reports progress, draws what it found so far \
                (stderr says so) and exits 130; a second Ctrl-C quits at once.
                """)
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    @OptionGroup var options: AppOptions<App>

    @Option(help: "The output format: mermaid (default) or dot; with --diff, dot draws the difference and no --format prints it as text.")
    var format: Format?

    @Option(name: .long, parsing: .unconditional, help: "The longest input path to explore (default: no bound).",
            transform: { try Numbers.whole($0, in: Numbers.depth, example: 6) })
    var depth: Int?

    @Option(name: .customLong("max-states"), parsing: .unconditional,
            help: "Stop after finding this many states, and say so. (default: \(Explorer.defaultMaxStates))",
            transform: { try Numbers.whole($0, in: Numbers.maxStates, example: 100_000) })
    var maxStates: Int = Explorer.defaultMaxStates

    @Flag(help: "Also draw switches to another tab (they join every screen to every tab's top).")
    var tabs = false

    @Option(help: ArgumentHelp("Two variants to compare, as A,B.", valueName: "A,B"))
    var diff: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Draw from the composed search (each tab on its own, checked; the default), or from the product search."))
    var compose = true

    @Option(name: .customLong("deep-link"), help: ArgumentHelp(
        "Also open this deep link from every state, and draw where it goes (repeatable).", valueName: "url"))
    var deepLinks: [String] = []

    @OptionGroup var checkOptions: CheckOptions<App>

    func run() throws {
        try reportingErrors {
            for url in deepLinks {
                do { try App.checkDeepLink(url) } catch { throw CLIError.usage("--deep-link \(url): \(error)") }
            }
            let interruption = SearchInterruption()
            defer { interruption.stop() }
            if let diff {
                let names = diff.split(separator: ",").map { $0.trimmingSpacesAndTabs() }
                guard names.count == 2, names.allSatisfy({ !$0.isEmpty }) else {
                    throw CLIError.usage("--diff takes two variants separated by a comma, e.g. --diff A,B")
                }
                if format == .mermaid {
                    throw CLIError.usage("--diff draws with --format dot, or prints text without --format; "
                        + "there is no Mermaid drawing of a difference")
                }
                // After Ctrl-C the second variant's search stops at its first progress point too.
                let made = try names.map { try makeGraph(variant: $0, cancellation: interruption.cancellation) }
                interruption.stop()
                let graphs = made.map(\.graph)
                printText(format == .dot ? FlowGraph.diffDot(graphs[0], graphs[1])
                          : "\(executableName) \(FlowGraph.diff(graphs[0], graphs[1]).text)")
                try finish(sound: made.allSatisfy(\.sound), interrupted: made.compactMap(\.interrupted).first)
                return
            }
            let made = try makeGraph(variant: nil, cancellation: interruption.cancellation)
            interruption.stop()
            printText((format ?? .mermaid) == .mermaid ? made.graph.mermaid : made.graph.dot)
            try finish(sound: made.sound, interrupted: made.interrupted)
        }
    }

    /// Exit 130 when Ctrl-C cut the search short (the graph is of what was found), else 3 when a
    /// graph was drawn from a search whose states may be wrong (its warning said why).
    private func finish(sound: Bool, interrupted: String?) throws {
        if let interrupted { throw CLIError.interrupted(interrupted) }
        if !sound { throw CLIError.unsound("the graph may merge or miss states: see the warning above") }
    }

    private func warn(_ message: String) {
        StandardError.write(TerminalText.visible("\(executableName): warning: \(message)") + "\n")
    }

    /// Drawn from the compositional search: each tab explored on its own, checked to compose,
    /// which reaches the same graph as the whole search in a fraction of the time. Where tabs do
    /// not compose (or with --depth), the whole search draws it.
    private func makeGraph(variant: String?, cancellation: ExplorationCancellation) throws
        -> (graph: FlowGraph, sound: Bool, interrupted: String?) {
        let app = try options.makeApp(variant: variant)
        let launches = LaunchRepeatability([app])
        let bar = ExplorationProgressBar()
        // Checks run only when asked for (--check): drawing needs none.
        let levels = try checkOptions.levels()
        var explorer = Explorer(app: app, depth: depth, maxStates: maxStates, invariants: levels.isEmpty ? [] : nil,
                                checks: levels)
        explorer.cancellation = cancellation
        explorer.deepLinks = deepLinks
        guard compose else {
            let result = explorer.run(progress: bar?.update)
            bar?.finish()
            report(result.violations, variant: app.name)
            if case .maxStates? = result.limit { warn("graph of variant \(app.name): " + result.headline) }
            if case .interrupted? = result.limit { warn("graph of variant \(app.name): " + result.headline) }
            return (FlowGraph(result, includeTabSwitches: tabs),
                    checkSoundness(result.isSound, launchDiffered: result.launchDifference != nil,
                                   unmodelled: result.unmodelled, app: app, launches: launches),
                    result.limit == .interrupted ? Self.interrupted(after: result.states.count) : nil)
        }
        let (graph, exploration) = explorer.flowGraph(includeTabSwitches: tabs, progress: bar?.update)
        bar?.finish()
        report(exploration.violations, variant: app.name)
        // Stopped at the state limit: the graph is drawn from what was found; stderr says it is partial.
        if exploration.fallback != nil, let stopped = exploration.checked.first(where: { $0.contains("(the state limit)") }) {
            warn("graph of variant \(app.name): " + String(stopped.dropFirst(stopped.hasPrefix("the product search: ") ? 20 : 0)))
        }
        if exploration.isInterrupted {
            warn("graph of variant \(app.name): interrupted by the user after \(exploration.searchedStates) states: drawn "
                + "from what was found so far" + (exploration.fallback == nil ? " (no tab switches between groups of tabs)" : ""))
        }
        let interrupted = exploration.appChecksInterrupted
            ? "interrupted by the user during the app's checks on the composed states: the graph above is whole; "
                + "those checks were made on \(exploration.combinationsChecked) of them"
            : exploration.isInterrupted ? Self.interrupted(after: exploration.searchedStates) : nil
        return (graph, checkSoundness(exploration.isSound, launchDiffered: exploration.launchDifference != nil,
                                      unmodelled: exploration.unmodelled, app: app, launches: launches),
                interrupted)
    }

    private static func interrupted(after states: Int) -> String {
        "interrupted by the user after \(states) states: the graph above is drawn from what was found before, not the whole app"
    }

    /// Warns when the search's key missed state the app keeps, the app did what coordsim does not
    /// model, or a later launch started elsewhere; returns whether none of them happened. A
    /// search that met a later launch starting elsewhere stopped there (`explore` reports LAUNCH,
    /// not HIDDEN STATE), so that is what is said.
    private func checkSoundness(_ sound: Bool, launchDiffered: Bool, unmodelled: [UnmodelledStep], app: AppVariant,
                                launches: LaunchRepeatability) -> Bool {
        if !sound, !launchDiffered {
            warn("graph of variant \(app.name): the state key missed state the app keeps, so the graph may merge "
                + "screens' states; `explore` shows what (HIDDEN STATE)")
        }
        for step in unmodelled {
            warn("graph of variant \(app.name): \(step.message): what a device shows past it is not drawn; path: "
                + step.pathText)
        }
        let launch = launches.report()
        if let launch {
            warn("graph of variant \(app.name): " + launch)
        } else if launchDiffered {
            warn("graph of variant \(app.name): a later launch started elsewhere than the first, so the search stopped "
                + "there and the graph is of what it found before; `explore` shows what differed (LAUNCH)")
        }
        return sound && unmodelled.isEmpty && launch == nil
    }

    /// The checks' findings, on stderr: the graph is what goes to stdout.
    private func report(_ violations: [Violation], variant: String) {
        for violation in violations {
            StandardError.write(TerminalText.visible("\(executableName): \(violation.level == .error ? "error" : "warning"): "
                + "variant \(variant): \(violation.invariant.name): \(violation.message); path: "
                + violation.pathText) + "\n")
        }
    }
}
