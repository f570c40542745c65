import ContractCheck

/// `contract-check explain <path>…`: what to update before changing a file.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        summary: "Show the manifest entries, document lines and mirrored-constant bullets that concern a path.",
        usage: "explain <path>... [--format text|json] [options]",
        options: CLIContext.repositoryOptions + [
            OutputFormat.textOrJSONOption
        ],
        positionals: 1...Int.max,
        positionalName: "at least one path to explain",
        discussion: """
            Paths are relative to the current directory (a trailing / names a folder). For each: the
            manifest entries and group that cover it, the document's sections and lines that mention it
            (also in the abbreviated forms the mirrored constants and the anchor tables use), and the
            mirrored-constant bullets whose sides
            name it. Exits 0, or 2 when it cannot read the repository or the document.
            """)

    static func run(_ parsed: ParsedArguments, _ context: CLIContext) -> Int32 {
        CommandErrors.guarded(spec, context) {
            let format = try ArgvParser.choice(
                parsed, "format", allowed: OutputFormat.textOrJSONOption.choices, default: "text")
            let options = context.checkOptions(parsed)
            let workspace = try Workspace(options: options, withoutConfiguration: true)
            var paths: [String] = []
            for argument in parsed.positionals {
                let relative = try Workspace.repositoryRelative(
                    argument, repository: workspace.repository, environment: options.environment)
                paths.append(argument.hasSuffix("/") && !relative.hasSuffix("/") ? relative + "/" : relative)
            }
            let report = try Explainer(workspace: workspace).explain(paths)
            context.console.out(format == "json" ? json(report).serialized() : text(report))
            return CheckStatus.clean.rawValue
        }
    }

    static func text(_ report: Explainer.Report) -> String {
        let document = FindingText.escape(report.documentPath)
        var lines: [String] = []
        for explanation in report.explanations {
            if !lines.isEmpty { lines.append("") }
            lines.append(FindingText.escape(explanation.path) + (explanation.tracked ? "" : "  (not tracked)"))
            lines.append(contentsOf: blockLines(explanation))
            guard report.hasDocument else { continue }
            if explanation.entries.isEmpty {
                lines.append("  not a contract anchor: no manifest entry covers it")
            } else {
                for entry in explanation.entries {
                    let group = entry.group.map { " under \"\(FindingText.escape($0))\"" } ?? ""
                    lines.append(
                        "  anchor: \(document):\(entry.line): \"\(FindingText.escape(entry.written))\"\(group)")
                }
            }
            if explanation.mentions.isEmpty {
                lines.append("  the document does not mention it elsewhere")
            } else {
                lines.append("  mentioned in the document:")
                for mention in explanation.mentions {
                    let section = mention.span.section.isEmpty ? "" : " (\(FindingText.escape(mention.span.section)))"
                    lines.append(
                        "    \(document):\(mention.span.line):\(mention.span.column)\(section) "
                            + "as \"\(FindingText.escape(mention.span.text))\""
                    )
                }
            }
            for use in explanation.bullets {
                let values = use.bullet.clauses.flatMap(\.values).map(\.text)
                let shown = values.prefix(6).joined(separator: ", ") + (values.count > 6 ? ", …" : "")
                let symbols =
                    use.reference.symbols.isEmpty
                    ? "" : " · " + use.reference.symbols.map(\.name).joined(separator: " / ")
                let section = FindingText.escape(report.constantsSection)
                let label = FindingText.escape(use.bullet.label)
                let reference = FindingText.escape(use.reference.written + symbols)
                lines.append(
                    "  \(section): \(document):\(use.bullet.line): \"\(label)\" side \(use.side) (\(reference)); "
                        + "values: \(FindingText.escape(shown))")
            }
            if !explanation.entries.isEmpty {
                // Only the lines of the named blocks are the anchor when every entry names a block.
                let labels = explanation.entries.compactMap(\.label)
                let what =
                    labels.count == explanation.entries.count
                    ? "changing the block\(labels.count == 1 ? "" : "s") "
                        + labels.map { "\"\(FindingText.escape($0))\"" }.joined(separator: ", ")
                    : "changing it"
                lines.append(
                    "  \(what): stage the document too, or end the message with \"\(report.trailerKey): <reason>\"")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The file's `LINT.IfChange` blocks, each with its targets, and the blocks that name it.
    static func blockLines(_ explanation: Explainer.Explanation) -> [String] {
        let path = FindingText.escape(explanation.path)
        var lines: [String] = []
        for block in explanation.blocks {
            let label = block.label.map { "(\(FindingText.escape($0)))" } ?? ""
            let targets = block.targets.map { target in
                let shown = FindingText.escape(target.resolved ?? target.written)
                return target.missing.map {
                    "\(FindingText.escape(target.written)) (missing: \(FindingText.escape($0)))"
                }
                    ?? shown
            }
            let coupled =
                targets.isEmpty ? "coupled to nothing (a labelled region)" : "-> " + targets.joined(separator: ", ")
            lines.append("  block: \(path):\(block.ifLine)-\(block.thenLine) LINT.IfChange\(label) \(coupled)")
        }
        for coupling in explanation.namedBy {
            lines.append(
                "  named by: \(FindingText.escape(coupling.path)):\(coupling.line) -> "
                    + FindingText.escape(coupling.target))
        }
        return lines
    }

    static func json(_ report: Explainer.Report) -> JSONValue {
        .object([
            ("schemaVersion", .int(FindingJSON.schemaVersion)),
            ("tool", .string("contract-check")),
            ("command", .string("explain")),
            ("document", .string(report.documentPath)),
            (
                "paths",
                .array(
                    report.explanations.map { explanation in
                        .object([
                            ("path", .string(explanation.path)),
                            ("tracked", .bool(explanation.tracked)),
                            ("anchor", .bool(!explanation.entries.isEmpty)),
                            ("blocks", blocksJSON(explanation)),
                            (
                                "namedBy",
                                .array(
                                    explanation.namedBy.map {
                                        .object([
                                            ("path", .string($0.path)), ("line", .int($0.line)),
                                            ("target", .string($0.target)),
                                        ])
                                    })
                            ),
                            (
                                "entries",
                                .array(
                                    explanation.entries.map {
                                        .object([
                                            ("path", .string($0.written)), ("group", .optional($0.group)),
                                            ("line", .int($0.line)),
                                        ])
                                    })
                            ),
                            (
                                "mentions",
                                .array(
                                    explanation.mentions.map {
                                        .object([
                                            ("text", .string($0.span.text)), ("line", .int($0.span.line)),
                                            ("column", .int($0.span.column)), ("section", .string($0.span.section)),
                                        ])
                                    })
                            ),
                            (
                                "constants",
                                .array(
                                    explanation.bullets.map {
                                        .object([
                                            ("label", .string($0.bullet.label)), ("line", .int($0.bullet.line)),
                                            ("side", .int($0.side)), ("reference", .string($0.reference.written)),
                                            (
                                                "values",
                                                .array($0.bullet.clauses.flatMap(\.values).map { .string($0.text) })
                                            ),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    static func blocksJSON(_ explanation: Explainer.Explanation) -> JSONValue {
        .array(
            explanation.blocks.map { block in
                .object([
                    ("label", .optional(block.label)), ("line", .int(block.ifLine)), ("endLine", .int(block.thenLine)),
                    (
                        "targets",
                        .array(
                            block.targets.map {
                                .object([
                                    ("target", .string($0.written)), ("resolved", .optional($0.resolved)),
                                    ("missing", .optional($0.missing)),
                                ])
                            })
                    ),
                ])
            })
    }
}
