import Foundation

/// The composer draft per box, saved before a selection command is acknowledged (§4.7).
@MainActor
final class ComposerDraftStore: ObservableObject {
    @Published private(set) var drafts: [String: ComposerDraft] = [:]
    private var processedCommandIDs: [String] = []
    private let directory: URL
    private static let processedHistoryLimit = 200

    init(directory: URL) { self.directory = directory }

    enum CommandOutcome: Equatable {
        case accepted
        case rejected(reason: String)
    }

    /// Adds the selection to the draft, at the caret, or as an anchored snapshot while dictating.
    /// A command id seen before is accepted again without a second selection.
    func applySelectionCommand(_ command: NativeComposerCommand, boxSlug: String, dictation: DictationSnapshot?) -> CommandOutcome {
        guard case .addSelection(let selection) = command.body else {
            return .rejected(reason: "That command does not add a selection.")
        }
        if processedCommandIDs.contains(command.id) { return .accepted }
        var draft = drafts[boxSlug] ?? ComposerDraft()
        if let dictation {
            draft.addSelection(ref: selection.ref, text: selection.text, position: selection.position,
                               anchor: dictation.lastWords, spokenWords: dictation.spokenWordCount)
        } else {
            let id = draft.addSelection(ref: selection.ref, text: selection.text, position: selection.position,
                                        anchor: nil, spokenWords: nil)
            draft.insertToken(.selection(id))
        }
        do {
            try save(draft, boxSlug: boxSlug)
        } catch {
            return .rejected(reason: "The selection could not be saved on this phone.")
        }
        drafts[boxSlug] = draft
        processedCommandIDs.append(command.id)
        processedCommandIDs = Array(processedCommandIDs.suffix(Self.processedHistoryLimit))
        return .accepted
    }

    private func save(_ draft: ComposerDraft, boxSlug: String) throws {
        let url = directory.appendingPathComponent("draft-\(boxSlug).json")
        try JSONEncoder().encode(draft).write(to: url, options: .atomic)
    }
}

struct DictationSnapshot: Equatable {
    let lastWords: String
    let spokenWordCount: Int
}
