/// One folder of one platform, for `parity`: `platform = android:android-app/` in
/// `.contract-check` (repeatable; a platform may have several folders), or a Path conventions
/// root named by its first path segment (`ios-app/BeeBox/` is `ios-app`).
public struct PlatformRoot: Sendable, Equatable {
    /// The platform's name as the report prints it (`android`).
    public var name: String
    /// A repository-relative folder ending in `/` (`android-app/`).
    public var prefix: String

    public init(name: String, prefix: String) {
        self.name = name
        self.prefix = prefix
    }
}
