/// A language code such as `en` or `ko`, as the config's `labels` and `--lang` name it.
public struct Language: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }

    /// English: every app's labels are complete in it, and other languages fall back to it.
    public static let en: Language = "en"
    /// Korean.
    public static let ko: Language = "ko"
    /// Japanese.
    public static let ja: Language = "ja"
    /// Chinese.
    public static let zh: Language = "zh"
    /// German.
    public static let de: Language = "de"
    /// French.
    public static let fr: Language = "fr"
    /// Spanish.
    public static let es: Language = "es"

    public var description: String { rawValue }
}
