import ArgumentParser
import Exploration
import CoordsimApp

/// `coordsim graph`: the reachable screen graph and the coordinator tree, or the difference of two variants.
struct Graph<App: SimulatedApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "graph",   // spelled out: deriving it costs a String(describing:) of the type at launch
            abstract: "Draw the reachable screen graph and the coordinator tree (Mermaid or Graphviz dot).",
            discussion: """
                Screens are nodes, named by tab (TAB/SCREEN) or sheet (sheet/SCREEN); edges are labelled by the input and \
                the coordinators it added (+) or removed (-). With --diff A,B it prints, as text, the \
                transitions and coordinator-tree edges only one of the two variants has; with --diff A,B \
                --format dot it draws both variants in one graph, what only A has in red and only B in blue.
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

    @OptionGroup var checkOptions: CheckOptions<App>

    func run() throws {
        try reportingErrors {
            if let diff {
                let names = diff.split(separator: ",").map { $0.trimmingSpacesAndTabs() }
                guard names.count == 2, names.allSatisfy({ !$0.isEmpty }) else {
                    throw CLIError.usage("--diff takes two variants separated by a comma, e.g. --diff A,B")
                }
                if format == .mermaid {
                    throw CLIError.usage("--diff draws with --format dot, or prints text without --format; "
                        + "there is no Mermaid drawing of a difference")
                }
                let graphs = try names.map { try makeGraph(variant: $0) }
                printText(format == .dot ? FlowGraph.diffDot(graphs[0], graphs[1])
                          : "\(executableName) \(FlowGraph.diff(graphs[0], graphs[1]).text)")
                return
            }
            let graph = try makeGraph(variant: nil)
            printText((format ?? .mermaid) == .mermaid ? graph.mermaid : graph.dot)
        }
    }

    /// Drawn from the compositional search: each tab explored on its own, checked to compose,
    /// which reaches the same graph as the whole search in a fraction of the time. Where tabs do
    /// not compose (or with --depth), the whole search draws it.
    private func makeGraph(variant: String?) throws -> FlowGraph {
        let app = try options.makeApp(variant: variant)
        let bar = ExplorationProgressBar()
        // Checks run only when asked for (--check): drawing needs none.
        let levels = try checkOptions.levels()
        let explorer = Explorer(app: app, depth: depth, maxStates: maxStates, invariants: levels.isEmpty ? [] : nil,
                                checks: levels)
        guard compose else {
            let result = explorer.run(progress: bar?.update)
            bar?.finish()
            report(result.violations, variant: app.name)
            if case .maxStates? = result.limit {
                StandardError.write(TerminalText.visible("\(executableName): warning: graph of variant \(app.name): "
                    + result.headline) + "\n")
            }
            return FlowGraph(result, includeTabSwitches: tabs)
        }
        let (graph, exploration) = explorer.flowGraph(includeTabSwitches: tabs, progress: bar?.update)
        bar?.finish()
        report(exploration.violations, variant: app.name)
        // Stopped at the state limit: the graph is drawn from what was found; stderr says it is partial.
        if exploration.fallback != nil, let stopped = exploration.checked.first(where: { $0.contains("(the state limit)") }) {
            StandardError.write(TerminalText.visible("\(executableName): warning: graph of variant \(app.name): "
                + String(stopped.dropFirst(stopped.hasPrefix("the product search: ") ? 20 : 0))) + "\n")
        }
        return graph
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
