import AnchorManifest

/// The `LINT.IfChange` blocks of a whole tree for `audit` and `explain`: every file that may
/// hold a directive is read once (a byte search for `LINT.` first) and its blocks resolved
/// against the same tree.
enum BlockAudit {
    /// The scan of the files of `listing`, read through `bytes`, which copies a file only when the
    /// predicate it is given accepts it (each file is searched in place: most hold no directive).
    static func scan(
        _ listing: FileListing,
        bytes: (String, (UnsafeRawBufferPointer) -> Bool) throws(ContractCheckError) -> [UInt8]?
    ) throws(ContractCheckError) -> IfChangeTreeScan {
        var files: [(path: String, bytes: [UInt8])] = []
        for position in 0..<listing.count {
            let path = listing.path(at: position)
            guard let data = try bytes(path, isDirectiveText) else { continue }
            files.append((path, data))
        }
        let known = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let tree = IfChangeRule.Tree(
            kind: { (path: String) throws(ContractCheckError) -> IfChangeRule.Kind? in
                if listing.position(of: path) != nil { return .file }
                return listing.range(withPrefix: path + "/").isEmpty ? nil : .folder
            },
            text: { (path: String) throws(ContractCheckError) -> [UInt8]? in known[path] ?? [] },
            namingFiles: { () throws(ContractCheckError) -> [(path: String, bytes: [UInt8])] in files })
        return try IfChangeTreeScan(files: files, tree: tree)
    }

    /// True for text that may hold a directive: `LINT.` in it, and no NUL in its first 8,000 bytes
    /// (git's test for a binary file).
    static func isDirectiveText(_ raw: UnsafeRawBufferPointer) -> Bool {
        IfChangeFile.mayHoldDirectives(raw) && !UnsafeRawBufferPointer(rebasing: raw.prefix(8000)).contains(0)
    }

    /// The findings of a scan: each malformed directive and dangling target (`ifchange-broken`).
    static func findings(_ scan: IfChangeTreeScan) -> [Finding] {
        scan.broken.map {
            Finding(rule: .ifChangeBroken, message: $0.message, location: Location(path: $0.path, line: $0.line))
        }
    }

    /// The `path#label` entries of `manifest` whose file exists but does not define the label.
    static func missingLabels(_ manifest: AnchorManifest, scan: IfChangeTreeScan, exists: (String) -> Bool)
        -> [ManifestEntry]
    {
        manifest.entries.filter { entry in
            guard let label = entry.label, exists(entry.path) else { return false }
            return scan.models[entry.path]?.region(label) == nil
        }
    }
}
