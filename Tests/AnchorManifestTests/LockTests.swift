import Testing

@testable import AnchorManifest

/// `Lock`, the package's one mutex (AnchorManifest's, so CmarkReader's parse lock and
/// ContractCheck's are the same type): what it holds is done by one thread at a time.
@Suite struct LockTests {
    /// A counter only the lock guards.
    final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test func incrementsFromManyTasksUnderTheLockAreNeverLost() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 {
                        counter.lock.lock()
                        counter.value += 1
                        counter.lock.unlock()
                    }
                }
            }
        }
        #expect(counter.value == 80_000)
    }
}
