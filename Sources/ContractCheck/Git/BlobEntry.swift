/// The object id and file mode git records for one path, in the index or in a tree: what two
/// entries must share to be the same content at the same path (a mode change is a change).
package struct BlobEntry: Sendable, Hashable {
    package var id: ObjectID
    package var mode: UInt32

    package init(id: ObjectID, mode: UInt32) {
        self.id = id
        self.mode = mode
    }
}
