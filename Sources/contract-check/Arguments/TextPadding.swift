extension String {
    /// The text cut or filled with spaces to `width` UTF-16 units, as Foundation's
    /// `padding(toLength:withPad:" ",startingAt:0)` makes it (without Foundation).
    func padded(to width: Int) -> String {
        let units = utf16.count
        if units >= width { return String(decoding: Array(utf16.prefix(width)), as: UTF16.self) }
        return self + String(repeating: " ", count: width - units)
    }
}
