import AnchorManifest

/// `contract-check explain <path>…`: what a person needs before changing a file — the manifest
/// entries and group that cover it, the document's lines that mention it, and the §8 bullets
/// that use it.
package struct Explainer {
    package struct Mention: Sendable {
        package var span: CodeSpanIndex.Span
    }

    package struct BulletUse: Sendable {
        package var bullet: ConstantBullet
        package var side: Int
        package var reference: FileReference
    }

    /// One `LINT.IfChange` block of the file, and what each of its targets resolves to.
    package struct Block: Sendable, Equatable {
        package var label: String?
        package var ifLine: Int
        package var thenLine: Int
        /// Each target as written, what it resolves to (`path`, `path#label`, `folder/`), or
        /// what is missing.
        package var targets: [(written: String, resolved: String?, missing: String?)]

        package static func == (lhs: Block, rhs: Block) -> Bool {
            lhs.label == rhs.label && lhs.ifLine == rhs.ifLine && lhs.thenLine == rhs.thenLine
                && lhs.targets.elementsEqual(rhs.targets) { $0 == $1 }
        }
    }

    /// A block of another file whose `LINT.ThenChange` names this file (or a label in it, or a
    /// folder above it).
    package struct Coupling: Sendable, Equatable {
        package var path: String
        package var line: Int
        package var target: String
    }

    package struct Explanation: Sendable {
        package var path: String
        /// True when the repository tracks the path (a file, or a folder with files).
        package var tracked: Bool
        package var entries: [ManifestEntry]
        package var mentions: [Mention]
        package var bullets: [BulletUse]
        /// The file's `LINT.IfChange` blocks, in order.
        package var blocks: [Block] = []
        /// The blocks elsewhere that name it.
        package var namedBy: [Coupling] = []
    }

    package struct Report: Sendable {
        /// False in a repository with no contract document: only the blocks are explained.
        package var hasDocument = true
        package var documentPath: String
        package var trailerKey: String
        /// The mirrored-constants section as text names it (`§8 Mirrored constants`), or the
        /// configured name when the document has no such section.
        package var constantsSection: String = ""
        package var explanations: [Explanation]
    }

    package let workspace: Workspace

    package init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Explains each repository-relative path against the working-tree document (HEAD's in a
    /// bare repository).
    package func explain(_ paths: [String]) throws(ContractCheckError) -> Report {
        let (version, snapshot) = try workspace.currentState()
        let scan = try BlockAudit.scan(snapshot.listing, bytes: snapshot.bytes(_:ifWanted:))
        guard workspace.hasConfiguration else {
            var explanations: [Explanation] = []
            for path in paths {
                let tracked =
                    try path.hasSuffix("/")
                    ? !snapshot.listing.range(withPrefix: path).isEmpty : snapshot.contains(path)
                var explanation = Explanation(path: path, tracked: tracked, entries: [], mentions: [], bullets: [])
                Self.blocks(of: path, in: scan, into: &explanation)
                explanations.append(explanation)
            }
            var report = Report(
                documentPath: "", trailerKey: workspace.configuration.trailerKey, explanations: explanations)
            report.hasDocument = false
            return report
        }
        let document = CmarkReader.parse(try workspace.requiredDocumentBytes(version))
        let manifest = try workspace.manifest(in: document)
        let constants = try? ConstantsParser(sectionName: workspace.configuration.constantsSection).parse(
            document, path: workspace.documentPath)
        let resolver = PathResolver(
            roots: workspace.sourceRoots(PathConventions.parse(document)), files: try snapshot.listing)
        let spans = CodeSpanIndex(document).pathSpans
        var explanations: [Explanation] = []
        for path in paths {
            let isFolder = path.hasSuffix("/")
            let under = PathUtilities.hasPrefix
            let tracked = try isFolder ? !snapshot.listing.range(withPrefix: path).isEmpty : snapshot.contains(path)
            let entries =
                isFolder
                ? manifest.entries.filter { under($0.path, path) || ($0.isDirectoryPrefix && under(path, $0.path)) }
                : manifest.entries(covering: path)
            let mentions = spans.filter { span in
                PathUtilities.same(span.text, path) || (!isFolder && resolver.matches(path, span.text))
                    || (isFolder && (under(span.text, path) || Self.resolves(span.text, under: path, resolver)))
            }.map(Mention.init)
            var uses: [BulletUse] = []
            for bullet in constants?.bullets ?? [] {
                for clause in bullet.clauses {
                    for (index, side) in clause.sides.enumerated() {
                        for reference in side.references
                        where PathUtilities.same(reference.path, path) || resolver.matches(path, reference.path)
                            || (isFolder && Self.resolves(reference.path, under: path, resolver))
                        {
                            uses.append(BulletUse(bullet: bullet, side: index + 1, reference: reference))
                        }
                    }
                }
            }
            var explanation = Explanation(
                path: path, tracked: tracked, entries: entries, mentions: mentions, bullets: uses)
            Self.blocks(of: path, in: scan, into: &explanation)
            explanations.append(explanation)
        }
        var report = Report(
            documentPath: workspace.documentPath, trailerKey: workspace.configuration.trailerKey,
            explanations: explanations)
        report.constantsSection = constants?.sectionName ?? workspace.configuration.constantsSection
        return report
    }

    /// The blocks of the file at `path` with their targets, and the blocks elsewhere naming it.
    static func blocks(of path: String, in scan: IfChangeTreeScan, into explanation: inout Explanation) {
        let links = scan.links(from: path)
        explanation.blocks = (scan.models[path]?.blocks ?? []).map { block in
            Block(
                label: block.label, ifLine: block.ifLine, thenLine: block.thenLine,
                targets: links.filter { $0.ifLine == block.ifLine }.map {
                    ($0.target, $0.key?.description, $0.missing)
                })
        }
        explanation.namedBy = scan.links(into: path).map { Coupling(path: $0.path, line: $0.ifLine, target: $0.target) }
    }

    /// True when a §8 reference names a file under `folder`: written from a root, or
    /// abbreviated (`Views/ChatWebView.swift`) and resolved as the checker resolves it.
    static func resolves(_ reference: String, under folder: String, _ resolver: PathResolver) -> Bool {
        if resolver.roots.contains(where: { PathUtilities.hasPrefix($0 + reference, folder) }) { return true }
        if case .resolved(let path) = resolver.resolve(reference) { return PathUtilities.hasPrefix(path, folder) }
        return false
    }
}
