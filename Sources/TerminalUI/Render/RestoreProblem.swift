/// Why `run --restore` started fresh, in parts, so the notice can be worded in the UI's language.
/// `english` is the sentence the restoration itself gives, which stderr repeats after the run.
package struct RestoreProblem: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case unreadable, corrupt, incompatible
        /// The file was read, but the app could not rebuild its screens (e.g. another variant's).
        case notRestorable
    }

    package var path: String
    /// Where in the file, as `line:column`, when the problem is in the file.
    package var location: String?
    package var kind: Kind
    /// The technical detail, as the file's checker or the app wrote it.
    package var detail: String
    /// Where the file was moved aside; nil when it could not be moved and is not saved over.
    package var movedTo: String?
    package var english: String

    package init(path: String, location: String? = nil, kind: Kind, detail: String, movedTo: String?, english: String) {
        self.path = path
        self.location = location
        self.kind = kind
        self.detail = detail
        self.movedTo = movedTo
        self.english = english
    }
}
