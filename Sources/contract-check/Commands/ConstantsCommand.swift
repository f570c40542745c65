import AnchorManifest
import ContractCheck

/// `contract-check constants`: the mirrored-constants check of §8.
enum ConstantsCommand {
    static let spec = CommandSpec(
        name: "constants",
        summary: "Cross-check the document's mirrored constants in the Swift, TypeScript and Kotlin sources.",
        usage: "constants [--staged | --rev <rev>] \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + StateSelection.options + [
            OutputFormat.option,
            TextStyle.option,
        ],
        discussion: """
            By default the working tree is checked (the tracked files, as they are on disk).
            Every bullet ends as ok, drift, unresolved or unverifiable; a coverage line closes the
            report. Exits 1 on drift, an unresolved reference or a bullet the document must fix, 0 when
            clean, 2 when it cannot check.

            A bullet of the mirrored-constants section, one per constant:
              - <label> `<values>` — <side> ↔ <side> [↔ <side>]
            values (code spans before the " — "):
              `"text"` `42`   a string, a number
              `a|b|c`         a closed set: an enum's raw values (numbers as `1|-1`), a union of
                              string literals, an `as const` object's literal values
              `{a,b?,c:{d}}`  a key set (b? may be absent, c holds a nested set)
              `name(args)`    a function or global, by its name
            sides (after it, separated by ↔): `path/File.swift` · `Symbol` / `Other`, `more.ts`
              with symbols, values are sought only inside them (symbol-precise); a file alone is
              read whole (file-wide); a set that pairs with a type is compared with it
              (shape-checked); `path/file.ts#label` names a LINT.IfChange(label) block, and values
              are sought only between its directive lines. A bullet with fewer than two sides
              naming files, or no values, is unverifiable; it is an error (exit 1, and the hooks
              block it) when the document can fix it: a path, `·` or ↔ with no " — " before it
              (` - `, `:`), or sides joined by a look-alike of ↔ (`<->`). HTML comments are not
              read. Guide: docs/writing-a-contract.md.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let report = try workspace.checkConstants(StateSelection.version(parsed, workspace))
            return context.emit(
                ConstantsOutput.report(report, sourceRoot: workspace.repository.workTree), format: format, parsed)
        }
    }
}
