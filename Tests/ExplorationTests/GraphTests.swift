import Exploration
import ExplorationFixtures
import Testing

@Suite struct GraphTests {
    @Test func mermaidHasTheScreensTheirTransitionsAndTheTree() {
        let mermaid = FlowGraph(SeedExplorations.result("B")).mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n  subgraph screens [\"Screens (variant B)\"]\n"))
        for line in [
            #"    s_Login -->|"tap Log in [-LoginCoordinator +TabCoordinator +MainCoordinator +BuyTabCoordinator +CreateAccountTabCoordinator]"| s_Main_Home"#,
            #"    s_Main_Home -->|"tap Buy subscription [+ChildBuyCoordinator]"| s_Main_Buy"#,
            #"    s_Main_Buy -->|"tap Purchase"| s_Main_Receipt"#,
            #"    s_Main_Receipt -->|"back"| s_Main_Buy"#,
            #"    s_Main_Receipt -->|"tap Done [-ChildBuyCoordinator]"| s_Main_Home"#,
            #"    s_Buy_Store -->|"tap Bicycle"| s_Buy_Buy"#,
            #"    s_Create_account_CreateAccount -->|"tap Sign up"| s_Create_account_AccountCreated"#,
            #"    s_Main_Home -->|"tap Log out [-TabCoordinator +LoginCoordinator]"| s_Login"#,
            "    c_TabCoordinator --> c_MainCoordinator",
            "    c_MainCoordinator --> c_ChildBuyCoordinator",
        ] {
            #expect(mermaid.contains(line + "\n"), "missing: \(line)")
        }
        // Reselecting a tab pops it to its root and is drawn; switching tabs is drawn only when asked for.
        #expect(mermaid.contains(#"    s_Buy_Buy -->|"tab 2"| s_Buy_Store"#))
        #expect(!mermaid.contains(#"s_Main_Home -->|"tab 2"| s_Buy_Store"#))
        #expect(FlowGraph(SeedExplorations.result("B"), includeTabSwitches: true).mermaid.contains(#"s_Main_Home -->|"tab 2"| s_Buy_Store"#))
    }

    @Test func dotHasTheSameEdges() {
        let dot = FlowGraph(SeedExplorations.result("C")).dot
        #expect(dot.hasPrefix("digraph coordsim {\n  rankdir=LR;\n  subgraph cluster_screens {\n"))
        #expect(dot.hasSuffix("  }\n}"))
        for line in [
            #"    s_Main_Home -> s_sheet_Buy [label="tap Buy subscription [+ModalBuyCoordinator]"];"#,
            #"    s_sheet_Buy -> s_sheet_Receipt [label="tap Purchase"];"#,
            #"    s_sheet_Buy -> s_Main_Home [label="back [-ModalBuyCoordinator]"];"#,
            #"    s_sheet_Receipt -> s_Main_Home [label="tap Done [-ModalBuyCoordinator]"];"#,
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
