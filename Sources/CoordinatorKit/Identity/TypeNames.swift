import Synchronization

/// Type names, computed once per type. Building one (`String(describing:)` on a metatype)
/// costs more than a whole push, and every screen and journal event needs its type's name.
enum TypeNames {
    private static let cache = Mutex<[ObjectIdentifier: String]>([:])
    private static let screenIdentifiers = Mutex<[ObjectIdentifier: String]>([:])

    /// A screen type's registry identifier: its name without a `Screen` suffix. Computed once per
    /// type: `hasSuffix` and `dropLast` work on characters, and a screen is made on every push.
    static func screenIdentifier(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let identifier = screenIdentifiers.withLock({ $0[key] }) { return identifier }
        let name = name(of: type)
        let identifier = name.hasSuffix("Screen") && name != "Screen" ? String(name.dropLast(6)) : name
        screenIdentifiers.withLock { $0[key] = identifier }
        return identifier
    }

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = cache.withLock({ $0[key] }) { return name }
        // A plain `ViewController()` (`UIViewController()`) is named by its other name, `Screen`,
        // as it was when screens were their own class: journals name it `Screen#1`.
        let name = type == ViewController.self ? "Screen" : _typeName(type, qualified: false)
        cache.withLock { $0[key] = name }
        return name
    }
}
