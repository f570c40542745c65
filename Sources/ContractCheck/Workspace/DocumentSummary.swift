import AnchorManifest

/// What the hooks need of one version of the contract document, small enough to keep: the
/// manifest, whether §8 exists and which files it names, and the Path-conventions roots.
///
/// A 50 MB document takes seconds to parse; the summary of a document blob is kept on disk under
/// `<git common dir>/contract-check/`, keyed by the blob id (a content hash) and the configured
/// section names, so each version is parsed once. A document that does not parse is never kept:
/// the next run parses it again and reports the error again.
package struct DocumentSummary: Sendable, Equatable {
    package var manifest: AnchorManifest
    /// True when the document has a §8 ("Mirrored constants") section.
    package var hasConstants: Bool
    /// The file references §8 makes, as written (abbreviated).
    package var constantsReferences: [String]
    /// The Path-conventions roots.
    package var roots: [String]

    /// Summarises `document`: the manifest must parse; §8 is summarised when present and
    /// parseable.
    static func parse(_ document: MarkdownDocument, workspace: Workspace) throws(ContractCheckError) -> DocumentSummary
    {
        let manifest = try workspace.manifest(in: document)
        let parser = ConstantsParser(sectionName: workspace.configuration.constantsSection)
        let hasConstants = !document.sections(containing: parser.sectionName).isEmpty
        var references: [String] = []
        if hasConstants {
            do {
                references = try parser.parse(document, path: workspace.documentPath).references.map(\.path)
            } catch {
                throw .document(error)
            }
        }
        return DocumentSummary(
            manifest: manifest, hasConstants: hasConstants, constantsReferences: references,
            roots: PathConventions.parse(document).roots)
    }

    // MARK: - The on-disk form

    static let header = "contract-check document summary v3"

    /// Tab-separated lines; tabs, newlines and backslashes in values are escaped. The second
    /// line names the document blob summarised, the line before `end` is the SHA-1 of
    /// everything above it: a reader checks both, so a file that only looks right (a copy from
    /// another blob, an edited entry) is never used.
    func serialized(blob: ObjectID) -> String {
        var lines = [
            Self.header, "blob\t\(blob)",
            ["section", manifest.sectionTitle, String(manifest.sectionLine), manifest.documentPath].map(Self.escape)
                .joined(separator: "\t"),
        ]
        for entry in manifest.entries {
            lines.append(
                ["entry", String(entry.line), entry.group.map { "+" + $0 } ?? "-", entry.written].map(Self.escape)
                    .joined(
                        separator: "\t"))
        }
        for warning in manifest.warnings {
            lines.append(["warning", String(warning.line), warning.message].map(Self.escape).joined(separator: "\t"))
        }
        lines.append("constants\t" + (hasConstants ? "yes" : "no"))
        for reference in constantsReferences { lines.append("reference\t" + Self.escape(reference)) }
        for root in roots { lines.append("root\t" + Self.escape(root)) }
        let body = lines.joined(separator: "\n") + "\n"
        return body + "checksum\t" + Self.checksum(Array(body.utf8)) + "\nend\n"
    }

    /// The SHA-1 of `bytes`, in hex.
    static func checksum(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { IndexChecksum.sha1($0) }.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// Reads a serialized summary of `blob`; nil for anything unexpected — another blob's
    /// summary, a checksum that does not match, a torn file — and the caller parses instead.
    static func deserialize(_ text: String, blob: ObjectID) -> DocumentSummary? {
        let bytes = Array(text.utf8)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(header.utf8), lines.count >= 5,
            lines[1].elementsEqual("blob\t\(blob)".utf8),
            lines[lines.count - 2].elementsEqual("end".utf8), lines[lines.count - 1].isEmpty
        else { return nil }
        let checksumLine = lines[lines.count - 3]
        let bodyLength = lines.dropLast(3).reduce(0) { $0 + $1.count + 1 }
        guard checksumLine.elementsEqual("checksum\t\(checksum(Array(bytes[..<bodyLength])))".utf8) else { return nil }
        lines = Array(lines.dropFirst(2).dropLast(3))
        var manifest: AnchorManifest?
        var entries: [ManifestEntry] = []
        var warnings: [ManifestWarning] = []
        var hasConstants: Bool?
        var references: [String] = []
        var roots: [String] = []
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
                field -> String in
                let value = String(decoding: field, as: UTF8.self)
                return field.contains(UInt8(ascii: "\\")) ? unescape(value) : value
            }
            switch (fields.first, fields.count) {
            case ("section", 4):
                guard let sectionLine = Int(fields[2]) else { return nil }
                manifest = AnchorManifest(
                    documentPath: fields[3], sectionTitle: fields[1], sectionLine: sectionLine, entries: [])
            case ("entry", 4):
                guard let line = Int(fields[1]) else { return nil }
                let group = fields[2].hasPrefix("+") ? String(fields[2].dropFirst()) : nil
                guard let (path, label) = try? ManifestParser.block(fields[3], document: "", line: line) else {
                    return nil
                }
                entries.append(ManifestEntry(path: path, group: group, line: line, label: label))
            case ("warning", 3):
                guard let line = Int(fields[1]), let path = manifest?.documentPath else { return nil }
                warnings.append(ManifestWarning(document: path, line: line, message: fields[2]))
            case ("constants", 2): hasConstants = fields[1] == "yes"
            case ("reference", 2): references.append(fields[1])
            case ("root", 2): roots.append(fields[1])
            default: return nil
            }
        }
        guard var found = manifest, let hasConstants, !entries.isEmpty else { return nil }
        found.entries = entries
        found.warnings = warnings
        return DocumentSummary(
            manifest: found, hasConstants: hasConstants, constantsReferences: references, roots: roots)
    }

    static func escape(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ value: String) -> String {
        var out = ""
        var escaped = false
        for character in value {
            if escaped {
                switch character {
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

extension Workspace {
    /// The summary of the document in `version`, from the on-disk cache when the same blob was
    /// summarised before. A missing document or a manifest that does not parse is an error.
    package func documentSummary(_ version: DocumentVersion) throws(ContractCheckError) -> DocumentSummary {
        guard let resolved = try resolvedFile(documentPath, version) else {
            throw .documentMissing(path: documentPath, whereLooked: version.label)
        }
        guard let blob = resolved.id else {
            // The working tree has no blob id: parse it every time.
            return try DocumentSummary.parse(contractDocument(version), workspace: self)
        }
        if let known = summaries[blob] { return known }
        let name = summaryCacheName(blob)
        // The cache folder is opened as `GitDirectoryFolder` does (never through a link): a
        // cache it cannot keep is skipped, never written elsewhere.
        let folder = try? GitDirectoryFolder.open(repository.commonDirectory, "contract-check", create: true).get()
        if let data = folder?.read(name),
            let summary = DocumentSummary.deserialize(String(decoding: data, as: UTF8.self), blob: blob),
            PathUtilities.same(summary.manifest.documentPath, documentPath)
        {
            summaries[blob] = summary
            return summary
        }
        let summary = try DocumentSummary.parse(contractDocument(version), workspace: self)
        if let folder { storeSummary(summary, blob: blob, as: name, in: folder) }
        summaries[blob] = summary
        return summary
    }

    /// Whether the document in `version` has a §8 section (whether the §8 check applies): the
    /// summary's answer, which the hooks and each commit `ci` judges read too; a document whose
    /// manifest or §8 does not parse is asked directly (its section is there or not), and the
    /// caller reports the parse error where it reads it. A missing document is an error.
    package func hasConstantsSection(_ version: DocumentVersion) throws(ContractCheckError) -> Bool {
        do {
            return try documentSummary(version).hasConstants
        } catch .document {
            return !(try contractDocument(version).sections(containing: configuration.constantsSection).isEmpty)
        }
    }

    /// `summary-<blob>-<sections>`, in `<common dir>/contract-check`: the section names are part
    /// of the key, because they decide what the summary holds.
    func summaryCacheName(_ blob: ObjectID) -> String {
        let key = "\(configuration.manifestSection)\u{0}\(configuration.constantsSection)\u{0}\(documentPath)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return "summary-\(blob)-\(String(hash, radix: 16))"
    }

    /// Writes the summary atomically, keeping the 16 newest; failures are ignored (it is a cache).
    func storeSummary(_ summary: DocumentSummary, blob: ObjectID, as name: String, in folder: GitDirectoryFolder) {
        guard (try? folder.write(Array(summary.serialized(blob: blob).utf8), as: name)) != nil else { return }
        let kept = folder.names().filter { $0.hasPrefix("summary-") && !$0.hasSuffix(".tmp") }
        guard kept.count > 16 else { return }
        let dated = kept.compactMap { name -> (String, Int, Int)? in
            guard let time = folder.modificationTime(ofNonFolder: name) else { return nil }
            return (name, time.seconds, time.nanoseconds)
        }.sorted { ($0.1, $0.2) > ($1.1, $1.2) }
        for (name, _, _) in dated.dropFirst(16) { folder.remove(name) }
    }
}

extension String {
    /// The string with `0`s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
