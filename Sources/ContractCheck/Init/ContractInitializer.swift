import AnchorManifest

/// `contract-check init`: a repository's first `.contract-check` and, when it does not exist
/// yet, a contract document that parses from the start (an "Anchor manifest" section listing the
/// first anchors, an empty "Mirrored constants" section with one commented example bullet, and a
/// commented schema-first bullet when the index holds an OpenAPI document).
///
/// Nothing is ever overwritten: an existing `.contract-check` stops it before anything is
/// written, an existing document is left as it is.
package struct ContractInitializer {
    /// What was written.
    package struct Outcome: Sendable, Equatable {
        /// The configuration file written (absolute).
        package var configPath: String
        /// The document, relative to the repository root, as the configuration names it.
        package var document: String
        /// Whether the document was written (false: it existed and was left alone).
        package var wroteDocument: Bool
        /// The anchors, relative to the repository root (folders keep their trailing `/`).
        package var anchors: [String]
    }

    /// The document's path when none is given.
    package static let defaultDocument = "docs/contract.md"

    package let repository: GitRepository
    /// The directory the command-line paths are relative to.
    package let workingDirectory: String

    package init(repository: GitRepository, workingDirectory: String) {
        self.repository = repository
        self.workingDirectory = workingDirectory
    }

    /// Writes `.contract-check` (and the document when it is missing) for `anchors`; `document`
    /// is the document's path on the command line (nil: `docs/contract.md` at the root).
    package func run(anchors arguments: [String], document: String?) throws(ContractCheckError) -> Outcome {
        guard let root = repository.workTree else {
            throw .invalidArgument("init needs a working tree; \(repository.gitDirectory) is a bare repository.")
        }
        guard !arguments.isEmpty else {
            throw .invalidArgument("Name at least one anchor: a file, or a folder with a trailing / (init src/api/).")
        }
        let configPath = root + "/.contract-check"
        if FileSystem.fileExists(atPath: configPath) {
            throw .invalidArgument("\(configPath) exists; init never overwrites it (edit it, or remove it first).")
        }
        let documentPath =
            try document.map { argument throws(ContractCheckError) in
                try relativeToRoot(argument, root: root)
            } ?? Self.defaultDocument
        var anchors: [String] = []
        for argument in arguments { anchors.append(try anchor(argument, root: root)) }
        let documentText = Self.documentText(anchors: anchors, schema: openAPISchema(root: root))
        do {
            _ = try ManifestParser().parse(bytes: Array(documentText.utf8), path: documentPath)
        } catch {
            throw .invalidArgument("These anchors do not make a manifest: \(error.description)")
        }
        try Self.refuseLinksOutside(documentPath, root: root)
        let documentFile = root + "/" + documentPath
        let writeDocument = !FileSystem.fileExists(atPath: documentFile)
        if writeDocument { try Self.create(documentFile, documentText) }
        try Self.create(configPath, Self.configurationText(document: documentPath))
        return Outcome(configPath: configPath, document: documentPath, wroteDocument: writeDocument, anchors: anchors)
    }

    /// A command-line anchor as a manifest entry: relative to the root, a folder with `/`, and
    /// present in the working tree as what it says it is.
    func anchor(_ argument: String, root: String) throws(ContractCheckError) -> String {
        let folder = argument.hasSuffix("/")
        let relative = try relativeToRoot(argument, root: root)
        let full = root + "/" + relative
        guard let isDirectory = FileSystem.isDirectory(atPath: full) else {
            throw .invalidArgument(
                "The anchor \"\(argument)\" does not exist (\(full)); name files and folders "
                    + "that are in the working tree.")
        }
        if isDirectory && !folder {
            throw .invalidArgument(
                "The anchor \"\(argument)\" is a folder: write \"\(argument)/\" to make every "
                    + "file beneath it an anchor.")
        }
        if folder && !isDirectory {
            throw .invalidArgument("The anchor \"\(argument)\" ends in / but is a file; leave the / out.")
        }
        return folder ? relative + "/" : relative
    }

    /// `path` (relative to the working directory, or absolute) relative to the repository root.
    func relativeToRoot(_ path: String, root: String) throws(ContractCheckError) -> String {
        let absolute = PathUtilities.normalize(path.hasPrefix("/") ? path : PathUtilities.join(workingDirectory, path))
        guard absolute.hasPrefix(root + "/"), absolute.count > root.count + 1 else {
            throw .invalidArgument("\"\(path)\" is not inside the repository (\(root)).")
        }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// Refuses a document whose path leads out of the repository through a symbolic link (a
    /// folder such as `docs/`, or the file itself), as reading such a document is refused: init
    /// never writes outside the repository.
    static func refuseLinksOutside(_ relative: String, root: String) throws(ContractCheckError) {
        let realRoot = FileSystem.resolvingSymlinks(root)
        var current = root
        for component in relative.split(separator: "/") {
            current += "/" + component
            guard let isLink = FileSystem.isSymbolicLink(atPath: current) else { return }
            guard isLink else { continue }
            let target = FileSystem.symbolicLinkDestination(atPath: current) ?? ""
            let resolved = FileSystem.resolvingSymlinks(current)
            if resolved != realRoot && !resolved.hasPrefix(realRoot + "/") || target.isEmpty {
                let shown = String(current.dropFirst(root.count + 1))
                throw .invalidArgument(
                    "\"\(shown)\" is a symbolic link to \"\(target)\", which is outside the repository; init does "
                        + "not write the document there (a document read through it is refused too). Name a "
                        + "document inside the repository with --doc, or replace the link with a folder.")
            }
        }
    }

    /// Creates `path` (and its folders) holding `text`; fails rather than replace a file.
    static func create(_ path: String, _ text: String) throws(ContractCheckError) {
        let folder = PathUtilities.dirname(path)
        do {
            try FileSystem.createDirectories(atPath: folder)
        } catch {
            throw .write(path: folder, message: "cannot create the folder: \(error.description)")
        }
        do {
            try FileSystem.createNewFile(atPath: path, contents: Array(text.utf8))
        } catch {
            throw .write(path: path, message: "cannot create the file (errno \(error.code))")
        }
    }

    /// The `.contract-check` init writes.
    static func configurationText(document: String) -> String {
        """
        # contract-check's configuration (README, "Configuration"), written by `contract-check init`.
        [contract]
            document = \(document)

        """
    }

    /// The document init writes: it parses as it is, and says how to grow it.
    static func documentText(anchors: [String], schema: String? = nil) -> String {
        """
        # Contract

        What every side of the product agrees on. contract-check reads two sections of it.

        ## Anchor manifest

        The files (and `folder/` prefixes) this contract describes, one per line. A commit that
        changes one of them without this document is stopped at commit-msg time unless its message
        ends with a `Contract-Unchanged: <reason>` trailer.

        ```
        \(anchors.joined(separator: "\n"))
        ```

        ## Mirrored constants

        One top-level bullet per constant that several sides must spell the same way: its values as
        code spans, then ` — ` and each side's files, sides separated by ` ↔ `, symbols after ` · `.
        A side that changes alone is drift. The bullet below is an example in an HTML comment, which
        contract-check does not read: copy it out of the comment and fill it in.

        - <!-- Session header `x-session-id` — `server/headers.ts` · \
        `SESSION_HEADER` ↔ `ios/Headers.swift` · `sessionHeader` -->

        """ + (schema.map(schemaFirstExample) ?? "")
    }
}
