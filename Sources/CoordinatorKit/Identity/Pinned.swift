/// A coordinator of the cached tree, compared by identity without a weak load (a slow runtime
/// call, on the per-key path). The unowned reference keeps the object's memory, though not the
/// object, alive, so its address cannot be reused: an equal identifier is the same object.
struct Pinned {
    unowned let object: AnyObject
    let identifier: ObjectIdentifier

    init(_ object: AnyObject) {
        self.object = object
        identifier = ObjectIdentifier(object)
    }
}
