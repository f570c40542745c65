/// An enum the side names whose case values the reader cannot establish (a TypeScript member
/// without an initializer after a string member, a Swift raw type it does not know): a closed
/// set that pairs with nothing there may be its values, so the side is unverifiable for that
/// reason, never drift for values sought as bare words.
extension ConstantsChecker {
    /// The reason of the first enum the side's symbols name whose cases cannot be read, or nil.
    func unreadableEnum(on side: Int, work: ClauseWork) -> String? {
        for file in work.sides[side].files {
            for named in file.named where named.kind == .enumeration {
                if let reason = named.unreadableCase { return "\(reason) (in \"\(file.path)\")" }
            }
        }
        return nil
    }
}
