import Exploration
import ExplorationFixtures
import Testing

@Suite struct GraphTests {
    @Test func mermaidHasTheScreensTheirTransitionsAndTheTree() {
        let mermaid = FlowGraph(SeedExplorations.result("B")).mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n  subgraph screens [\"Screens (variant B)\"]\n"))
        for line in [
            #"    s_Login -->|"tap Log in [-LoginCoordinator +TabCoordinator +MainCoordinator +BuyTabCoordinator +CreateAccountTabCoordinator]"| s_Main_x2FHome"#,
            #"    s_Main_x2FHome -->|"tap Buy subscription [+ChildBuyCoordinator]"| s_Main_x2FBuy"#,
            #"    s_Main_x2FBuy -->|"tap Purchase"| s_Main_x2FReceipt"#,
            #"    s_Main_x2FReceipt -->|"back"| s_Main_x2FBuy"#,
            #"    s_Main_x2FReceipt -->|"tap Done [-ChildBuyCoordinator]"| s_Main_x2FHome"#,
            #"    s_Buy_x2FStore -->|"tap Bicycle"| s_Buy_x2FBuy"#,
            #"    s_Create_x20account_x2FCreateAccount -->|"tap Sign up"| s_Create_x20account_x2FAccountCreated"#,
            #"    s_Main_x2FHome -->|"tap Log out [-TabCoordinator +LoginCoordinator]"| s_Login"#,
            "    c_TabCoordinator --> c_MainCoordinator",
            "    c_MainCoordinator --> c_ChildBuyCoordinator",
        ] {
            #expect(mermaid.contains(line + "\n"), "missing: \(line)")
        }
        // Reselecting a tab pops it to its root and is drawn; switching tabs is drawn only when asked for.
        #expect(mermaid.contains(#"    s_Buy_x2FBuy -->|"tab 2"| s_Buy_x2FStore"#))
        #expect(!mermaid.contains(#"s_Main_x2FHome -->|"tab 2"| s_Buy_x2FStore"#))
        #expect(FlowGraph(SeedExplorations.result("B"), includeTabSwitches: true).mermaid.contains(#"s_Main_x2FHome -->|"tab 2"| s_Buy_x2FStore"#))
    }

    /// `Main Home`, `Main_Home` and `Main/Home` all used to be `s_Main_Home`; labels keep quotes and `#` literal.
    @Test func distinctNamesGetDistinctIdsAndLabelsAreEscaped() {
        var graph = FlowGraph(SeedExplorations.result("B"))
        graph.variant = #"B "new" #2"#
        graph.screens = ["Main Home", "Main_Home", "Main/Home"]
        graph.edges = [FlowGraph.Edge(from: "Main Home", to: "Main_Home", label: #"tap "OK""#)]
        graph.coordinators = []
        graph.tree = []
        #expect(graph.mermaid == """
            flowchart LR
              subgraph screens ["Screens (variant B #quot;new#quot; #35;2)"]
                s_Main_x20Home["Main Home"]
                s_Main__Home["Main_Home"]
                s_Main_x2FHome["Main/Home"]
                s_Main_x20Home -->|"tap #quot;OK#quot;"| s_Main__Home
              end
              subgraph coordinators ["Coordinator tree"]
              end
            """)
        #expect(graph.dot.contains(#"    s_Main_x20Home -> s_Main__Home [label="tap \"OK\""];"#))
    }

    @Test func dotHasTheSameEdges() {
        let dot = FlowGraph(SeedExplorations.result("C")).dot
        #expect(dot.hasPrefix("digraph coordsim {\n  rankdir=LR;\n  subgraph cluster_screens {\n"))
        #expect(dot.hasSuffix("  }\n}"))
        for line in [
            #"    s_Main_x2FHome -> s_sheet_x2FBuy [label="tap Buy subscription [+ModalBuyCoordinator]"];"#,
            #"    s_sheet_x2FBuy -> s_sheet_x2FReceipt [label="tap Purchase"];"#,
            #"    s_sheet_x2FBuy -> s_Main_x2FHome [label="back [-ModalBuyCoordinator]"];"#,
            #"    s_sheet_x2FReceipt -> s_Main_x2FHome [label="tap Done [-ModalBuyCoordinator]"];"#,
            "    c_MainCoordinator -> c_ModalBuyCoordinator;",
        ] {
            #expect(dot.contains(line + "\n"), "missing: \(line)")
        }
    }

    @Test func diffOfAAndBIsTheChildCoordinators() {
        let diff = FlowGraph.diff(FlowGraph(SeedExplorations.result("A")), FlowGraph(SeedExplorations.result("B")))
        #expect(diff.treeOnlyA == [])
        #expect(diff.treeOnlyB.map(\.description) == [
            "MainCoordinator -> ChildBuyCoordinator",
            "MainCoordinator -> ChildCreateAccountCoordinator",
            "MainCoordinator -> NextViewCoordinator",
        ])
        #expect(diff.onlyA.map(\.description).contains("Main/Home --tap Buy subscription--> Main/Buy"))
        #expect(diff.onlyB.map(\.description).contains("Main/Home --tap Buy subscription [+ChildBuyCoordinator]--> Main/Buy"))
        // Only the Main tab's flows differ: the other tabs and the login flow are the same.
        #expect((diff.onlyA + diff.onlyB).allSatisfy { $0.from.hasPrefix("Main/") && $0.to.hasPrefix("Main/") })
        #expect(diff.text.contains("transitions only in B (13):\n"))
    }

    @Test func diffOfBAndCShowsTheSheet() {
        let diff = FlowGraph.diff(FlowGraph(SeedExplorations.result("B")), FlowGraph(SeedExplorations.result("C")))
        #expect(diff.onlyA.map(\.description).contains("Main/Home --tap Buy subscription [+ChildBuyCoordinator]--> Main/Buy"))
        #expect(diff.onlyB.map(\.description).contains("Main/Home --tap Buy subscription [+ModalBuyCoordinator]--> sheet/Buy"))
        #expect(diff.treeOnlyA.map(\.description) == ["MainCoordinator -> ChildBuyCoordinator"])
        #expect(diff.treeOnlyB.map(\.description) == ["MainCoordinator -> ModalBuyCoordinator"])
    }
}
