import Foundation

/// What `PairedBoxStore.pair(from:)` reports back to the QR scanner and the deep-link path.
enum PairingOutcome: Equatable {
    case paired(PairedBox)
    /// The same link arrived twice (both `onOpenURL` and the app delegate); no second redeem ran.
    case duplicate
    case notAPairingLink
    case failed(String)

    var message: String? {
        switch self {
        case .paired(let box): return "Paired with \(box.label)."
        case .duplicate: return nil
        case .notAPairingLink: return "That is not a Bee Box pairing link."
        case .failed(let reason): return reason
        }
    }
}
