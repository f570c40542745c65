import AnchorManifest

/// `contract-check parity`: for every surface of the document — each section with a
/// `side | anchor` table or an "Anchors:" line, and each mirrored-constants bullet — which
/// platforms anchor it. §10's question, "what does Android still miss?", answered per platform.
///
/// A platform is a set of folders: `platform = name:folder/` lines of the configuration, or else
/// each Path conventions root, named by its first segment. A surface is anchored by a platform
/// when a path it names resolves (as `audit` resolves anchors) to a file in one of the platform's
/// folders, or, unresolved, is written under one of them.
package struct ParityRunner {
    package let workspace: Workspace
    /// `--require`: platform names that must anchor every surface.
    package var required: [String]

    package init(workspace: Workspace, required: [String] = []) {
        self.workspace = workspace
        self.required = required
    }

    package func run() throws(ContractCheckError) -> ParityReport {
        let (version, snapshot) = try workspace.currentState()
        let document = CmarkReader.parse(try workspace.requiredDocumentBytes(version))
        let conventions = PathConventions.parse(document)
        let (platforms, source) = try platformRoots(conventions)
        for name in required where !platforms.contains(where: { $0.name == name }) {
            let known = Self.names(platforms).map { "\"\($0)\"" }.joined(separator: ", ")
            throw .invalidArgument("--require names the platform \"\(name)\", which is not one of \(known).")
        }
        let resolver = PathResolver(roots: workspace.sourceRoots(conventions), files: try snapshot.listing)
        let place = Placement(
            platforms: platforms, universe: try FileUniverse(parts: [.init(prefix: "", files: snapshot)]),
            resolver: resolver, audit: AuditRunner(workspace: workspace, options: .init()))
        var surfaces = sectionSurfaces(document, place: place)
        surfaces += try constantSurfaces(document, place: place, snapshot: snapshot)
        let coverage = Self.names(platforms).map { name in
            ParityReport.Coverage(
                name: name, prefixes: platforms.filter { $0.name == name }.map(\.prefix),
                missing: surfaces.indices.filter {
                    !surfaces[$0].platforms.contains(name) && !surfaces[$0].byDesign.contains(name)
                },
                byDesign: surfaces.indices.filter { surfaces[$0].byDesign.contains(name) })
        }
        let failed = required.filter { name in coverage.contains { $0.name == name && !$0.missing.isEmpty } }
        return ParityReport(
            documentPath: workspace.documentPath, platformSource: source, surfaces: surfaces,
            coverage: coverage, failedRequirements: failed)
    }

    /// The configured platforms, else one per first segment of the Path conventions roots.
    func platformRoots(_ conventions: PathConventions) throws(ContractCheckError)
        -> ([PlatformRoot], ParityReport.PlatformSource)
    {
        if !workspace.configuration.platforms.isEmpty {
            return (workspace.configuration.platforms, .configuration)
        }
        let roots = conventions.roots.map { root in
            PlatformRoot(name: String(root.split(separator: "/").first ?? Substring(root)), prefix: root)
        }
        guard !roots.isEmpty else {
            throw .invalidArgument(
                "No platforms to compare: the document \"\(workspace.documentPath)\" has no "
                    + "Path conventions roots and the configuration names no platform (platform = <name>:<folder>/).")
        }
        return (roots, .pathConventions)
    }

    /// Platform names in first-seen order.
    static func names(_ platforms: [PlatformRoot]) -> [String] {
        var seen: Set<String> = []
        return platforms.map(\.name).filter { seen.insert($0).inserted }
    }

    /// One surface per innermost section that holds document anchors, in document order.
    func sectionSurfaces(_ document: MarkdownDocument, place: Placement) -> [ParityReport.Surface] {
        let sections = document.sections
        var paths: [Int: [String]] = [:]
        for anchor in DocumentAnchors.parse(document) {
            // The innermost section holding the anchor: the last heading at or before its line
            // whose section reaches it.
            guard
                let index = sections.indices.last(where: {
                    sections[$0].line <= anchor.line && anchor.line <= sections[$0].endLine
                })
            else { continue }
            paths[index, default: []].append(anchor.path)
        }
        return paths.keys.sorted().map { index in
            let section = sections[index]
            return place.surface(
                kind: .section, title: section.title, name: Self.shortName(section.title),
                line: section.line, paths: paths[index] ?? [])
        }
    }

    /// One surface per mirrored-constants bullet (none when the document has no such section). A
    /// platform counts for a bullet only where its side holds the values: the bullets are
    /// checked as `constants` checks them, and a side with drift in its files, or a file that does
    /// not resolve, is `drifting`. A bullet with a prose side (`↔ nothing native-side by
    /// design`) has the platforms without a side `byDesign`, not missing (unless a path it names
    /// is in no platform's folders: that side could be any platform's).
    func constantSurfaces(_ document: MarkdownDocument, place: Placement, snapshot: SourceSnapshot)
        throws(ContractCheckError) -> [ParityReport.Surface]
    {
        let sectionName = workspace.configuration.constantsSection
        guard !document.sections(containing: sectionName).isEmpty else { return [] }
        let constants: MirroredConstants
        do {
            constants = try ConstantsParser(sectionName: sectionName).parse(document, path: workspace.documentPath)
        } catch {
            throw .document(error)
        }
        let report = try ConstantsChecker(constants: constants, resolver: place.resolver, snapshot: snapshot).run()
        var drifted: [String: Set<String>] = [:]
        for finding in report.findings where finding.rule == .constantDrift {
            guard let label = finding.subject?.bullet, let path = finding.location?.path else { continue }
            drifted[label, default: []].insert(path)
        }
        return constants.bullets.map { bullet in
            // The document's own examples are no platform's side, whatever folder holds the document.
            let isExample = { (reference: FileReference) in
                !reference.symbols.isEmpty && reference.symbols.allSatisfy(\.isExample)
            }
            let allSides = bullet.clauses.flatMap(\.sides)
            let sides = allSides.filter { !$0.references.contains(where: isExample) }
            let paths = sides.flatMap { $0.references.map(\.path) }
            var surface = place.surface(
                kind: .constant, title: bullet.label, name: "\"\(bullet.label)\"",
                line: bullet.line, paths: paths)
            surface.examples = allSides.flatMap { $0.references.filter(isExample).flatMap { $0.symbols.map(\.name) } }
            if drifted[bullet.label]?.contains(workspace.documentPath) == true {
                surface.driftingExamples = surface.examples
            }
            var holding: Set<String> = []
            for side in sides where !side.references.isEmpty {
                let resolved = side.references.map { place.resolved($0.path) }
                let holds =
                    resolved.allSatisfy { $0 != nil }
                    && !resolved.contains { $0.map { drifted[bullet.label]?.contains($0) == true } ?? false }
                if holds { holding.formUnion(side.references.flatMap { place.platforms(of: $0.path) }) }
            }
            surface.drifting = surface.platforms.filter { !holding.contains($0) }
            surface.platforms = surface.platforms.filter(holding.contains)
            // A side no platform holds (a path that resolves nowhere) could be any platform's.
            if sides.contains(where: { $0.references.isEmpty }), surface.unplaced.isEmpty {
                surface.byDesign = Self.names(place.platforms).filter {
                    !surface.platforms.contains($0) && !surface.drifting.contains($0)
                }
            }
            return surface
        }
    }

    /// A numbered heading as `§4.3 Location preference toggle + state/result`: its parenthetical
    /// remarks dropped (when something is left), `§` before a leading number.
    static func shortName(_ title: String) -> String {
        var kept = ""
        var depth = 0
        for character in title {
            if character == "(" {
                depth += 1
            } else if character == ")" && depth > 0 {
                depth -= 1
            } else if depth == 0 {
                kept.append(character)
            }
        }
        var words = kept.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let last = words.last, ["+", "—", "-", "–", ","].contains(last) { words.removeLast() }
        let joined = words.joined(separator: " ").replacingEvery(" ,", with: ",")
        let short = words.count > 1 || (words.count == 1 && title.first?.isNumber != true) ? joined : title
        return short.first?.isNumber == true ? "§" + short : short
    }
}

/// Where the paths a surface names live: which platform's folders hold them.
struct Placement {
    let platforms: [PlatformRoot]
    let universe: FileUniverse
    let resolver: PathResolver
    let audit: AuditRunner

    /// The surface for `paths`: the platforms that hold one of them, and the paths none holds.
    func surface(kind: ParityReport.Surface.Kind, title: String, name: String, line: Int, paths: [String])
        -> ParityReport.Surface
    {
        var held: Set<String> = []
        var unplaced: [String] = []
        for path in paths {
            let owners = platforms(of: path)
            if owners.isEmpty {
                if !unplaced.contains(path) { unplaced.append(path) }
            } else {
                held.formUnion(owners)
            }
        }
        let ordered = ParityRunner.names(platforms).filter { held.contains($0) }
        return ParityReport.Surface(
            kind: kind, title: title, name: name, line: line, platforms: ordered,
            unplaced: unplaced)
    }

    /// The file `path` resolves to, nil when it resolves to none or to several.
    func resolved(_ path: String) -> String? {
        if case .resolved(let file) = audit.resolve(path, universe: universe, resolver: resolver) { return file }
        return nil
    }

    /// The platforms holding `path`: where it resolves, else (unresolved or ambiguous) where it is
    /// written or where every candidate lies.
    func platforms(of path: String) -> Set<String> {
        switch audit.resolve(path, universe: universe, resolver: resolver) {
        case .resolved(let resolved):
            return owner(of: resolved).map { [$0] } ?? []
        case .ambiguous(let candidates):
            let owners = Set(candidates.compactMap(owner(of:)))
            return owners.count == 1 ? owners : owner(of: path).map { [$0] } ?? []
        default:
            return owner(of: path).map { [$0] } ?? []
        }
    }

    /// The platform whose folder holds `path` (the longest folder wins).
    func owner(of path: String) -> String? {
        platforms.filter { path.hasPrefix($0.prefix) }.max { $0.prefix.count < $1.prefix.count }?.name
    }
}
