/// The rules the sign-in steps check before moving on, kept out of the screens so tests and
/// both sign-in variants share them.
public enum Credentials {
    /// The shortest password the second step accepts.
    public static let minimumPasswordLength = 8

    /// One `@`, a non-empty name, and a domain with a dot inside it.
    public static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex,
              domain.index(after: dot) != domain.endIndex else { return false }
        return true
    }

    public static func isValidPassword(_ password: String) -> Bool {
        password.count >= minimumPasswordLength
    }
}
