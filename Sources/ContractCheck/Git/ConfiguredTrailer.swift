/// One `trailer.<name>.*` item of git's configuration, as git 2.39's `trailer.c` keeps it: the
/// `<name>` and the value of `trailer.<name>.key`.
///
/// It changes how git reads existing trailers (`git interpret-trailers --parse`,
/// `%(trailers)`): a token that is a case-insensitive prefix of the name or the key is read as
/// the key (`cu: reason` with `trailer.cu.key=Contract-Unchanged` is a Contract-Unchanged
/// trailer; `Contract-Unchanged: reason` with `trailer.Contract-Unchanged.key=Reason` is not).
package struct ConfiguredTrailer: Sendable, Equatable {
    package var name: String
    package var key: String?

    package init(name: String, key: String? = nil) {
        self.name = name
        self.key = key
    }

    /// The variables `git_trailer_config` knows; any other `trailer.<name>.<x>` makes no item.
    static let variables: Set<String> = ["key", "command", "cmd", "where", "ifexists", "ifmissing"]

    /// The items of `trailer.*` settings in configuration order: one per name (names compared
    /// case-insensitively, the first spelling kept), the last `key` winning.
    static func items(_ settings: [(name: String, value: String)]) -> [ConfiguredTrailer] {
        var items: [ConfiguredTrailer] = []
        for (fullName, value) in settings {
            guard fullName.lowercased().hasPrefix("trailer."), let dot = fullName.lastIndex(of: ".") else { continue }
            let variable = fullName[fullName.index(after: dot)...].lowercased()
            let start = fullName.index(fullName.startIndex, offsetBy: "trailer.".count)
            guard variables.contains(variable), start < dot else { continue }
            let name = String(fullName[start..<dot])
            let index =
                items.firstIndex { Array($0.name.lowercased().utf8) == Array(name.lowercased().utf8) }
                ?? {
                    items.append(ConfiguredTrailer(name: name))
                    return items.count - 1
                }()
            if variable == "key" { items[index].key = value }
        }
        return items
    }

    /// `token_matches_item`: the first `length` bytes of `token` equal the name's or the key's,
    /// ignoring ASCII case (`strncasecmp`, so `token` may be a prefix of either).
    func matches(_ token: ArraySlice<UInt8>, length: Int) -> Bool {
        Self.prefixMatches(token, Array(name.utf8), length)
            || key.map { Self.prefixMatches(token, Array($0.utf8), length) } == true
    }

    /// `token_from_item`: what a matching token is read as.
    func readToken(_ written: String) -> String { key ?? written }

    static func prefixMatches(_ token: ArraySlice<UInt8>, _ item: [UInt8], _ length: Int) -> Bool {
        var offset = 0
        while offset < length {
            let a = offset < token.count ? token[token.startIndex + offset] : 0
            let b = offset < item.count ? item[offset] : 0
            if lower(a) != lower(b) { return false }
            if b == 0 { return true }
            offset += 1
        }
        return true
    }

    static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
}
