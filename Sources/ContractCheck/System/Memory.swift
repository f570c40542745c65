#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's byte-string primitives, for the loops that read the index, paths and file
/// contents in place: libc's are vectorised, where a Swift loop over the bytes is many times
/// slower in a debug build. The same arguments and results as `memchr`, `memcmp` and `strlen`.
enum Memory {
    /// `memchr`: the first `byte` in the `count` bytes at `base`, or nil.
    @inline(__always)
    static func findByte(_ base: UnsafeRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer? {
        memchr(base, byte, count)
    }

    /// `memcmp`: the order of the `count` bytes at `a` and at `b` (negative, 0, positive).
    @inline(__always)
    static func compare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Int32 {
        memcmp(a, b, count)
    }

    /// `fnmatch` with no flags: whether `path` matches the shell glob `pattern` (`*` and `?`
    /// match `/` too, as the `Ignore-if-changed` trailer's globs do).
    static func globMatches(_ pattern: String, _ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
    }

    /// `strlen`: the bytes before the NUL that ends a C string.
    @inline(__always)
    static func cStringLength(_ pointer: UnsafePointer<CChar>) -> Int {
        strlen(pointer)
    }
}
