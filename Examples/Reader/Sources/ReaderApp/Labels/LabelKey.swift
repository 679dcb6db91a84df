import CoordsimApp

/// Every interface text the reader shows. The config gives each one in `en`, and may in `ko`.
public enum LabelKey: String, CaseIterable, Sendable {
    case tabFeed = "tab.feed"
    case tabSearch = "tab.search"
    case tabProfile = "tab.profile"
    case feedTitle = "feed.title"
    case feedMessage = "feed.message"
    case articleByline = "article.byline"
    case articleComments = "article.comments"
    case articleDone = "article.done"
    case articleNext = "article.next"
    case commentsTitle = "comments.title"
    case commentsNone = "comments.none"
    case searchTitle = "search.title"
    case searchField = "search.field"
    case searchPlaceholder = "search.placeholder"
    case searchHint = "search.hint"
    case searchNoResults = "search.noResults"
    case profileTitle = "profile.title"
    case profileSignedOut = "profile.signedOut"
    case profileSignedIn = "profile.signedIn"
    case profileSignIn = "profile.signIn"
    case profileSignOut = "profile.signOut"
    case emailTitle = "signIn.email.title"
    case emailField = "signIn.email.field"
    case emailNext = "signIn.email.next"
    case emailInvalid = "signIn.email.invalid"
    case passwordTitle = "signIn.password.title"
    case passwordField = "signIn.password.field"
    case passwordSubmit = "signIn.password.submit"
    case passwordTooShort = "signIn.password.tooShort"
}

extension Labels {
    /// The text of a reader label, with its `{placeholders}` filled.
    public func callAsFunction(_ key: LabelKey, _ arguments: [String: String] = [:]) -> String {
        self(key.rawValue, arguments)
    }
}
