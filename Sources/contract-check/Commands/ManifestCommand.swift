import AnchorManifest
import ContractCheck

/// `contract-check manifest`: prints the parsed anchor manifest.
enum ManifestCommand {
    static let spec = CommandSpec(
        name: "manifest",
        summary: "Print the anchor manifest parsed from the contract document.",
        usage: "manifest [--staged | --rev <rev>] [--format text|json] [options]",
        options: CLIContext.repositoryOptions + StateSelection.options + [
            OutputFormat.textOrJSONOption
        ],
        discussion: "Exits 0 when the manifest parses, 2 when the document is missing or does not parse.")

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try ArgvParser.choice(
                parsed, "format", allowed: OutputFormat.textOrJSONOption.choices, default: "text")
            let workspace = try Workspace(options: context.checkOptions(parsed))
            let manifest = try workspace.parsedManifest(StateSelection.version(parsed, workspace))
            if format == "json" {
                context.console.out(json(manifest).serialized())
            } else {
                context.console.out(text(manifest))
            }
            return CheckStatus.clean.rawValue
        }
    }

    static func text(_ manifest: AnchorManifest) -> String {
        let escape = FindingText.escape
        var lines = ["\(escape(manifest.documentPath)):\(manifest.sectionLine): \(escape(manifest.sectionTitle))"]
        var group: String?? = .none
        for entry in manifest.entries {
            if group != .some(entry.group) {
                lines.append("")
                lines.append("# \(entry.group.map(escape) ?? "(no group)")")
                group = .some(entry.group)
            }
            let path = escape(entry.written)
            lines.append("\(path)\(String(repeating: " ", count: max(1, 72 - path.count)))line \(entry.line)")
        }
        for warning in manifest.warnings {
            lines.append(FindingText.escape(warning.description))
        }
        let files = manifest.entries.filter { !$0.isDirectoryPrefix }.count
        lines.append("")
        lines.append(
            "\(manifest.entries.count) entries: \(files) files, \(manifest.entries.count - files) directory prefixes.")
        return lines.joined(separator: "\n")
    }

    static func json(_ manifest: AnchorManifest) -> JSONValue {
        .object([
            ("schemaVersion", .int(FindingJSON.schemaVersion)),
            ("tool", .string("contract-check")),
            ("command", .string("manifest")),
            ("document", .string(manifest.documentPath)),
            ("section", .object([("title", .string(manifest.sectionTitle)), ("line", .int(manifest.sectionLine))])),
            (
                "entries",
                .array(
                    manifest.entries.map { entry in
                        .object([
                            ("path", .string(entry.path)),
                            (
                                "kind",
                                .string(entry.isDirectoryPrefix ? "directory" : entry.label == nil ? "file" : "block")
                            ),
                            ("label", .optional(entry.label)),
                            ("group", .optional(entry.group)),
                            ("line", .int(entry.line)),
                        ])
                    })
            ),
            (
                "warnings",
                .array(manifest.warnings.map { .object([("line", .int($0.line)), ("message", .string($0.message))]) })
            ),
        ])
    }
}
