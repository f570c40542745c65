import ContractCheck

/// `contract-check audit`: the drift report over HEAD.
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        summary: "Report everything that has drifted: manifest, document anchors, mirrored constants, and history.",
        usage: "audit [--root <prefix>=<dir>]... \(OutputFormat.usage) [options]",
        options: CLIContext.repositoryOptions + [
            OptionSpec(
                long: "root", valueName: "prefix=dir", repeatable: true,
                help: "Files under <prefix> live in the checkout <dir> (e.g. ios-app/=../ios); repeatable."),
            OutputFormat.option,
            TextStyle.option,
        ],
        discussion: """
            Checked at HEAD: every manifest entry exists; every anchor the document names in its
            side | anchor tables and "Anchors:" lines resolves (with the Path conventions) to a file
            whose code has each identifier; the mirrored constants; and the commits since the document last
            changed that touched anchors, each with its trailer or marked as a bypass; and every
            LINT.IfChange block of the tree: a target naming no file, folder or label, a malformed
            directive (with no contract document, only the blocks are checked).
            A coverage summary ends the report. Exits 1 on any finding, 2 when it cannot check.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try OutputFormat.parse(parsed)
            var roots: [(prefix: String, directory: String)] = []
            for mapping in parsed.all("root") {
                guard let equals = mapping.firstIndex(of: "="), equals != mapping.startIndex,
                    mapping.index(after: equals) != mapping.endIndex
                else {
                    throw ArgumentError.invalidValue(option: "--root", value: mapping, allowed: ["<prefix>=<dir>"])
                }
                var prefix = String(mapping[..<equals])
                if !prefix.hasSuffix("/") { prefix += "/" }
                roots.append((prefix, String(mapping[mapping.index(after: equals)...])))
            }
            let workspace = try Workspace(options: context.checkOptions(parsed), withoutConfiguration: true)
            let report = try AuditRunner(workspace: workspace, options: .init(roots: roots)).run()
            return context.emit(
                AuditOutput.report(report, sourceRoot: workspace.repository.workTree), format: format, parsed)
        }
    }
}
