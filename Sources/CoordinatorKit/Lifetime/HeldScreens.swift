@_spi(Reflection) import Swift

/// Screens that coordinators in the tree keep in their own stored properties: a screen made once
/// and pushed again (`lazy var favourites = FavouritesViewController()`, a cache by id). Such a
/// screen is out of the window but not lost: the app can reach it, and Xcode's memory graph
/// would not call it a leak. Read by reflection, one level deep: a property holding the screen
/// strongly (a weak one does not keep it), or an array, set or dictionary holding it. A held
/// container (a sheet's navigation controller) holds the screens in it.
enum HeldScreens {
    /// The raw ids of the screens `coordinator` holds.
    static func held(by coordinator: AnyObject) -> [Int] {
        var held: [Int] = []
        var level: Mirror? = Mirror(reflecting: coordinator)
        while let mirror = level {
            // The app's classes only: a class of coordsim's own holds what it models itself.
            if String(reflecting: mirror.subjectType).hasPrefix("CoordinatorKit.") { break }
            var offsets: [String: Int]?
            for child in mirror.children {
                if let screen = ReflectedField.object(in: child.value) as? Screen {
                    // A weak property's storage does not hold the object's address; a strong one's does.
                    if offsets == nil { offsets = storedOffsets(of: mirror.subjectType) }
                    let offset = child.label.flatMap { offsets?[$0] }
                    if offset.map({ isStored(screen, in: coordinator, at: $0) }) ?? true {
                        screen.appendScreenIDs(to: &held)
                    }
                    continue
                }
                collect(in: child.value, into: &held)
            }
            level = mirror.superclassMirror
        }
        return held
    }

    /// The screens an array, set or dictionary (its values) holds.
    private static func collect(in value: Any, into held: inout [Int]) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .set?:
            for element in mirror.children {
                if let screen = ReflectedField.object(in: element.value) as? Screen { screen.appendScreenIDs(to: &held) }
            }
        case .dictionary?:
            for pair in mirror.children {
                // A (key, value) tuple.
                guard let value = Mirror(reflecting: pair.value).children.dropFirst().first?.value else { continue }
                if let screen = ReflectedField.object(in: value) as? Screen { screen.appendScreenIDs(to: &held) }
            }
        case .optional?:
            if let wrapped = mirror.children.first { collect(in: wrapped.value, into: &held) }
        default:
            break
        }
    }

    /// The offset of each stored property of `type` (the last of each name: a superclass's come first).
    private static func storedOffsets(of type: Any.Type) -> [String: Int]? {
        var offsets: [String: Int] = [:]
        let listed = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, _, _ in
            offsets[String(cString: name)] = offset
            return true
        }
        return listed ? offsets : nil
    }

    /// Whether `object`'s storage at `offset` holds `screen`'s address: a strong (or unowned) reference.
    private static func isStored(_ screen: Screen, in object: AnyObject, at offset: Int) -> Bool {
        let address = Unmanaged.passUnretained(object).toOpaque() + offset
        return address.load(as: UInt.self) == UInt(bitPattern: Unmanaged.passUnretained(screen).toOpaque())
    }
}
