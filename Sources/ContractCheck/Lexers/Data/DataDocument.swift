/// A data file's values as the pointers of its sides reach them: a tree read whole (YAML, a
/// document's example, a `.json` file read for its tokens), or a `.json` file read only where a
/// pointer points (`PointedJSON`). Either gives the same node for the same pointer.
struct DataDocument: Sendable, Equatable {
    enum Storage: Sendable {
        case tree(DataNode)
        case pointed(PointedJSON)
    }

    let storage: Storage

    init(_ root: DataNode) {
        storage = .tree(root)
    }

    init(_ pointed: PointedJSON) {
        storage = .pointed(pointed)
    }

    /// The value `pointer` names, or nil.
    func node(at pointer: DataPointer) -> DataNode? {
        switch storage {
        case .tree(let root): pointer.resolve(in: root)
        case .pointed(let pointed): pointed.node(at: pointer)
        }
    }

    /// True when the root is an object holding `key` (`DataNode.entry`).
    func holds(key: String) -> Bool {
        switch storage {
        case .tree(let root): root.entry(key) != nil
        case .pointed(let pointed): pointed.holds(key: key)
        }
    }

    static func == (a: DataDocument, b: DataDocument) -> Bool {
        switch (a.storage, b.storage) {
        case (.tree(let one), .tree(let other)): one == other
        case (.pointed(let one), .pointed(let other)): one === other || one.bytes == other.bytes
        default: false
        }
    }
}
