import CoordsimApp

/// A coordinator that runs the two sign-in steps, whichever way it shows them. Profile
/// starts one through the config's ``SignInFlow``.
public protocol SignInCoordinator: Coordinator, SignInStepping {}

/// How a sign-in flow that cannot be seen ending by its parent says it is over: a sheet's
/// screens are not on the parent's stack, so its `didShow` never hears of them.
public protocol SignInCoordinatorDelegate: AnyObject {
    func signInDidFinish(_ coordinator: SignInCoordinator)
}
