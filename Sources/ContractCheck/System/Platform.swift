#if canImport(Darwin)
    import Darwin

    // macOS: the few Linux names the code uses, mapped onto Darwin's, so that the same sources
    // compile there (CI's macOS job). Nothing here exists in the Linux build.

    /// The C library's calls the code names by module (`Glibc.read`, to tell them from a
    /// method of the same name).
    package enum Glibc {
        package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
            Darwin.read(descriptor, buffer, count)
        }

        package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
            Darwin.write(descriptor, buffer, count)
        }

        package static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
            Darwin.open(path, flags)
        }
    }

    /// Linux's hint to map every page at once; macOS maps on demand.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let MAP_POPULATE: Int32 = 0

    extension stat {
        /// Linux's names for the modification and status-change times.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        var st_mtim: timespec { st_mtimespec }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        var st_ctim: timespec { st_ctimespec }
    }
#endif
