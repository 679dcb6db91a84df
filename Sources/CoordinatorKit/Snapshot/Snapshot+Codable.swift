// Written out for one field: `isTabBarHidden` is left out while false, so a snapshot of an app
// that hides no tab bar encodes as it did before the field, and older JSON decodes.
extension Snapshot {
    private enum CodingKeys: String, CodingKey {
        case rootKind, stacks, selectedTab, modal, presentation, coordinators, active, live, leaked, viewport, appState
        case isTabBarHidden
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rootKind: try container.decode(RootKind.self, forKey: .rootKind),
                  stacks: try container.decode([StackSnapshot].self, forKey: .stacks),
                  selectedTab: try container.decodeIfPresent(Int.self, forKey: .selectedTab),
                  modal: try container.decodeIfPresent(StackSnapshot.self, forKey: .modal),
                  presentation: try container.decodeIfPresent(ModalPresentation.self, forKey: .presentation),
                  coordinators: try container.decodeIfPresent(CoordinatorNode.self, forKey: .coordinators),
                  active: try container.decodeIfPresent(ActiveScreen.self, forKey: .active),
                  live: try container.decode([ObjectRef].self, forKey: .live),
                  leaked: try container.decode([ObjectRef].self, forKey: .leaked),
                  viewport: try container.decode(Size.self, forKey: .viewport))
        appState = try container.decode([String: String].self, forKey: .appState)
        isTabBarHidden = try container.decodeIfPresent(Bool.self, forKey: .isTabBarHidden) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rootKind, forKey: .rootKind)
        try container.encode(stacks, forKey: .stacks)
        try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
        try container.encodeIfPresent(modal, forKey: .modal)
        try container.encodeIfPresent(presentation, forKey: .presentation)
        try container.encodeIfPresent(coordinators, forKey: .coordinators)
        try container.encodeIfPresent(active, forKey: .active)
        try container.encode(live, forKey: .live)
        try container.encode(leaked, forKey: .leaked)
        try container.encode(viewport, forKey: .viewport)
        try container.encode(appState, forKey: .appState)
        if isTabBarHidden { try container.encode(isTabBarHidden, forKey: .isTabBarHidden) }
    }
}

// Written out for one field, as above: `isPlainTab` is left out while false, so a stack of a
// navigation controller encodes as before, and a stack saved before the field decodes as one.
extension StackSnapshot {
    private enum CodingKeys: String, CodingKey {
        case id, tabTitle, tabBadge, screens, isPlainTab
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(ObjectID.self, forKey: .id),
                  tabTitle: try container.decodeIfPresent(String.self, forKey: .tabTitle),
                  tabBadge: try container.decodeIfPresent(String.self, forKey: .tabBadge),
                  screens: try container.decode([ScreenSnapshot].self, forKey: .screens),
                  isPlainTab: try container.decodeIfPresent(Bool.self, forKey: .isPlainTab) ?? false)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(tabTitle, forKey: .tabTitle)
        try container.encodeIfPresent(tabBadge, forKey: .tabBadge)
        try container.encode(screens, forKey: .screens)
        if isPlainTab { try container.encode(isPlainTab, forKey: .isPlainTab) }
    }
}

// Written out for one field, as above: `controls` is left out while empty, so a screen without
// controls encodes as before, and a screen saved before the field decodes as one without.
extension ScreenSnapshot {
    private enum CodingKeys: String, CodingKey {
        case id, identifier, title, parameters, owner, controls
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(ObjectID.self, forKey: .id),
                  identifier: try container.decode(String.self, forKey: .identifier),
                  title: try container.decode(String.self, forKey: .title),
                  parameters: try container.decode([String: String].self, forKey: .parameters),
                  owner: try container.decodeIfPresent(ScreenOwner.self, forKey: .owner),
                  controls: try container.decodeIfPresent([String: String].self, forKey: .controls) ?? [:])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(title, forKey: .title)
        try container.encode(parameters, forKey: .parameters)
        try container.encodeIfPresent(owner, forKey: .owner)
        if !controls.isEmpty { try container.encode(controls, forKey: .controls) }
    }
}
