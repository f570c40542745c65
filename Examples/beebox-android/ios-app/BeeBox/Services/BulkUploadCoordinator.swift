import Foundation

/// Uploads a camera-roll selection as one bulk batch (§5.6): a bounded queue (3 in flight),
/// per-item retry, and resume via `GET /sessions/:id`. After the seal the box owns recovery,
/// so nothing here retries a sealed batch.
actor BulkUploadCoordinator {
    enum Outcome: Equatable {
        /// Sealed and delivered (or queued to a busy agent).
        case delivered
        /// Sealed, then failed box-side; the box tells the boxholder and the agent. Shown as a failure.
        case failedAfterSeal(String)
        /// Not sealed: the composer text stays, and the person may retry.
        case notSealed(String)
    }

    struct PendingItem {
        let item: BulkUploadAPI.Item
        let file: URL
    }

    /// `POST …/finalize`: 200 means SEALED, not delivered.
    private struct Sealed: Decodable {
        let sessionId: String
        let staged: Bool
    }

    static let maximumInFlight = 3
    static let attemptsPerItem = 3

    private let api: BulkUploadAPI
    private let session: URLSession

    init(api: BulkUploadAPI, session: URLSession = .shared) {
        self.api = api
        self.session = session
    }

    /// `note` is read when finalize is sent, not when the batch starts: the natural way to caption
    /// a batch is to pick the files first and write while they upload.
    func upload(_ items: [PendingItem], into targetSessionId: String, note: @Sendable () async -> String?) async -> Outcome {
        let batchID: String
        do {
            let created: BulkUploadAPI.CreatedBatch = try await send(api.createRequest(targetSessionId: targetSessionId, items: items.map(\.item)))
            batchID = created.sessionId
        } catch {
            return .notSealed(error.localizedDescription)
        }
        return await resume(batchID: batchID, items: items, note: note)
    }

    /// Uploads what the box has not received yet, then seals.
    func resume(batchID: String, items: [PendingItem], note: @Sendable () async -> String?) async -> Outcome {
        let received = (try? await status(batchID))?.received.map(\.itemId) ?? []
        let remaining = items.filter { !received.contains($0.item.id) }
        var failed: [BulkUploadAPI.FailedItem] = []
        await withTaskGroup(of: BulkUploadAPI.FailedItem?.self) { group in
            var next = remaining.makeIterator()
            for _ in 0..<Self.maximumInFlight {
                guard let pending = next.next() else { break }
                group.addTask { await self.uploadWithRetry(batchID: batchID, pending) }
            }
            for await failure in group {
                if let failure { failed.append(failure) }
                if let pending = next.next() { group.addTask { await self.uploadWithRetry(batchID: batchID, pending) } }
            }
        }
        do {
            let sealed: Sealed = try await send(api.finalizeRequest(batchID: batchID, failedItems: failed, note: await note()))
            guard sealed.staged else { return .notSealed("The box did not seal the batch.") }
        } catch {
            return .notSealed(error.localizedDescription)
        }
        // Sealed: polling is for reporting promptly, not for correctness.
        for _ in 0..<30 {
            guard let state = try? await status(batchID) else { return .delivered } // 404: torn down after delivery
            if state.isDelivered { return .delivered }
            if state.isFailed { return .failedAfterSeal(state.state) }
            try? await Task.sleep(for: .seconds(2))
        }
        return .delivered
    }

    private func uploadWithRetry(batchID: String, _ pending: PendingItem) async -> BulkUploadAPI.FailedItem? {
        var lastError = "not attempted"
        for attempt in 1...Self.attemptsPerItem {
            do {
                let request = api.uploadRequest(batchID: batchID, item: pending.item, uploadedAt: Date())
                let (data, response) = try await session.upload(for: request, fromFile: pending.file)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                if (200..<300).contains(status), (try? JSONDecoder().decode(BulkUploadAPI.UploadedItem.self, from: data))?.success == true {
                    return nil
                }
                lastError = "HTTP \(status)"
                if status == 400 || status == 413 { break } // will not succeed on a retry
            } catch {
                lastError = error.localizedDescription
            }
            try? await Task.sleep(for: .seconds(Double(attempt * 2)))
        }
        return BulkUploadAPI.FailedItem(id: pending.item.id, name: pending.item.name, reason: lastError)
    }

    private func status(_ batchID: String) async throws -> BulkUploadAPI.Status {
        try await send(api.statusRequest(batchID: batchID))
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw URLError(.badServerResponse) }
        return try JSONDecoder().decode(T.self, from: data)
    }
}
