#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A place in the app a `coordsim://` link names. Deep links and state restoration both
/// reach screens through these, handled by the coordinators (never by pushing screens directly).
public enum Route: Hashable, Sendable {
    /// `coordsim://main[?product=bicycle]`: the Main tab at Home, with the product selected.
    case main(product: Product?)
    /// `coordsim://buy[?product=bicycle]`: Home starts buying, through the variant's buy flow.
    case buy(product: Product?)
    /// `coordsim://account`: Home starts the Create account flow.
    case account
    /// `coordsim://next`: Home shows Next.
    case next
    /// `coordsim://tab/2`: selects a tab by the number the tab bar shows (1-based).
    case tab(Int)

    /// The routes, as the error for a bad link lists them.
    public static let known: [String] = [
        "coordsim://main[?product=computer|bicycle]",
        "coordsim://buy[?product=computer|bicycle]",
        "coordsim://account",
        "coordsim://next",
        "coordsim://tab/<1-3>",
    ]

    static let tabCount = 3

    /// Parses a link, or throws an error that says what is wrong and lists the known routes.
    public init(url text: String) throws(DeepLinkError) {
        guard let components = URLComponents(string: text), components.scheme == "coordsim" else {
            throw DeepLinkError(url: text, reason: "not a coordsim:// link")
        }
        let host = components.host ?? ""
        let path = components.path.split(separator: "/").map(String.init)
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            guard query[item.name] == nil else {
                throw DeepLinkError(url: text, reason: "the parameter \"\(item.name)\" is given twice")
            }
            query[item.name] = item.value ?? ""
        }
        func product() throws(DeepLinkError) -> Product? {
            guard let name = query.removeValue(forKey: "product") else { return nil }
            guard let product = Product(rawValue: name) else {
                throw DeepLinkError(url: text, reason: "unknown product \"\(name)\"; products: "
                    + Product.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return product
        }
        switch (host, path.count) {
        case ("main", 0): self = .main(product: try product())
        case ("buy", 0): self = .buy(product: try product())
        case ("account", 0): self = .account
        case ("next", 0): self = .next
        case ("tab", 1):
            guard let number = Int(path[0]), (1...Self.tabCount).contains(number) else {
                throw DeepLinkError(url: text, reason: "no tab \"\(path[0])\"; tabs are 1-\(Self.tabCount)")
            }
            self = .tab(number)
        default:
            throw DeepLinkError(url: text, reason: "unknown route \"\(host)\(components.path)\"")
        }
        if let extra = query.keys.sorted().first {
            throw DeepLinkError(url: text, reason: "unknown parameter \"\(extra)\"")
        }
    }

    /// The link that opens this route.
    public var url: String {
        switch self {
        case let .main(product): return "coordsim://main" + (product.map { "?product=\($0.rawValue)" } ?? "")
        case let .buy(product): return "coordsim://buy" + (product.map { "?product=\($0.rawValue)" } ?? "")
        case .account: return "coordsim://account"
        case .next: return "coordsim://next"
        case let .tab(number): return "coordsim://tab/\(number)"
        }
    }
}
