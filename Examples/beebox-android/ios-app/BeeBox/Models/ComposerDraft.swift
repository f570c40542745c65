import Foundation

/// What the native composer holds before a send: text with tokens, and what the tokens name.
struct ComposerDraft: Codable, Equatable {
    var text = ""
    var caret = 0
    var images: [ChatImageAttachment] = []
    var files: [NativeEmissionFile] = []
    var selections: [NativeEmissionSelection] = []

    @discardableResult
    mutating func addSelection(ref: String?, text: String, position: String, anchor: String?, spokenWords: Int?) -> Int {
        let id = (selections.map(\.id).max() ?? 0) + 1
        selections.append(NativeEmissionSelection(id: id, ref: ref, text: text, position: position,
                                                  anchor: anchor, spokenWords: spokenWords))
        return id
    }

    /// Inserts at the UTF-16 caret.
    mutating func insertToken(_ token: ComposerToken) {
        let utf16 = Array(text.utf16)
        let offset = min(caret, utf16.count)
        let inserted = String(decoding: utf16[..<offset], as: UTF16.self) + token.text
            + String(decoding: utf16[offset...], as: UTF16.self)
        text = inserted
        caret = offset + token.text.utf16.count
    }

    mutating func removeToken(_ token: ComposerToken) {
        text = text.replacingOccurrences(of: token.text, with: "")
        switch token {
        case .image(let id): images.removeAll { $0.id == id }
        case .file(let id): files.removeAll { $0.id == id }
        case .selection(let id): selections.removeAll { $0.id == id }
        }
    }
}
