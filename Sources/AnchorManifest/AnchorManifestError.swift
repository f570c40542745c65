/// Why a contract document could not be turned into a model: the document, the line the
/// problem is on (1 when the problem is the document as a whole) and the problem itself.
///
/// The description is one full sentence with the user's values in quotes. The static
/// functions build each problem with its line (`.noSuchSection(document:heading:)` is line 1).
package struct AnchorManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, without where.
    package enum Problem: Equatable, Sendable {
        case noSuchSection(heading: String)
        case ambiguousSection(heading: String, lines: [Int])
        case noCodeBlock(section: String)
        case unclosedFence(section: String)
        case emptyManifest(section: String)
        case absolutePath(path: String)
        case parentTraversal(path: String)
        case backslash(path: String)
        case unnormalizedPath(path: String)
        case globPattern(path: String)
        case controlCharacter(path: String)
        /// A `path#label` entry whose label is empty or names a folder's block.
        case badBlockLabel(entry: String)
        case noBulletList(section: String)
        /// The document could nest block quotes and lists `depth` deep, past `limit`.
        case nestedTooDeep(depth: Int, limit: Int)
        /// The section lists `count` mirrored constants, past `limit` (the line is the first past it).
        case tooManyBullets(section: String, count: Int, limit: Int)
    }

    /// The document the error is about.
    package var document: String
    /// The 1-based line in the document the error points at.
    package var line: Int
    package var problem: Problem

    package init(document: String, line: Int, problem: Problem) {
        self.document = document
        self.line = line
        self.problem = problem
    }

    package static func noSuchSection(document: String, heading: String) -> Self {
        Self(document: document, line: 1, problem: .noSuchSection(heading: heading))
    }

    package static func ambiguousSection(document: String, heading: String, lines: [Int]) -> Self {
        Self(document: document, line: lines.first ?? 1, problem: .ambiguousSection(heading: heading, lines: lines))
    }

    package static func noCodeBlock(document: String, line: Int, section: String) -> Self {
        Self(document: document, line: line, problem: .noCodeBlock(section: section))
    }

    package static func unclosedFence(document: String, line: Int, section: String) -> Self {
        Self(document: document, line: line, problem: .unclosedFence(section: section))
    }

    package static func emptyManifest(document: String, line: Int, section: String) -> Self {
        Self(document: document, line: line, problem: .emptyManifest(section: section))
    }

    package static func absolutePath(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .absolutePath(path: path))
    }

    package static func parentTraversal(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .parentTraversal(path: path))
    }

    package static func backslash(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .backslash(path: path))
    }

    package static func unnormalizedPath(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .unnormalizedPath(path: path))
    }

    package static func globPattern(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .globPattern(path: path))
    }

    package static func controlCharacter(document: String, line: Int, path: String) -> Self {
        Self(document: document, line: line, problem: .controlCharacter(path: path))
    }

    package static func badBlockLabel(document: String, line: Int, entry: String) -> Self {
        Self(document: document, line: line, problem: .badBlockLabel(entry: entry))
    }

    /// The refusal of a document `CmarkReader` did not parse (`MarkdownDocument.tooDeep`), or nil.
    package static func nestedTooDeep(document: String, in markdown: MarkdownDocument) -> Self? {
        guard let deep = markdown.tooDeep else { return nil }
        return Self(
            document: document, line: deep.line,
            problem: .nestedTooDeep(depth: deep.depth, limit: MarkdownNesting.maximumDepth))
    }

    package static func tooManyBullets(document: String, line: Int, section: String, count: Int, limit: Int) -> Self {
        Self(document: document, line: line, problem: .tooManyBullets(section: section, count: count, limit: limit))
    }

    package static func noBulletList(document: String, line: Int, section: String) -> Self {
        Self(document: document, line: line, problem: .noBulletList(section: section))
    }

    /// The message without the `path:line:` prefix.
    package var message: String {
        switch problem {
        case .noSuchSection(let heading):
            return "No heading contains \"\(heading)\"; the section was not found."
        case .ambiguousSection(let heading, let lines):
            return
                "More than one heading contains \"\(heading)\" "
                + "(lines \(lines.map(String.init).joined(separator: ", "))); "
                + "name the section exactly in the configuration."
        case .noCodeBlock(let section):
            return "The section \"\(section)\" has no code block; the manifest must be a fenced or indented code block."
        case .unclosedFence(let section):
            return "The code fence of \"\(section)\" opened here is never closed, so the rest of the document would be "
                + "read as manifest entries; close it with a line of the same fence characters."
        case .emptyManifest(let section):
            return "The manifest in \"\(section)\" lists no entries."
        case .absolutePath(let path):
            return "The manifest entry \"\(path)\" is an absolute path; entries are relative to the repository root."
        case .parentTraversal(let path):
            return "The manifest entry \"\(path)\" contains \"..\"; entries must stay inside the repository."
        case .backslash(let path):
            return "The manifest entry \"\(path)\" contains a backslash; use \"/\" between path segments."
        case .unnormalizedPath(let path):
            return "The manifest entry \"\(path)\" has an empty or \".\" segment; write the path in its plain form."
        case .globPattern(let path):
            return "The manifest entry \"\(path)\" looks like a glob pattern; entries are paths, or directory prefixes "
                + "ending in \"/\"."
        case .badBlockLabel(let entry):
            return "The manifest entry \"\(entry)\" names a block by \"#label\" without a label, or in a folder; "
                + "write \"path/to/file#label\" with the label of a LINT.IfChange block of that file."
        case .noBulletList(let section):
            return "The section \"\(section)\" has no bullet list; each mirrored constant is a list item."
        case .nestedTooDeep(let depth, let limit):
            return "This line can nest block quotes and lists \(depth) deep, past the \(limit) contract-check reads "
                + "(the Markdown parser's time grows with the square of the depth); nest them less deeply."
        case .tooManyBullets(let section, let count, let limit):
            return "The section \"\(section)\" lists \(count) mirrored constants, past the \(limit) contract-check "
                + "reads (every hook reads the section whole); this is the first one past it. Split the contract "
                + "into fewer, broader bullets."
        case .controlCharacter(let path):
            return
                "The manifest entry \"\(path.debugDescription.dropFirst().dropLast())\" contains a control character."
        }
    }

    package var description: String { "\(document):\(line): error: \(message)" }
}
