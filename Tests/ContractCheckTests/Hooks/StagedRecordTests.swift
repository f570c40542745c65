import Testing

@testable import ContractCheck

/// The on-disk record pre-commit leaves for commit-msg: it reads back only whole and unedited.
@Suite struct StagedRecordTests {
    static let record = StagedRecord(
        process: GitProcess(
            pid: 4242, startTime: 123_456, bootID: "bb8225da-067c-4e41-9077-7108de0b9d2c",
            commandLine: []),
        indexPath: "/repo/.git/next-index-4242.lock",
        head: ObjectID(hex: "b0c5ad2d1aa5ddddc8e8e328b1a3836309a9fba1"),
        indexTrailer: "bb21ea9b6f87f66f8d17c87caa09841d2a0c3bb0")

    @Test func aRecordReadsBackAsWritten() {
        #expect(StagedRecord.deserialize(Array(Self.record.serialized().utf8)) == Self.record)
        var unborn = Self.record
        unborn.head = nil
        #expect(StagedRecord.deserialize(Array(unborn.serialized().utf8)) == unborn)
    }

    /// Any edit to a field (here: another process, index or trailer), a torn file or a
    /// missing seal is not a record.
    @Test(arguments: [
        ("process\t4242\t", "process\t4243\t"),
        ("next-index-4242.lock", "index"),
        ("trailer\tbb21", "trailer\tcc21"),
        ("end\n", ""),
        ("seal\t", "seal\t0"),
    ])
    func anEditedRecordIsNotARecord(original: String, replacement: String) {
        let text = Self.record.serialized()
        #expect(text.contains(original))
        let edited = text.replacingOccurrences(of: original, with: replacement)
        #expect(StagedRecord.deserialize(Array(edited.utf8)) == nil)
    }

    @Test func aTruncatedRecordIsNotARecord() {
        let bytes = Array(Self.record.serialized().utf8)
        for length in [0, 1, bytes.count / 2, bytes.count - 1] {
            #expect(StagedRecord.deserialize(Array(bytes[..<length])) == nil, "length \(length)")
        }
    }
}
