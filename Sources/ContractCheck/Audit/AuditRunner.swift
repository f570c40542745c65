import AnchorManifest

/// `contract-check audit`: the drift report to run before a release or nightly, over HEAD.
///
/// 1. every manifest entry exists (a tracked file, or a folder with files for a `/` prefix);
/// 2. every anchor the document names in `side | anchor` tables and "Anchors:" lines resolves —
///    with the Path conventions — to a file whose code (not its comments) has each identifier;
/// 3. the §8 constants;
/// 4. history: the commits since the document last changed that touched anchors, each with its
///    trailer or marked as a bypass;
/// 5. every `LINT.IfChange` block of the tree: dangling targets and labels, malformed directives
///    (with no contract document, only this).
package struct AuditRunner {
    package struct Options: Sendable {
        /// `--root PREFIX=DIR`: manifest prefixes that live in other checkouts.
        package var roots: [(prefix: String, directory: String)]
        package init(roots: [(prefix: String, directory: String)] = []) { self.roots = roots }
    }

    package let workspace: Workspace
    package var options: Options

    package init(workspace: Workspace, options: Options) {
        self.workspace = workspace
        self.options = options
    }

    package func run() throws(ContractCheckError) -> AuditReport {
        let repository = workspace.repository
        guard let head = try repository.headCommit() else {
            throw .documentMissing(path: workspace.documentPath, whereLooked: "HEAD (the branch has no commits)")
        }
        let universe = try makeUniverse(head: head)
        let scan = try BlockAudit.scan(universe.listing, bytes: universe.bytes(_:ifWanted:))
        guard workspace.hasConfiguration else { return Self.blocksOnly(scan) }
        let document = CmarkReader.parse(try workspace.requiredDocumentBytes(.commit(head)))
        let manifest = try workspace.manifest(in: document)
        var findings: [Finding] = []

        // 1. Manifest entries (a block's label too), and entries listed twice.
        findings.append(contentsOf: manifest.warnings.map(duplicateFinding))
        let unlabelled = BlockAudit.missingLabels(manifest, scan: scan, exists: universe.exists)
        findings.append(contentsOf: unlabelled.map(labelFinding))
        let missing = manifest.entries.filter { !universe.exists($0.path) }
        for entry in missing {
            // A folder listed without its trailing `/` is an exact path that no file has: the
            // hooks would never match the files in it.
            let isFolder = !entry.isDirectoryPrefix && universe.exists(entry.path + "/")
            findings.append(
                Finding(
                    rule: .missingAnchor,
                    message: entry.isDirectoryPrefix
                        ? "The manifest entry \"\(entry.path)\" names a folder with no tracked files."
                        : isFolder
                            ? "The manifest entry \"\(entry.path)\" is a folder, but without a trailing \"/\" it only "
                                + "matches a file of that name, so no change in it counts."
                            : "The manifest entry \"\(entry.path)\" is not a tracked file.",
                    location: Location(path: workspace.documentPath, line: entry.line),
                    hints: isFolder ? ["Write it as \"\(entry.path)/\" to cover every file in the folder."] : []))
        }

        // 2. Document anchors.
        let conventions = PathConventions.parse(document)
        let roots = workspace.sourceRoots(conventions)
        let resolver = PathResolver(roots: roots, files: universe.listing)
        var lexed: [String: LexedSource] = [:]
        var checks: [AnchorCheck] = []
        for anchor in DocumentAnchors.parse(document) {
            let (check, anchorFindings) = try checkAnchor(anchor, universe: universe, resolver: resolver, lexed: &lexed)
            checks.append(check)
            findings.append(contentsOf: anchorFindings)
        }

        // 3. §8.
        var constants: ConstantsReport?
        var parsedConstants: MirroredConstants?
        if !document.sections(containing: workspace.configuration.constantsSection).isEmpty {
            let parsed: MirroredConstants
            do {
                parsed = try ConstantsParser(sectionName: workspace.configuration.constantsSection).parse(
                    document, path: workspace.documentPath)
            } catch {
                throw .document(error)
            }
            parsedConstants = parsed
            let report = try ConstantsChecker(constants: parsed, resolver: resolver, snapshot: universe).run()
            constants = report
            findings.append(contentsOf: report.findings.filter { $0.severity != .note })
        }

        // 4. History.
        let (changed, history, note) = try historySinceDocumentChanged(head: head)
        for entry in history where entry.isBypass {
            findings.append(
                Finding(
                    rule: .historyBypass,
                    message:
                        "Commit \"\(entry.commit.subject)\" changed contract anchors "
                        + "(\(entry.commit.anchors.map { "\"\($0.change.path)\"" }.joined(separator: ", "))) "
                        + "without the document and without a \(workspace.configuration.trailerKey) trailer.",
                    location: entry.commit.anchors.first.map { Location(path: $0.change.path) },
                    commit: entry.commit.id.description))
        }
        // 5. LINT.IfChange blocks: every dangling target and malformed directive of the tree.
        findings.append(contentsOf: BlockAudit.findings(scan))
        var report = AuditReport(
            documentPath: workspace.documentPath, manifestEntries: manifest.entries.count,
            missingEntries: unlabelled + missing, anchors: checks, constants: constants, documentLastChanged: changed,
            history: history, historyNote: note, findings: findings)
        report.blocks = BlockCoverage(scan)
        report.examples = ExampleAdoption(examples: document.fencedExamples, constants: parsedConstants)
        return report
    }

    /// The report of a repository with no contract document: its blocks only.
    static func blocksOnly(_ scan: IfChangeTreeScan) -> AuditReport {
        var report = AuditReport(
            documentPath: "", manifestEntries: 0, missingEntries: [], anchors: [], constants: nil,
            documentLastChanged: nil, history: [], historyNote: nil, findings: BlockAudit.findings(scan))
        report.hasDocument = false
        report.blocks = BlockCoverage(scan)
        return report
    }

    /// The warning for an entry the manifest lists twice: the parser keeps the first and says so.
    func duplicateFinding(_ warning: ManifestWarning) -> Finding {
        Finding(
            rule: .manifestDuplicate, severity: .warning, message: warning.message,
            location: Location(path: workspace.documentPath, line: warning.line))
    }

    /// The finding for a `path#label` entry whose file does not define the label.
    func labelFinding(_ entry: ManifestEntry) -> Finding {
        let label = entry.label ?? ""
        return Finding(
            rule: .missingAnchor,
            message: "The manifest entry \"\(entry.written)\" names the block \"\(label)\", which \"\(entry.path)\" "
                + "does not define (no LINT.IfChange(\(label)) or LINT.Label(\(label)) in it).",
            location: Location(path: workspace.documentPath, line: entry.line))
    }

    /// The main repository at HEAD plus each `--root` checkout at its HEAD.
    func makeUniverse(head: ObjectID) throws(ContractCheckError) -> FileUniverse {
        var parts = [
            FileUniverse.Part(
                prefix: "", files: try SourceSnapshot(repository: workspace.repository, kind: .commit(head)))
        ]
        for (prefix, directory) in options.roots {
            let environment = GitEnvironment(
                workingDirectory: workspace.options.environment.absolute(directory),
                variables: workspace.options.environment.variables.filter {
                    !$0.key.hasPrefix("GIT_") || $0.key.hasPrefix("GIT_CONFIG")
                })
            let other = try GitRepository(environment: environment)
            guard let otherHead = try other.headCommit() else {
                throw .invalidArgument("The checkout \"\(directory)\" for --root \(prefix) has no commits.")
            }
            // The directory may be a folder inside the checkout (`../app/ios-app`).
            var folder = ""
            if let root = other.workTree {
                let resolvedRoot = FileSystem.resolvingSymlinks(root)
                let resolvedDirectory = FileSystem.resolvingSymlinks(environment.workingDirectory)
                if resolvedDirectory.hasPrefix(resolvedRoot + "/") {
                    folder = String(resolvedDirectory.dropFirst(resolvedRoot.count + 1)) + "/"
                }
            }
            parts.append(
                FileUniverse.Part(
                    prefix: prefix, files: try SourceSnapshot(repository: other, kind: .commit(otherHead)),
                    folder: folder))
        }
        return try FileUniverse(parts: parts)
    }

    /// Resolves an anchor: the exact path, the path under a root, a unique suffix under the
    /// roots, or else a unique suffix anywhere in the repository (folders: any file beneath).
    func resolve(_ path: String, universe: FileUniverse, resolver: PathResolver) -> PathResolver.Resolution {
        if universe.exists(path) { return .resolved(path) }
        for root in resolver.roots where !root.isEmpty && universe.exists(root + path) { return .resolved(root + path) }
        if path.hasSuffix("/") {
            let folders = FolderSuffixes.folders(named: path, under: resolver.roots, in: universe.listing)
            if folders.count == 1, let only = folders.first { return .resolved(only) }
            return folders.isEmpty ? .unresolved(similar: []) : .ambiguous(folders.sorted())
        }
        let underRoots = resolver.resolve(path)
        if case .unresolved = underRoots {
            // Tables mix root-relative and repository-relative paths, and a sibling of a root
            // (`ios-app/BeeBoxShareExtension/` beside `ios-app/BeeBox/`) is still one file.
            let anywhere = resolver.resolveAnywhere(path)
            if case .resolved = anywhere { return anywhere }
        }
        return underRoots
    }

    func checkAnchor(
        _ anchor: DocumentAnchor, universe: FileUniverse, resolver: PathResolver,
        lexed: inout [String: LexedSource]
    ) throws(ContractCheckError) -> (AnchorCheck, [Finding]) {
        let document = workspace.documentPath
        var findings: [Finding] = []
        let resolution = resolve(anchor.path, universe: universe, resolver: resolver)
        guard case .resolved(let path) = resolution else {
            let detail: String
            if case .ambiguous(let candidates) = resolution {
                detail = "is ambiguous: it matches \(candidates.prefix(4).map { "\"\($0)\"" }.joined(separator: ", "))"
            } else {
                detail = "matches no file"
            }
            findings.append(
                Finding(
                    rule: .unresolvedReference,
                    message:
                        "The anchor \"\(anchor.path)\"\(anchor.side.isEmpty ? "" : " (\(anchor.side))") \(detail).",
                    location: Location(path: document, line: anchor.line, column: anchor.column)))
            return (
                AnchorCheck(anchor: anchor, resolved: nil, symbols: anchor.symbols.map { ($0, .fileUnresolved) }),
                findings
            )
        }
        var symbols: [(SymbolReference, AnchorCheck.Symbol)] = []
        var source: LexedSource?
        // A Markdown anchor is prose: its lexer reads only the fenced JSON examples a §8 side names.
        if !anchor.isDirectory, let lexer = SourceLexers.lexer(forPath: path), !(lexer is DocumentExampleLexer) {
            if let cached = lexed[path] {
                source = cached
            } else if let bytes = try universe.bytes(path) {
                source = lexer.lex(bytes)
                lexed[path] = source
            }
        }
        for symbol in anchor.symbols {
            guard let source else {
                symbols.append((symbol, .notCheckable))
                continue
            }
            if let token = source.tokens.first(where: { $0.kind == .identifier && $0.text == symbol.identifier }) {
                symbols.append((symbol, .found(line: token.line)))
            } else if let comment = source.comments.first(where: {
                TokenSearch.containsToken($0.text, symbol.identifier)
            }) {
                symbols.append((symbol, .commentOnly(line: comment.line)))
                findings.append(
                    Finding(
                        rule: .missingSymbol,
                        message:
                            "\"\(symbol.name)\" survives in \"\(path)\" only in a comment (line \(comment.line)); the "
                            + "code no longer has it.",
                        location: Location(path: document, line: symbol.line),
                        related: [
                            RelatedLocation(location: Location(path: path, line: comment.line), message: "the comment")
                        ]))
            } else {
                symbols.append((symbol, .missing))
                findings.append(
                    Finding(
                        rule: .missingSymbol,
                        message: "\"\(symbol.name)\" is not in \"\(path)\".",
                        location: Location(path: document, line: symbol.line),
                        related: [
                            RelatedLocation(
                                location: Location(path: path), message: "where \"\(anchor.path)\" resolves")
                        ]))
            }
        }
        return (
            AnchorCheck(anchor: anchor, resolved: path, symbols: symbols.map { (symbol: $0.0, state: $0.1) }), findings
        )
    }

    /// Walks the first-parent chain from HEAD to the last commit that changed the document, then
    /// judges every commit after it (merges skipped) like `ci`.
    func historySinceDocumentChanged(head: ObjectID) throws(ContractCheckError) -> (ObjectID?, [HistoryEntry], String?)
    {
        let repository = workspace.repository
        let shallow = repository.shallowBoundary()
        var commit = head
        while true {
            let parents = try repository.parents(ofCommit: commit)
            let here = try repository.entry(atPath: workspace.documentPath, inTree: repository.tree(ofCommit: commit))?
                .id
            guard let parent = parents.first else {
                if shallow.contains(commit) {
                    return (
                        nil, [],
                        "not checked: this shallow clone ends before the document last changed; fetch more history"
                    )
                }
                if here == nil {
                    return (nil, [], "not checked: the document is not in HEAD")
                }
                break
            }
            let before = try repository.entry(
                atPath: workspace.documentPath, inTree: repository.tree(ofCommit: parent))?.id
            if here != before { break }
            commit = parent
        }
        if commit == head { return (commit, [], nil) }
        var options = CIGate.Options(base: commit.description, head: head.description)
        options.skipConstants = true
        let report = try CIGate(workspace: workspace, options: options).run()
        let entries = report.commits.filter { !$0.anchors.isEmpty }.map { HistoryEntry(commit: $0) }
        return (commit, entries, nil)
    }
}
