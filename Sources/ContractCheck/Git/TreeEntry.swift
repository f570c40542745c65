/// One entry of a git tree, copied out of libgit2 (`GitRepository.entries(ofTree:)`,
/// `GitRepository.entry(atPath:inTree:)`).
package struct TreeEntry: Sendable, Equatable {
    /// The entry name as bytes (git names are not necessarily UTF-8).
    package var nameBytes: [UInt8]
    package var mode: UInt32
    package var id: ObjectID

    package init(nameBytes: [UInt8], mode: UInt32, id: ObjectID) {
        self.nameBytes = nameBytes
        self.mode = mode
        self.id = id
    }

    package init(name: String, mode: UInt32, id: ObjectID) {
        self.init(nameBytes: Array(name.utf8), mode: mode, id: id)
    }

    package var name: String { String(decoding: nameBytes, as: UTF8.self) }
    /// The object id and mode, as a path's entry is compared with the index's or another tree's.
    package var blob: BlobEntry { BlobEntry(id: id, mode: mode) }
    /// A subtree (mode 040000).
    package var isTree: Bool { mode & 0o170000 == 0o040000 }
    /// A submodule commit (mode 160000).
    package var isGitlink: Bool { mode & 0o170000 == 0o160000 }
}
