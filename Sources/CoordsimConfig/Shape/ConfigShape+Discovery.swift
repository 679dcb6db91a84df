import CoordsimApp

/// What one value's decoding asked for; becomes a ``ConfigShape``.
final class ShapeRecorder {
    enum Kind {
        case unknown
        case single(ConfigShape)
        case keyed
        case unkeyed
    }

    var kind: Kind = .unknown
    /// True once `allKeys` was read: the type takes any keys, as a dictionary does.
    var isMap = false
    private(set) var fields: [(name: String, recorder: ShapeRecorder, isRequired: Bool)] = []
    private(set) lazy var element: ShapeRecorder = ShapeRecorder()

    var shape: ConfigShape {
        switch kind {
        case .unknown: return .any
        case let .single(shape): return shape
        case .unkeyed: return .array(element.shape)
        case .keyed where isMap: return .map(fields.first?.recorder.shape ?? .any)
        case .keyed:
            return .object(fields.map { ConfigShape.Field(name: $0.name, shape: $0.recorder.shape, isRequired: $0.isRequired) })
        }
    }

    func field(_ name: String, isRequired: Bool) -> ShapeRecorder {
        if let index = fields.firstIndex(where: { $0.name == name }) {
            fields[index].isRequired = fields[index].isRequired || isRequired
            return fields[index].recorder
        }
        let recorder = ShapeRecorder()
        fields.append((name, recorder, isRequired))
        return recorder
    }
}

/// A value the recorder can hand back when a type asks for a primitive.
package protocol ShapePrimitive: Decodable {
    static var placeholder: Self { get }
    static var shape: ConfigShape { get }
}

extension Bool: ShapePrimitive { package static var placeholder: Bool { false }; package static var shape: ConfigShape { .bool } }
extension String: ShapePrimitive { package static var placeholder: String { "" }; package static var shape: ConfigShape { .string } }
extension Double: ShapePrimitive { package static var placeholder: Double { 0 }; package static var shape: ConfigShape { .number } }
extension Float: ShapePrimitive { package static var placeholder: Float { 0 }; package static var shape: ConfigShape { .number } }
extension LaunchValue: ShapePrimitive { package static var placeholder: LaunchValue { .bool(false) }; package static var shape: ConfigShape { .launchValue } }
extension Int: ShapePrimitive { package static var placeholder: Int { 0 }; package static var shape: ConfigShape { .integer } }
extension Int8: ShapePrimitive { package static var placeholder: Int8 { 0 }; package static var shape: ConfigShape { .integer } }
extension Int16: ShapePrimitive { package static var placeholder: Int16 { 0 }; package static var shape: ConfigShape { .integer } }
extension Int32: ShapePrimitive { package static var placeholder: Int32 { 0 }; package static var shape: ConfigShape { .integer } }
extension Int64: ShapePrimitive { package static var placeholder: Int64 { 0 }; package static var shape: ConfigShape { .integer } }
extension UInt: ShapePrimitive { package static var placeholder: UInt { 0 }; package static var shape: ConfigShape { .integer } }
extension UInt8: ShapePrimitive { package static var placeholder: UInt8 { 0 }; package static var shape: ConfigShape { .integer } }
extension UInt16: ShapePrimitive { package static var placeholder: UInt16 { 0 }; package static var shape: ConfigShape { .integer } }
extension UInt32: ShapePrimitive { package static var placeholder: UInt32 { 0 }; package static var shape: ConfigShape { .integer } }
extension UInt64: ShapePrimitive { package static var placeholder: UInt64 { 0 }; package static var shape: ConfigShape { .integer } }

/// A decoder that never fails to give a value: it answers with placeholders and records
/// every key and type the decoded type asks for. Optionals are reported present and not
/// null, so their shape is recorded too.
struct ShapeDecoder: Decoder {
    let recorder: ShapeRecorder
    var codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        recorder.kind = .keyed
        return KeyedDecodingContainer(ShapeKeyedContainer<Key>(recorder: recorder, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        recorder.kind = .unkeyed
        return ShapeUnkeyedContainer(recorder: recorder.element, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        ShapeSingleValueContainer(recorder: recorder, codingPath: codingPath)
    }

    static func value<T: Decodable>(_ type: T.Type, into recorder: ShapeRecorder, codingPath: [CodingKey]) throws -> T {
        if let primitive = type as? any ShapePrimitive.Type {
            recorder.kind = .single(primitive.shape)
            return primitive.placeholder as! T
        }
        return try T(from: ShapeDecoder(recorder: recorder, codingPath: codingPath))
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

private struct ShapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: ShapeRecorder
    var codingPath: [CodingKey]

    var allKeys: [Key] {
        recorder.isMap = true
        return Key(stringValue: "*").map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool {
        _ = recorder.field(key.stringValue, isRequired: false)
        return false
    }

    private func field<T: Decodable>(_ type: T.Type, _ key: Key, isRequired: Bool) throws -> T {
        try ShapeDecoder.value(type, into: recorder.field(key.stringValue, isRequired: isRequired),
                               codingPath: codingPath + [key])
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try field(type, key, isRequired: true) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try field(type, key, isRequired: true) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try field(type, key, isRequired: true) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try field(type, key, isRequired: true) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try field(type, key, isRequired: true) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try field(type, key, isRequired: true) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try field(type, key, isRequired: true) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try field(type, key, isRequired: true) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try field(type, key, isRequired: true) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try field(type, key, isRequired: true) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try field(type, key, isRequired: true) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try field(type, key, isRequired: false) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ShapeDecoder(recorder: recorder.field(key.stringValue, isRequired: true), codingPath: codingPath + [key])
            .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try ShapeDecoder(recorder: recorder.field(key.stringValue, isRequired: true), codingPath: codingPath + [key])
            .unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { ShapeDecoder(recorder: ShapeRecorder(), codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> Decoder {
        ShapeDecoder(recorder: recorder.field(key.stringValue, isRequired: true), codingPath: codingPath + [key])
    }
}

/// Reports one element, then the end: an array's shape is its element's.
private struct ShapeUnkeyedContainer: UnkeyedDecodingContainer {
    let recorder: ShapeRecorder
    var codingPath: [CodingKey]
    var count: Int? { 1 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= 1 }

    init(recorder: ShapeRecorder, codingPath: [CodingKey]) {
        self.recorder = recorder
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        defer { currentIndex += 1 }
        return try ShapeDecoder.value(type, into: recorder, codingPath: codingPath + [AnyKey(intValue: currentIndex)!])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        defer { currentIndex += 1 }
        return try ShapeDecoder(recorder: recorder, codingPath: codingPath).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        defer { currentIndex += 1 }
        return try ShapeDecoder(recorder: recorder, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        defer { currentIndex += 1 }
        return ShapeDecoder(recorder: recorder, codingPath: codingPath)
    }
}

private struct ShapeSingleValueContainer: SingleValueDecodingContainer {
    let recorder: ShapeRecorder
    var codingPath: [CodingKey]

    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ShapeDecoder.value(type, into: recorder, codingPath: codingPath)
    }
    func decode(_ type: Bool.Type) throws -> Bool { primitive(type) }
    func decode(_ type: String.Type) throws -> String { primitive(type) }
    func decode(_ type: Double.Type) throws -> Double { primitive(type) }
    func decode(_ type: Float.Type) throws -> Float { primitive(type) }
    func decode(_ type: Int.Type) throws -> Int { primitive(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { primitive(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { primitive(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { primitive(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { primitive(type) }
    func decode(_ type: UInt.Type) throws -> UInt { primitive(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { primitive(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { primitive(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { primitive(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { primitive(type) }

    private func primitive<T: ShapePrimitive>(_ type: T.Type) -> T {
        recorder.kind = .single(T.shape)
        return T.placeholder
    }
}
