import Foundation
import Synchronization

/// Objective-C's autorelease pool, for the controllers UIKit hands back autoreleased: one made by
/// `UIStoryboard.instantiateViewController(withIdentifier:)` lives until the end of the run-loop
/// turn even when the caller holds it only weakly, so `weak var view = factory.make()` followed by
/// `router.push(view)` pushes it on iOS. The pool is per thread, as Objective-C's is, so tests
/// running side by side never drain each other's; the application drains it where a run-loop turn
/// ends: before and after each frame, and at the sweep that ends a step.
package enum AutoreleasePool {
    /// How many objects wait in every thread's pool: one load tells the drain, on every step's
    /// path, that there is nothing to do.
    private static let pending = Atomic<Int>(0)
    private static let key = "coordsim.AutoreleasePool"

    /// Keeps `object` alive until this thread's next ``drain()``.
    package static func autorelease(_ object: AnyObject) {
        let dictionary = Thread.current.threadDictionary
        let pool: Pool
        if let existing = dictionary[key] as? Pool {
            pool = existing
        } else {
            pool = Pool()
            dictionary[key] = pool
        }
        pool.objects.append(object)
        pending.add(1, ordering: .relaxed)
    }

    /// Ends the run-loop turn: lets go of what this thread's pool holds, so an object nothing else
    /// holds is freed now.
    package static func drain() {
        guard pending.load(ordering: .relaxed) > 0,
              let pool = Thread.current.threadDictionary[key] as? Pool, !pool.objects.isEmpty else { return }
        let objects = pool.objects
        pool.objects = []
        pending.subtract(objects.count, ordering: .relaxed)
        withExtendedLifetime(objects) {}
    }

    private final class Pool {
        var objects: [AnyObject] = []
    }
}
