#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What the crash handler reads: flags, counts and the saved tty modes.
private struct CrashState {
    var terminalModes = termios()
    var hasTerminalModes = false
    /// How many bytes of `resetBytes` to write.
    var resetCount = 0
    var isArmed = false
}

// Signal handlers can take no locks and must not allocate, so this state lives in raw memory
// allocated once. It is written only on the main thread, either before the crash handlers
// are installed or (the tty modes) never while they run, and the handlers only read it.
// That is why these `nonisolated(unsafe)` globals are safe.
nonisolated(unsafe) private let crashState: UnsafeMutablePointer<CrashState> = {
    let pointer = UnsafeMutablePointer<CrashState>.allocate(capacity: 1)
    pointer.initialize(to: CrashState())
    return pointer
}()
/// The escape sequences that undo curses' set-up: leave the alternate screen, show the
/// cursor, reset attributes, stop mouse reports, keypad off.
nonisolated(unsafe) private let resetBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    pointer.initialize(repeating: 0, count: 256)
    return pointer
}()
/// The stack the handlers run on, so a SIGSEGV from a stack overflow (no room left on the
/// thread's own stack) can still restore the terminal. Used only when none is installed yet.
private let alternateStackSize = 64 * 1024
nonisolated(unsafe) private let alternateStack: UnsafeMutableRawPointer =
    UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
/// The handlers that were installed before ours, by signal number, to chain to.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
}()

/// Restores the terminal when the process crashes (SIGSEGV, SIGABRT, and the SIGILL/SIGTRAP
/// of Swift's runtime traps): writes the reset sequences with write(2), puts back the tty
/// modes saved before curses started, then re-raises the signal under its previous handler
/// (Swift's backtracer, or the default), so the crash is still reported and still kills us.
enum CrashGuard {
    static let signals: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    /// Saves the tty modes; call before curses changes them.
    static func saveTerminalModes() {
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 {
            crashState.pointee.terminalModes = modes
            crashState.pointee.hasTerminalModes = true
        }
    }

    /// Installs the handlers, with `reset` as the bytes to write on a crash. They run on an
    /// alternate signal stack (`SA_ONSTACK`); call from the main thread, the one that draws.
    static func arm(reset: [UInt8]) {
        _ = (crashState, resetBytes, previousActions)   // initialise the globals now, not in a handler
        let count = min(reset.count, 256)
        for index in 0..<count { resetBytes[index] = reset[index] }
        crashState.pointee.resetCount = count
        installAlternateStack()
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_ONSTACK
            sigaction(signalNumber, &action, previousActions + Int(signalNumber))
        }
        crashState.pointee.isArmed = true
    }

    /// Gives this thread the alternate signal stack, unless it has one already (Swift's
    /// backtracer may have installed its own, which then serves our handler too). The stack is
    /// allocated once and never freed, so arming again or disarming cannot leave it dangling.
    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var stack = stack_t()
        stack.ss_sp = alternateStack
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }

    /// Puts back the handlers that were there before ``arm(reset:)``.
    static func disarm() {
        guard crashState.pointee.isArmed else { return }
        for signalNumber in signals {
            sigaction(signalNumber, previousActions + Int(signalNumber), nil)
        }
        crashState.pointee.isArmed = false
    }

    /// The tty modes saved before curses, put back after `endwin` too, as a belt and braces.
    static func restoreTerminalModes() {
        guard crashState.pointee.hasTerminalModes else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &crashState.pointee.terminalModes)
    }
}

/// Only async-signal-safe calls: write, tcsetattr, sigaction, raise.
private func crashHandler(_ signalNumber: Int32) {
    let state = crashState
    if state.pointee.resetCount > 0 {
        _ = write(STDOUT_FILENO, resetBytes, state.pointee.resetCount)
    }
    if state.pointee.hasTerminalModes {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.terminalModes)
    }
    sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    raise(signalNumber)
}
