#if canImport(Glibc)
import Glibc
#endif

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
        var nameLength: Int
        /// The number of index entries under the directory, or -1 when the node is invalid.
        var entryCount: Int
        /// The tree id (meaningful only when valid).
        var id: ObjectID
        /// Where the node's children are in `children`.
        var firstChild: Int
        var childCount: Int

        var isValid: Bool { entryCount >= 0 }
    }

    /// The nodes, the root first.
    var nodes: [Node]
    /// The children of each node, as indexes into `nodes`, in the order git wrote them.
    var children: [Int]
    /// The mapping the names point into (kept alive by the `IndexFile` that holds this value).
    let base: UnsafeRawPointer

    /// The root node.
    static let root = 0

    /// Parses `size` bytes at `start`: depth-first nodes, each "name NUL count SP subtrees LF
    /// [id]".
    static func parse(base: UnsafeRawPointer, from start: Int, size: Int, path: String) throws(ContractCheckError) -> CacheTree {
        var cursor = ByteCursor(base: base, offset: start, end: start + size, path: path)
        var tree = CacheTree(nodes: [], children: [], base: base)
        // (node, children still to read)
        var stack: [(node: Int, pending: Int)] = []
        repeat {
            let node = try readNode(&cursor, into: &tree)
            if let parent = stack.last {
                let parentNode = tree.nodes[parent.node]
                tree.children[parentNode.firstChild + parentNode.childCount - parent.pending] = node
                stack[stack.count - 1].pending -= 1
            }
            if tree.nodes[node].childCount > 0 { stack.append((node, tree.nodes[node].childCount)) }
            while let top = stack.last, top.pending == 0 { stack.removeLast() }
        } while !stack.isEmpty
        return tree
    }

    private static func readNode(_ cursor: inout ByteCursor, into tree: inout CacheTree) throws(ContractCheckError) -> Int {
        let name = try cursor.cString("a cache-tree name")
        guard tree.nodes.isEmpty == (name.length == 0) else {
            throw cursor.malformed("a cache-tree node has a bad name", at: name.start)
        }
        let entryCount = try cursor.decimal(until: UInt8(ascii: " "), "a cache-tree entry count")
        let subtrees = try cursor.decimal(until: UInt8(ascii: "\n"), "a cache-tree subtree count")
        guard subtrees >= 0, subtrees <= cursor.remaining else {
            throw cursor.malformed("a cache-tree node has \(subtrees) subtrees")
        }
        let id = entryCount >= 0 ? try cursor.objectID("a cache-tree id") : ObjectID.zero
        tree.nodes.append(Node(nameStart: name.start, nameLength: name.length, entryCount: max(-1, entryCount), id: id,
                               firstChild: tree.children.count, childCount: subtrees))
        tree.children.append(contentsOf: repeatElement(-1, count: subtrees))
        return tree.nodes.count - 1
    }

    /// The name of `node` in its parent.
    func name(_ node: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + nodes[node].nameStart, count: nodes[node].nameLength)
    }

    /// The child of `node` called `name`, if the cache-tree has one.
    func child(of node: Int, named wanted: UnsafeRawBufferPointer) -> Int? {
        guard wanted.count > 0 else { return nil }
        let parent = nodes[node]
        for slot in parent.firstChild..<(parent.firstChild + parent.childCount) {
            let candidate = children[slot]
            let candidateNode = nodes[candidate]
            if candidateNode.nameLength == wanted.count,
               memcmp(base + candidateNode.nameStart, wanted.baseAddress!, wanted.count) == 0 {
                return candidate
            }
        }
        return nil
    }
}
