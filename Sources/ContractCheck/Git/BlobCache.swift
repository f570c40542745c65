/// Blob contents already read from the object database, by id, bounded in bytes: a blob's id is
/// the hash of its bytes, so a kept copy is always right. `ci` reads the document and the §8
/// sides at each commit it judges and at its parent; most are the blobs the previous commit read,
/// and without this every read inflated them again. Like the rest of a `GitRepository`, used from
/// one task at a time.
final class BlobCache {
    /// Blobs larger than this are not kept (a large file is read once, by one check).
    static let maximumBlob = 2 << 20
    /// The bytes kept at most; the oldest blobs are dropped first past it.
    static let maximumTotal = 48 << 20

    private var kept: [ObjectID: [UInt8]] = [:]
    /// Ids in the order they were kept, from `first` on (the ones before it were dropped).
    private var order: [ObjectID] = []
    private var first = 0
    private var total = 0

    init() {}

    /// The kept bytes of blob `id`, or nil.
    func bytes(_ id: ObjectID) -> [UInt8]? { kept[id] }

    /// Keeps `bytes` as blob `id`'s, dropping the oldest blobs past `maximumTotal`.
    func keep(_ bytes: [UInt8], for id: ObjectID) {
        guard bytes.count <= Self.maximumBlob, kept[id] == nil else { return }
        kept[id] = bytes
        order.append(id)
        total += bytes.count
        while total > Self.maximumTotal, first < order.count {
            total -= kept.removeValue(forKey: order[first])?.count ?? 0
            first += 1
        }
        if first > 1024, first * 2 > order.count {
            order.removeFirst(first)
            first = 0
        }
    }
}

/// Values the layers above derive from one commit and keep for the last few commits, by commit id
/// and kind: a commit never changes, so neither does what is read from it (the §8 check's file
/// listing: `ci` lists head's for the §8 files it names, then again for the §8 check at head). Git
/// does not know the kinds; each is a class of the layer that makes it, asked for by its type.
final class CommitDerivedCache {
    static let capacity = 4
    private var kept: [(commit: ObjectID, kind: ObjectIdentifier, value: AnyObject)] = []

    init() {}

    /// The kept value of type `kind` for `commit`, or nil.
    func value<Value: AnyObject>(_ commit: ObjectID, as kind: Value.Type) -> Value? {
        kept.first { $0.commit == commit && $0.kind == ObjectIdentifier(kind) }?.value as? Value
    }

    /// Keeps `value` for `commit`, dropping the oldest past `capacity`.
    func keep<Value: AnyObject>(_ value: Value, for commit: ObjectID) {
        let kind = ObjectIdentifier(Value.self)
        kept.removeAll { $0.commit == commit && $0.kind == kind }
        kept.append((commit, kind, value))
        if kept.count > Self.capacity { kept.removeFirst() }
    }
}

extension GitRepository {
    /// Counts of the reads that cost: blobs inflated by libgit2 (not those `BlobCache` kept) and
    /// tree-to-tree walks (`TreeDiff`). Plain counters, as the repository is used from one task.
    package struct ReadCounts: Sendable, Equatable {
        package var blobsInflated = 0
        package var treeDiffs = 0
    }
}

/// Values the layers above keep for the repository's lifetime, one per kind (`ClauseMemo`):
/// what one run derives from the repository's objects, kept with the repository rather than in
/// the process, so that another repository's run (a test's) neither shares nor counts them.
final class RepositoryDerivedCache {
    private var kept: [ObjectIdentifier: AnyObject] = [:]

    init() {}

    /// The kept value of type `kind`, made by `make` on first use.
    func value<Value: AnyObject>(_ kind: Value.Type, make: () -> Value) -> Value {
        if let known = kept[ObjectIdentifier(kind)] as? Value { return known }
        let made = make()
        kept[ObjectIdentifier(kind)] = made
        return made
    }
}
