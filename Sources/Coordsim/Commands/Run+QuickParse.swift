import ArgumentParser
import CoordsimApp

/// `run`'s arguments as a start spells them, read without ArgumentParser.
///
/// ArgumentParser reads a command's properties by reflection and casts each one to its
/// protocols, and every first cast of a type scans all of the binary's protocol conformance
/// records: about half of what a start cost before the first frame (DECISIONS.md); even making
/// a `Run` builds its options' name sets. So the plain forms (`[run] [--name value |
/// --name=value | --flag]...`, each option at most once but `--launch`) are read here, into the
/// ``RunRequest`` ArgumentParser's `Run` would give, and everything else (help, a subcommand,
/// a short or unknown name, a repeated option, a value that is empty, starts with `-` or is
/// `help`, a flag given a value) returns nil: ArgumentParser parses it then, and words its errors.
extension Run {
    /// The name a first argument uses for `run`; ``configuration`` spells it from here.
    static var commandName: String { "run" }
}

extension RunRequest {
    /// The request ArgumentParser's `Run` would give for `arguments` (the program's name left
    /// out), or nil when they are not in one of the plain forms above.
    static func parsedQuickly<Arguments: Collection<String>>(_ arguments: Arguments) -> RunRequest? {
        var rest = arguments[...]
        if rest.first == Run<App>.commandName { rest = rest.dropFirst() }
        // By long name. Plain arrays, not sets: hashing a Substring is one more conformance to look up.
        var values: [(name: String, value: String)] = []
        var flags: [String] = []
        var launch: [String] = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            switch name {
            case "no-inspector", "restore":
                guard inlineValue == nil, !flags.contains(name) else { return nil }
                flags.append(name)
            case "launch":
                guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-"),
                      value != "help" else { return nil }
                launch.append(value)
            case "config", "variant", "lang", "user", "experiment", "state-file", "open", "record", "journal":
                guard !values.contains(where: { $0.name == name }), let value = inlineValue ?? rest.popFirst(),
                      !value.isEmpty, !value.hasPrefix("-"), value != "help" else { return nil }
                values.append((name, value))
            default:
                return nil
            }
        }
        func value(_ name: String) -> String? { values.first { $0.name == name }?.value }
        var choice = AppChoice<App>(config: value("config"), variant: value("variant"), launch: launch)
        if let code = value("lang") {
            guard let language = Language(argument: code) else { return nil }
            choice.lang = language
        }
        return RunRequest(choice: choice, noInspector: flags.contains("no-inspector"), user: value("user"),
                          experiment: value("experiment"), restore: flags.contains("restore"),
                          stateFile: value("state-file"), open: value("open"), record: value("record"),
                          journal: value("journal"))
    }
}
