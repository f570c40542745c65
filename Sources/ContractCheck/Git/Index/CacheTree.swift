/// The index's cache-tree (`TREE` extension): for each directory, how many index entries it
/// spans and, when still valid, the id of the tree those entries make. A directory whose valid
/// id equals the compared tree's subtree id has no changes and is skipped wholesale, which is
/// how git compares a large index with HEAD quickly.
///
/// git invalidates (entry count -1) every ancestor directory of a path it changes, and any
/// directory holding a conflict or an intent-to-add entry, so a valid node's span contains only
/// stage-0 entries that are exactly its tree.
struct CacheTree {
    struct Node {
        /// The directory's name in its parent, in the index mapping (empty for the root).
        var nameStart: Int
        var nameLength: Int32
        /// The number of index entries under the directory, or -1 when the node is invalid.
        var entryCount: Int32
        /// The position after the node's last descendant: nodes are stored depth-first, so the
        /// first child is the next node and each child's `end` is its next sibling.
        var end: Int32
        /// The tree id (meaningful only when valid).
        var id: ObjectID

        var isValid: Bool { entryCount >= 0 }
    }

    /// The nodes in git's depth-first order, the root first.
    var nodes: [Node]
    /// The mapping the names point into (kept alive by the `IndexFile` that holds this value).
    let base: UnsafeRawPointer

    /// The root node.
    static let root = 0

    /// Parses `size` bytes at `start`: depth-first nodes, each "name NUL count SP subtrees LF
    /// [id]" (no id when the count is negative).
    static func parse(base: UnsafeRawPointer, from start: Int, size: Int, path: String) throws(ContractCheckError)
        -> CacheTree
    {
        let end = start + size
        var offset = start
        var nodes: [Node] = []
        nodes.reserveCapacity(size / 32)
        // (node, children still to read)
        var stack: [(node: Int, pending: Int)] = []
        func malformed(_ message: String) -> ContractCheckError {
            .indexFormat(path: path, offset: offset, message: "the cache-tree \(message)")
        }
        repeat {
            guard offset < end, let nul = Memory.findByte(base + offset, 0, end - offset) else {
                throw malformed("ends inside a name")
            }
            let nameStart = offset
            let nameLength = base.distance(to: UnsafeRawPointer(nul)) - offset
            guard (nodes.isEmpty) == (nameLength == 0) else { throw malformed("has a node with a bad name") }
            offset += nameLength + 1
            guard let entryCount = decimal(base, &offset, end, until: UInt8(ascii: " ")),
                let subtrees = decimal(base, &offset, end, until: UInt8(ascii: "\n")),
                subtrees >= 0, subtrees <= end - offset
            else { throw malformed("has a malformed node header") }
            var id = ObjectID.zero
            if entryCount >= 0 {
                guard end - offset >= 20 else { throw malformed("ends inside an id") }
                id = ObjectID(bytes: base + offset)
                offset += 20
            }
            let node = nodes.count
            nodes.append(
                Node(
                    nameStart: nameStart, nameLength: Int32(nameLength), entryCount: Int32(max(-1, entryCount)),
                    end: Int32(node + 1), id: id))
            var completed = subtrees == 0
            if !completed { stack.append((node, subtrees)) }
            // A completed node counts for its parent, which may complete in turn.
            while completed, !stack.isEmpty {
                stack[stack.count - 1].pending -= 1
                completed = stack[stack.count - 1].pending == 0
                if completed { nodes[stack.removeLast().node].end = Int32(nodes.count) }
            }
        } while !stack.isEmpty
        return CacheTree(nodes: nodes, base: base)
    }

    /// An ASCII decimal (optionally "-") ended by `terminator`; nil when malformed.
    @inline(__always)
    private static func decimal(_ base: UnsafeRawPointer, _ offset: inout Int, _ end: Int, until terminator: UInt8)
        -> Int?
    {
        var negative = false
        if offset < end, base.load(fromByteOffset: offset, as: UInt8.self) == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        var value = 0
        var digits = 0
        while offset < end {
            let byte = base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            if byte == terminator { return digits > 0 ? (negative ? -value : value) : nil }
            guard byte &- UInt8(ascii: "0") < 10, digits < 10 else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            digits += 1
        }
        return nil
    }

    /// The name of `node` in its parent.
    func name(_ node: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + nodes[node].nameStart, count: Int(nodes[node].nameLength))
    }

    /// The child of `node` called `name`, if the cache-tree has one.
    func child(of node: Int, named wanted: UnsafeRawBufferPointer) -> Int? {
        guard wanted.count > 0 else { return nil }
        let last = Int(nodes[node].end)
        var candidate = node + 1
        while candidate < last {
            let child = nodes[candidate]
            if Int(child.nameLength) == wanted.count,
                Memory.compare(base + child.nameStart, wanted.baseAddress!, wanted.count) == 0
            {
                return candidate
            }
            candidate = Int(child.end)
        }
        return nil
    }
}
