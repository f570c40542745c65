/// Why a contract document could not be turned into a model.
///
/// Every case carries the document's path and the line the problem is on (1 when the problem
/// is the document as a whole), and its description is one full sentence with the user's
/// values in quotes.
public enum AnchorManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchSection(document: String, heading: String)
    case ambiguousSection(document: String, heading: String, lines: [Int])
    case noCodeBlock(document: String, line: Int, section: String)
    case unclosedFence(document: String, line: Int, section: String)
    case emptyManifest(document: String, line: Int, section: String)
    case absolutePath(document: String, line: Int, path: String)
    case parentTraversal(document: String, line: Int, path: String)
    case backslash(document: String, line: Int, path: String)
    case unnormalizedPath(document: String, line: Int, path: String)
    case globPattern(document: String, line: Int, path: String)
    case controlCharacter(document: String, line: Int, path: String)
    case noBulletList(document: String, line: Int, section: String)

    /// The document the error is about.
    public var document: String {
        switch self {
        case .noSuchSection(let d, _), .ambiguousSection(let d, _, _), .noCodeBlock(let d, _, _), .unclosedFence(let d, _, _),
             .emptyManifest(let d, _, _), .absolutePath(let d, _, _), .parentTraversal(let d, _, _),
             .backslash(let d, _, _), .unnormalizedPath(let d, _, _), .globPattern(let d, _, _),
             .controlCharacter(let d, _, _), .noBulletList(let d, _, _):
            return d
        }
    }

    /// The 1-based line in the document the error points at.
    public var line: Int {
        switch self {
        case .noSuchSection: return 1
        case .ambiguousSection(_, _, let lines): return lines.first ?? 1
        case .noCodeBlock(_, let l, _), .unclosedFence(_, let l, _), .emptyManifest(_, let l, _), .absolutePath(_, let l, _),
             .parentTraversal(_, let l, _), .backslash(_, let l, _), .unnormalizedPath(_, let l, _),
             .globPattern(_, let l, _), .controlCharacter(_, let l, _), .noBulletList(_, let l, _):
            return l
        }
    }

    /// The message without the `path:line:` prefix.
    public var message: String {
        switch self {
        case .noSuchSection(_, let heading):
            return "No heading contains \"\(heading)\"; the section was not found."
        case .ambiguousSection(_, let heading, let lines):
            return "More than one heading contains \"\(heading)\" (lines \(lines.map(String.init).joined(separator: ", "))); name the section exactly in the configuration."
        case .noCodeBlock(_, _, let section):
            return "The section \"\(section)\" has no code block; the manifest must be a fenced or indented code block."
        case .unclosedFence(_, _, let section):
            return "The code fence of \"\(section)\" opened here is never closed, so the rest of the document would be read as manifest entries; close it with a line of the same fence characters."
        case .emptyManifest(_, _, let section):
            return "The manifest in \"\(section)\" lists no entries."
        case .absolutePath(_, _, let path):
            return "The manifest entry \"\(path)\" is an absolute path; entries are relative to the repository root."
        case .parentTraversal(_, _, let path):
            return "The manifest entry \"\(path)\" contains \"..\"; entries must stay inside the repository."
        case .backslash(_, _, let path):
            return "The manifest entry \"\(path)\" contains a backslash; use \"/\" between path segments."
        case .unnormalizedPath(_, _, let path):
            return "The manifest entry \"\(path)\" has an empty or \".\" segment; write the path in its plain form."
        case .globPattern(_, _, let path):
            return "The manifest entry \"\(path)\" looks like a glob pattern; entries are paths, or directory prefixes ending in \"/\"."
        case .noBulletList(_, _, let section):
            return "The section \"\(section)\" has no bullet list; each mirrored constant is a list item."
        case .controlCharacter(_, _, let path):
            return "The manifest entry \"\(path.debugDescription.dropFirst().dropLast())\" contains a control character."
        }
    }

    public var description: String { "\(document):\(line): error: \(message)" }
}
