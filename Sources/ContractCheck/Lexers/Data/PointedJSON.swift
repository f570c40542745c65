import AnchorManifest

/// A `.json` side read only where JSON pointers point: the whole file is checked once by
/// `JSONSkipper` (what `JSONReader` refuses is not made one of these: the file is lexed whole, for
/// its reason), and each value a pointer names is found by passing over what comes before it
/// (building nothing) and read alone by `JSONReader` from where it starts. So a side naming
/// `#/components/schemas/Pet` of a 1 MB spec builds the nodes of `Pet` and of what its `$ref`s
/// reach, not a tree of the whole spec. A value read this way is the node, positions and lexeme
/// indices of the whole file's tree (`DataPointedJSONTests`). Each pointer is looked up once.
final class PointedJSON: @unchecked Sendable {
    // Every access to `found` holds `lock`: the declarations of a file are shared across tasks.

    let bytes: [UInt8]
    /// The deepest nesting of brackets in the file, as `SourceLimits` counts it from lexemes.
    let nesting: Int
    private let lock = Lock()
    private var found: [DataPointer: DataNode?] = [:]

    private init(bytes: [UInt8], nesting: Int) {
        self.bytes = bytes
        self.nesting = nesting
    }

    /// The file when `JSONReader` accepts it (within its limits), else nil.
    static func checked(_ bytes: [UInt8]) -> PointedJSON? {
        let nesting: Int? = bytes.withUnsafeBufferPointer { buffer in
            var skipper = JSONSkipper(bytes: buffer)
            do throws(JSONSkipper.Refused) {
                try skipper.document()
                return skipper.nesting
            } catch {
                return nil
            }
        }
        return nesting.map { PointedJSON(bytes: bytes, nesting: $0) }
    }

    /// The value `pointer` names (as `DataPointer.resolve` finds it in the whole tree), or nil.
    func node(at pointer: DataPointer) -> DataNode? {
        lock.lock()
        defer { lock.unlock() }
        if let known = found[pointer] { return known }
        let node = bytes.withUnsafeBufferPointer { buffer in
            Self.mark(of: pointer, in: buffer).flatMap { JSONReader.value(at: $0, in: buffer) }
        }
        found[pointer] = .some(node)
        return node
    }

    /// True when the document is an object holding `key` (`DataNode.entry`; nothing built).
    func holds(key: String) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var skipper = JSONSkipper(bytes: buffer)
            guard let root = try? skipper.start(), buffer[root.offset] == UInt8(ascii: "{") else { return false }
            return Self.mark(of: DataPointer(tokens: [key]), in: buffer) != nil
        }
    }

    /// Where the value `pointer` names starts: each token a step into the value found so far (the
    /// last entry of that key in an object, as `DataNode.entry` takes it; the item at that index
    /// in an array).
    static func mark(of pointer: DataPointer, in bytes: UnsafeBufferPointer<UInt8>) -> JSONMark? {
        var skipper = JSONSkipper(bytes: bytes)
        do throws(JSONSkipper.Refused) {
            var mark = try skipper.start()
            for token in pointer.tokens {
                skipper.move(to: mark)
                switch bytes[mark.offset] {
                case UInt8(ascii: "{"):
                    guard let next = try skipper.entry(token, depth: mark.depth) else { return nil }
                    mark = next
                case UInt8(ascii: "["):
                    guard let index = DataPointer.index(token), let next = try skipper.item(index, depth: mark.depth)
                    else { return nil }
                    mark = next
                default:
                    return nil
                }
            }
            return mark
        } catch {
            return nil
        }
    }
}
