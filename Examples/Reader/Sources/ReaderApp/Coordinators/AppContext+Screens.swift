import CoordsimApp

/// Makes the screens that more than one coordinator shows, wired to their labels and data in
/// one place: Feed and Search both start the article flow, and both sign-in variants show the
/// same two steps.
extension AppContext {
    func makeArticleScreen(_ article: Article, coordinator: ArticleReading) -> ArticleScreen {
        let screen = ArticleScreen.instantiate()
        screen.labels = labels
        screen.article = article
        screen.coordinator = coordinator
        return screen
    }

    func makeCommentsScreen(_ article: Article, coordinator: ArticleReading) -> CommentsScreen {
        let screen = CommentsScreen.instantiate()
        screen.labels = labels
        screen.article = article
        screen.coordinator = coordinator
        return screen
    }

    func makeEmailScreen(coordinator: SignInStepping) -> EmailScreen {
        let screen = EmailScreen.instantiate()
        screen.labels = labels
        screen.coordinator = coordinator
        return screen
    }

    func makePasswordScreen(email: String, coordinator: SignInStepping) -> PasswordScreen {
        let screen = PasswordScreen.instantiate()
        screen.labels = labels
        screen.email = email
        screen.coordinator = coordinator
        return screen
    }
}
