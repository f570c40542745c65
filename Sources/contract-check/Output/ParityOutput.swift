import ContractCheck

/// Renders a `ParityReport`: a line per surface with the platforms that anchor it, then a line
/// per platform with its count and what it misses (text), or the same as one JSON object.
enum ParityOutput {
    static func text(_ report: ParityReport) -> String {
        let escape = FindingText.escape
        let source = report.platformSource == .configuration ? "the configuration" : "the Path conventions"
        let platforms = report.coverage.map { "\($0.name): \($0.prefixes.map(escape).joined(separator: ", "))" }
        var lines = [
            "\(escape(report.documentPath)): \(report.surfaces.count) surfaces; platforms from \(source) "
                + "(\(platforms.joined(separator: "; ")))", "",
        ]
        let width = min(64, report.surfaces.map { escape($0.name).count }.max() ?? 0) + 2
        for surface in report.surfaces {
            let name = escape(surface.name)
            let padded = name.count < width ? name.padded(to: width) : name + "  "
            var held = surface.platforms.isEmpty ? "no platform" : surface.platforms.joined(separator: ", ")
            if !surface.drifting.isEmpty { held += " (drift: \(surface.drifting.joined(separator: ", ")))" }
            if !surface.byDesign.isEmpty { held += " (by design: \(surface.byDesign.joined(separator: ", ")))" }
            if !surface.examples.isEmpty {
                let drift = surface.driftingExamples.isEmpty ? "" : ", drift"
                held += " (document example: \(surface.examples.map(escape).joined(separator: ", "))\(drift))"
            }
            lines.append("  line \(surface.line): \(padded)\(held)")
            if !surface.unplaced.isEmpty {
                let unplaced = surface.unplaced.map(escape).joined(separator: ", ")
                lines.append("      not in any platform's folders: \(unplaced)")
            }
        }
        lines.append("")
        for coverage in report.coverage {
            var line = "\(coverage.name): \(report.anchored(coverage)) of \(report.surfaces.count) surfaces"
            if !coverage.byDesign.isEmpty { line += " (\(coverage.byDesign.count) by design)" }
            if !coverage.missing.isEmpty {
                let names = coverage.missing.map { escape(report.surfaces[$0].name) }
                line += "; missing: " + names.joined(separator: ", ")
            }
            lines.append(line)
        }
        for name in report.failedRequirements {
            let missing = report.coverage.first { $0.name == name }?.missing.count ?? 0
            lines.append(
                "contract-check: --require \(name): \(name) misses \(missing) of "
                    + "\(report.surfaces.count) surfaces.")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ report: ParityReport, status: CheckStatus) -> JSONValue {
        .object([
            ("schemaVersion", .int(FindingJSON.schemaVersion)),
            ("tool", .string("contract-check")),
            ("command", .string("parity")),
            ("exitCode", .int(Int(status.rawValue))),
            ("document", .string(report.documentPath)),
            ("platformSource", .string(report.platformSource.rawValue)),
            (
                "platforms",
                .array(
                    report.coverage.map { coverage in
                        .object([
                            ("name", .string(coverage.name)),
                            ("prefixes", .array(coverage.prefixes.map(JSONValue.string))),
                            ("anchored", .int(report.anchored(coverage))),
                            ("total", .int(report.surfaces.count)),
                            ("missing", .array(coverage.missing.map { .string(report.surfaces[$0].name) })),
                            ("byDesign", .array(coverage.byDesign.map { .string(report.surfaces[$0].name) })),
                        ])
                    })
            ),
            (
                "surfaces",
                .array(
                    report.surfaces.map { surface in
                        .object([
                            ("kind", .string(surface.kind.rawValue)),
                            ("name", .string(surface.name)),
                            ("title", .string(surface.title)),
                            ("line", .int(surface.line)),
                            ("platforms", .array(surface.platforms.map(JSONValue.string))),
                            ("unplaced", .array(surface.unplaced.map(JSONValue.string))),
                            ("drifting", .array(surface.drifting.map(JSONValue.string))),
                            ("byDesign", .array(surface.byDesign.map(JSONValue.string))),
                            ("examples", .array(surface.examples.map(JSONValue.string))),
                            ("driftingExamples", .array(surface.driftingExamples.map(JSONValue.string))),
                        ])
                    })
            ),
            ("failedRequirements", .array(report.failedRequirements.map(JSONValue.string))),
        ])
    }
}
