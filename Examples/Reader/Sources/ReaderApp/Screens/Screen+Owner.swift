import CoordsimApp

// Each screen names the coordinator it reports to, read from its existing weak property, so
// `explore` can check that every child coordinator still owns a screen and no screen lost its own.
// ProfileScreen, a CoordinatedScreen, names its own.
extension FeedScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension SearchScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension ArticleScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension CommentsScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension EmailScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
extension PasswordScreen: OwnedScreen { public var owner: AnyObject? { coordinator } }
