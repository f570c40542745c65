/// The object id and file mode git records for one path, in the index or in a tree: what two
/// entries must share to be the same content at the same path (a mode change is a change).
public struct BlobEntry: Sendable, Hashable {
    public var id: ObjectID
    public var mode: UInt32

    public init(id: ObjectID, mode: UInt32) {
        self.id = id
        self.mode = mode
    }
}
