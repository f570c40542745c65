extension StagedChangeReader {
    /// True when some stage-0 entry of the index lies under the folder `path` (`path/…`): the
    /// folder exists in the commit being made. Read by contract-check's index reader (a binary
    /// search), else from libgit2's list of the index.
    package func hasStagedFile(under path: String) throws(ContractCheckError) -> Bool {
        var prefix = Array(path.utf8)
        while prefix.last == UInt8(ascii: "/") { prefix.removeLast() }
        prefix.append(UInt8(ascii: "/"))
        do {
            let index = try repository.indexCache.index(at: repository.indexPath, repository: repository)
            var position = index.lowerBound(of: prefix)
            while position < index.count {
                let bytes = Array(index.pathBytes(position))
                guard bytes.starts(with: prefix) else { return false }
                if index.stage(position) == 0 { return true }
                position += 1
            }
            return false
        } catch {
            return try stagedFiles().contains { $0.path.starts(with: prefix) }
        }
    }

    /// Every stage-0 file of the index (regular files, links and submodules alike) with its
    /// object id, in the index's order.
    package func stagedFiles() throws(ContractCheckError) -> [(path: [UInt8], id: ObjectID)] {
        do {
            let index = try repository.indexCache.index(at: repository.indexPath, repository: repository)
            var out: [(path: [UInt8], id: ObjectID)] = []
            out.reserveCapacity(index.count)
            for position in 0..<index.count where index.stage(position) == 0 {
                out.append((Array(index.pathBytes(position)), index.objectID(position)))
            }
            return out
        } catch {
            return try repository.stagedRegularFilesByLibgit2().compactMap { entry in
                entry.id.map { (entry.path, $0) }
            }
        }
    }
}
