import ContractCheck

/// What a command found, independent of how it is printed: every output format (`OutputFormat`)
/// renders this one value, so `check`, `constants` and any later command (`ci`, `audit`) get
/// text, JSON, SARIF and GitHub annotations by building a report.
///
/// A report exists only when the command could check (exit 0 or 1); "could not check" (exit 2)
/// is one line on standard error instead (`CLIContext.couldNotCheck`), in every format.
///
/// A command offers the formats with `OutputFormat.option` in its spec, reads `--format` before
/// doing any work (a bad value is a usage error, exit 2) and ends with `emit`:
///
///     let format = try OutputFormat.parse(parsed)
///     …
///     let report = CommandReport(command: "audit", status: status, findings: findings,
///                                summary: "…", json: [("coverage", …)],
///                                documentPath: workspace.documentPath,
///                                sourceRoot: workspace.repository.workTree)
///     return context.emit(report, format: format, parsed)
struct CommandReport: Sendable {
    /// The command name (`check`, `constants`), JSON's `command`.
    var command: String
    /// 0 clean, 1 a finding; the exit code and JSON's `exitCode`.
    var status: CheckStatus
    var findings: [Finding]
    /// One line that sums the run up, without the `contract-check:` prefix (a coverage line such
    /// as `11 of 21 bullets verified, 0 drift, 5 unresolved, 5 unverifiable`). Text closes with
    /// it, GitHub annotations end with it as a notice, SARIF keeps it in the run's properties.
    var summary: String
    /// The command's own JSON members, after the schema-v1 envelope (`FindingJSON.report`).
    var json: [(String, JSONValue)] = []
    /// How the text format lays the report out.
    var text: TextLayout = TextLayout()
    /// The contract document the run read, repository-relative. SARIF places a finding that has
    /// no location here, because GitHub code scanning rejects a whole file for one result
    /// without a location.
    var documentPath: String?
    /// The working tree root (absolute), SARIF's `%SRCROOT%`; nil in a bare repository.
    var sourceRoot: String?
    /// Drift a trailer accepted: not a finding (it blocks nothing), but GitHub annotations show
    /// each as a `::notice`, so an accepted drift is visible on the pull request.
    var acceptedDrift: [AcceptedDrift] = []
    /// The document a replay (`ci --replay`) judged against, as given: SARIF's run says so
    /// (`automationDetails`, `properties.replay`), and so does every GitHub annotation's title.
    var replay: String?

    init(
        command: String, status: CheckStatus, findings: [Finding], summary: String,
        json: [(String, JSONValue)] = [], text: TextLayout = TextLayout(),
        documentPath: String? = nil, sourceRoot: String? = nil, acceptedDrift: [AcceptedDrift] = []
    ) {
        self.command = command
        self.status = status
        self.findings = findings
        self.summary = summary
        self.json = json
        self.text = text
        self.documentPath = documentPath
        self.sourceRoot = sourceRoot
        self.acceptedDrift = acceptedDrift
    }
}

/// The text format's layout of a report:
///
///     <findings, compiler-style>          (severity >= minimumSeverity)
///     <blank line>                        (only with a body, and only after findings)
///     <body lines>                        (the command's own table, when it has one)
///     <blank line>                        (only with a body)
///     <closing lines>                     (default: "contract-check: <summary>.")
struct TextLayout: Sendable {
    /// Findings below this severity are left out of text (`constants` shows its notes as the
    /// `unverifiable` rows of its table instead). Every other format carries every finding.
    var minimumSeverity: Finding.Severity = .note
    /// The command's own lines between the findings and the closing lines, coloured by `style`.
    var body: (@Sendable (TextStyle) -> [String])?
    /// The closing lines; nil closes with `contract-check: <summary>.`
    var closing: [String]?

    init(
        minimumSeverity: Finding.Severity = .note, body: (@Sendable (TextStyle) -> [String])? = nil,
        closing: [String]? = nil
    ) {
        self.minimumSeverity = minimumSeverity
        self.body = body
        self.closing = closing
    }
}

/// A drift finding and the trailer that accepted it (in `commit`, for `ci`).
struct AcceptedDrift: Sendable {
    var finding: Finding
    var trailer: Trailer
    var commit: String?
}
