/// One folder of one platform, for `parity`: `platform = android:android-app/` in
/// `.contract-check` (repeatable; a platform may have several folders), or a Path conventions
/// root named by its first path segment (`ios-app/BeeBox/` is `ios-app`).
package struct PlatformRoot: Sendable, Equatable {
    /// The platform's name as the report prints it (`android`).
    package var name: String
    /// A repository-relative folder ending in `/` (`android-app/`).
    package var prefix: String

    package init(name: String, prefix: String) {
        self.name = name
        self.prefix = prefix
    }
}
