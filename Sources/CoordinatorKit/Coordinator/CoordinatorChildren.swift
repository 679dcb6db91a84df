@_spi(Reflection) import Swift
import Synchronization

/// Children of coordinators whose app declares its own `Coordinator` protocol, as the seed
/// tutorials do (`protocol Coordinator { var childCoordinators: [Coordinator] { get set } … }`):
/// the stored property named `childCoordinators` is read by reflection, in the class or any
/// superclass. Its elements must be class instances; values are skipped, as they have no identity
/// to track. Reading it (``ReflectedField``) costs more than a protocol's getter, so apps on
/// ``Coordinator`` walk faster.
package enum ReflectedCoordinators {
    /// The children `coordinator` holds in a stored `childCoordinators` array, or none.
    package static func children(of coordinator: AnyObject) -> [AnyObject] {
        switch ReflectedField.childCoordinators.read(in: coordinator) {
        case let .objects(children): return children
        case let .value(stored):
            guard let elements = stored as? [Any] else { return [] }
            return elements.compactMap { element in
                type(of: element) is AnyClass ? element as AnyObject : nil
            }
        case .absent, .object: return []
        }
    }
}

/// The object a screen reports to, for apps that declare their own `Coordinator` protocol and
/// whose screens are not ``OwnedScreen``s: the screen's stored `coordinator` property, else its
/// `delegate`, as the seed tutorials' view controllers hold them (weakly).
enum ReflectedOwner {
    /// `.some(nil)` when the screen has such a property and it is nil (its owner is gone); nil
    /// when it has none.
    static func owner(of screen: Screen) -> AnyObject?? {
        switch ReflectedField.owner.read(in: screen) {
        case .absent: return nil
        case let .object(owner): return .some(owner)
        case let .value(stored): return .some(ReflectedField.object(in: stored))
        case .objects: return .some(nil)
        }
    }
}

/// An `Optional` seen through `Any`, unwrapped without building a `Mirror`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 as Any } }
}

/// A stored property read by reflection. Where it is, and how its storage holds the value, is
/// worked out once per type: a `Mirror` resolves the field's type by name and boxes it on every
/// read, microseconds each, and the explorer reads these on every step. Once a type's field is
/// known to be a value, a strong reference or a weak one, it is read from the object's storage
/// as Swift itself would (a copy, or a weak load); anything else keeps going through a `Mirror`.
enum ReflectedField: Sendable {
    /// A coordinator's `childCoordinators`, declared by its class or any superclass.
    case childCoordinators
    /// A screen's `coordinator`, else its `delegate`, declared by the first class below
    /// ``ViewController`` that declares either.
    case owner

    /// What a read found: no such property, an object (or nil), a list of objects, or a value
    /// of another shape, to be unwrapped by the caller.
    enum Read {
        case absent
        case object(AnyObject?)
        case objects([AnyObject])
        case value(Any)
    }

    /// The property's value in `object`.
    func read(in object: AnyObject) -> Read {
        let key = Key(field: self, type: ObjectIdentifier(type(of: object)))
        let access = Self.accesses.withLock { $0[key] } ?? resolve(in: object, key: key)
        let address = Self.address(of: object)
        switch access {
        case .absent:
            return .absent
        case .custom:
            return Self.locate(self, in: Mirror(reflecting: object)).map { .value($0.value) } ?? .absent
        case let .mirror(location):
            return location.child(in: Mirror(reflecting: object)).map(Read.value) ?? .absent
        case let .stored(offset, type):
            return .value(Self.load(type, at: address + offset))
        case let .references(offset, list):
            return .objects(list.references(at: address + offset))
        case let .strong(offset):
            return .object((address + offset).load(as: AnyObject?.self))
        case let .weak(offset):
            return .object((address + offset).assumingMemoryBound(to: WeakReference.self).pointee.object)
        case let .optionalReference(offset, type, location):
            // Nil, whether the storage is strong or weak.
            guard (address + offset).load(as: UInt.self) != 0 else { return .object(nil) }
            return decide(offset: offset, type: type, location: location, in: object, key: key)
        }
    }

    /// How a type's field is read.
    // @unchecked: a value that never changes once made, holding offsets and metatypes; a
    // metatype is the runtime's immutable type metadata, safe to read from any thread, but Swift 6
    // does not mark `Any.Type` Sendable.
    private enum Access: @unchecked Sendable {
        /// The type has no such stored property.
        case absent
        /// The type has a custom mirror, which may change its children from one object to the
        /// next: looked up each time.
        case custom
        /// Through a `Mirror`: a layout not read directly.
        case mirror(Location)
        /// A value type, or a strong reference: a copy of the storage, as its type.
        case stored(offset: Int, type: Any.Type)
        /// An array whose elements hold a class reference in their first word (``ReferenceList``).
        case references(offset: Int, list: any ReferenceList.Type)
        /// An optional strong (or unowned) reference to a class instance, or to a class-bound
        /// existential: its first word.
        case strong(offset: Int)
        /// A `weak` reference.
        case weak(offset: Int)
        /// An optional that may hold a strong, weak or unowned reference: told apart the first time
        /// it holds an object (a strong or unowned one stores the object's address, a weak one does
        /// not). An unowned one is then read as a strong copy, as a `Mirror` reads a live one.
        case optionalReference(offset: Int, type: Any.Type, location: Location)
    }

    private struct Key: Hashable {
        var field: ReflectedField
        var type: ObjectIdentifier
    }

    /// How many superclass mirrors up from the object's own, and the index of the child there.
    private struct Location: Sendable {
        var level: Int
        var index: Int

        func child(in mirror: Mirror) -> Any? {
            var current = mirror
            for _ in 0..<level {
                guard let superclass = current.superclassMirror else { return nil }
                current = superclass
            }
            let children = current.children
            guard index < children.count else { return nil }
            return children[children.index(children.startIndex, offsetBy: index)].value
        }
    }

    /// The layout of a `weak` stored property: copying it is a weak load.
    private struct WeakReference {
        weak var object: AnyObject?
    }

    private static let accesses = Mutex<[Key: Access]>([:])

    /// `_EachFieldOptions.classType`, which the standard library declares as a `static var` of
    /// this value, and so cannot be read from Swift 6 code.
    private static let classTypeOption = _EachFieldOptions(rawValue: 1 << 0)

    /// Finds the field in `object`'s type and how to read it, and remembers it.
    private func resolve(in object: AnyObject, key: Key) -> Access {
        let mirror = Mirror(reflecting: object)
        var access = Access.absent
        if object is CustomReflectable {
            access = .custom
        } else if let found = Self.locate(self, in: mirror) {
            access = .mirror(found.location)
            if let field = Self.storedField(found.label, declaredBy: found.declaringType) {
                switch field.kind {
                case .struct, .enum, .tuple:
                    if let list = field.type as? any ReferenceList.Type, Self.holdsReference(list.elementType) {
                        access = .references(offset: field.offset, list: list)
                    } else {
                        access = .stored(offset: field.offset, type: field.type)
                    }
                case .optional: access = .optionalReference(offset: field.offset, type: field.type, location: found.location)
                default: break
                }
            }
        }
        Self.accesses.withLock { $0[key] = access }
        return access
    }

    /// Reads an optional that holds something, and, when that is an object, learns from where its
    /// address is whether the storage is strong or weak. A value is read through the mirror.
    private func decide(offset: Int, type: Any.Type, location: Location, in object: AnyObject, key: Key) -> Read {
        guard let value = location.child(in: Mirror(reflecting: object)) else { return .absent }
        guard let held = Self.object(in: value) else { return .value(value) }
        let address = Self.address(of: object) + offset
        let access: Access
        if UInt(bitPattern: Unmanaged.passUnretained(held).toOpaque()) == address.load(as: UInt.self) {
            let wrapped = (type as? any OptionalType.Type)?.wrappedType
            access = wrapped.map(Self.holdsReference) == true ? .strong(offset: offset) : .stored(offset: offset, type: type)
        } else if address.assumingMemoryBound(to: WeakReference.self).pointee.object === held {
            access = .weak(offset: offset)
        } else {
            access = .mirror(location)
        }
        Self.accesses.withLock { $0[key] = access }
        return .value(value)
    }

    /// Whether a value of `type` is a class reference in its first word: a class instance, or a
    /// class-bound existential of one or two protocols (16 or 24 bytes; an existential that may
    /// hold a value takes at least 32, and `any Error`, 8 bytes, is boxed).
    private static func holdsReference(_ type: Any.Type) -> Bool {
        func probe<Value>(_: Value.Type) -> Bool {
            var kind: _MetadataKind?
            _ = _forEachField(of: Slot<Value>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            switch kind {
            case .class?: return true
            case .existential?: return [16, 24].contains(MemoryLayout<Value>.size)
            default: return false
            }
        }
        return _openExistential(type, do: probe)
    }

    /// The class instance in `value`, unwrapping an optional, if any.
    static func object(in value: Any) -> AnyObject? {
        if let optional = value as? any OptionalValue { return optional.wrappedValue.flatMap(object(in:)) }
        return type(of: value) is AnyClass ? value as AnyObject : nil
    }

    private static func address(of object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    /// A copy of the value of type `type` stored at `pointer`.
    private static func load(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) -> Any {
        func open<Value>(_: Value.Type) -> Any { pointer.load(as: Value.self) }
        return _openExistential(type, do: open)
    }

    /// The offset, type and kind of the stored property `label` that `type` declares (the last
    /// of that name: the runtime lists a superclass's properties first).
    private static func storedField(_ label: String, declaredBy type: Any.Type)
        -> (offset: Int, type: Any.Type, kind: _MetadataKind)? {
        var found: (offset: Int, type: Any.Type, kind: _MetadataKind)?
        let listed = _forEachField(of: type, options: classTypeOption) { name, offset, fieldType, kind in
            if String(cString: name) == label { found = (offset, fieldType, kind) }
            return true
        }
        return listed ? found : nil
    }

    /// The first class in `mirror`'s hierarchy that declares the field, walking all its properties.
    private static func locate(_ field: ReflectedField, in mirror: Mirror)
        -> (location: Location, label: String, declaringType: Any.Type, value: Any)? {
        var current: Mirror? = mirror
        var level = 0
        while let mirror = current {
            let labels: [String]
            switch field {
            case .childCoordinators: labels = ["childCoordinators"]
            case .owner:
                guard mirror.subjectType != Screen.self else { return nil }
                labels = ["coordinator", "delegate"]
            }
            for label in labels {
                if let found = mirror.children.enumerated().first(where: { $0.element.label == label }) {
                    return (Location(level: level, index: found.offset), label, mirror.subjectType, found.element.value)
                }
            }
            current = mirror.superclassMirror
            level += 1
        }
        return nil
    }
}

/// A struct of one stored property of type `Value`: the runtime lists its field's kind.
private struct Slot<Value> {
    var value: Value
}

/// An array type, read from storage as a list of objects when its elements hold references.
private protocol ReferenceList {
    static var elementType: Any.Type { get }
    /// The elements at `pointer` (an array of this type), each its first word as an object.
    static func references(at pointer: UnsafeMutableRawPointer) -> [AnyObject]
}

extension Array: ReferenceList {
    fileprivate static var elementType: Any.Type { Element.self }

    fileprivate static func references(at pointer: UnsafeMutableRawPointer) -> [AnyObject] {
        pointer.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBytes { bytes in
            let stride = MemoryLayout<Element>.stride
            return (0..<(bytes.count / stride)).map { bytes.load(fromByteOffset: $0 * stride, as: AnyObject.self) }
        }
    }
}

/// An optional type, for its wrapped type.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
