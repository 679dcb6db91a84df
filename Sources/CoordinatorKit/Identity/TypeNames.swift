import Synchronization

/// Type names, computed once per type. Building one (`String(describing:)` on a metatype)
/// costs more than a whole push, and every screen and journal event needs its type's name.
enum TypeNames {
    private static let cache = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = cache.withLock({ $0[key] }) { return name }
        let name = _typeName(type, qualified: false)
        cache.withLock { $0[key] = name }
        return name
    }
}
