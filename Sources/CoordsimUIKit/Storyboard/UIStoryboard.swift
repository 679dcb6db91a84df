import Synchronization

/// `UIStoryboard`: makes registered screens by storyboard identifier, as seed 000's
/// `Storyboarded` expects. There are no storyboard files: register the screen types once, at
/// launch, and each is found by its type's name, which is the identifier seed 000 uses.
///
/// ```swift
/// UIStoryboard.register([ViewController.self, BuyViewController.self])
/// let buy = UIStoryboard(name: "Main", bundle: .main)
///     .instantiateViewController(withIdentifier: "BuyViewController") as! BuyViewController
/// ```
public struct UIStoryboard {
    /// The storyboard's name: screens are registered per name, `Main` by default.
    public let name: String

    /// The storyboard called `name`; `bundle` is ignored, as nothing is loaded from files.
    public init(name: String, bundle: Bundle?) {
        self.name = name
    }

    /// Registers screen types in the storyboard called `name`, each under its type's name.
    /// Registering a type again replaces it; apps register the same types on every launch.
    public static func register(_ types: [UIViewController.Type], inStoryboardNamed name: String = "Main") {
        registry.withLock { storyboards in
            for type in types { storyboards[name, default: [:]][String(describing: type)] = Registered(type: type) }
        }
    }

    /// A new screen of the type registered under `identifier`, made through `init(coder:)` as a
    /// storyboard makes one. An identifier that is not registered stops the app with a message
    /// that says what to register, as UIKit stops on an unknown storyboard identifier.
    ///
    /// As on iOS, the screen comes back autoreleased: it lives until the end of the run-loop turn
    /// (here, until the step's transitions run) even when the caller keeps it only in a `weak var`,
    /// so `weak var view = factory.make(); router.push(view)` pushes it.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let registered = Self.registry.withLock { $0[name]?[identifier] }
        guard let type = registered?.type else {
            preconditionFailure("""
                Storyboard '\(name)' has no screen with identifier '\(identifier)': \
                call UIStoryboard.register([\(identifier).self], inStoryboardNamed: "\(name)") at launch.
                """)
        }
        let made = type.fromStoryboard()
        AutoreleasePool.autorelease(made)
        return made
    }

    /// A screen type. Swift refuses to share the metatype of a class that is not Sendable, but
    /// sharing it is safe: a metatype is immutable, and the registry only reads it (under its lock)
    /// to make a new instance, which stays on the calling thread.
    private struct Registered: @unchecked Sendable {
        let type: UIViewController.Type
    }

    private static let registry = Mutex<[String: [String: Registered]]>([:])
}
