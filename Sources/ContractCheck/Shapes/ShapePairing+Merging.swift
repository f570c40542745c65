/// TypeScript's declaration merging across the files one side of a bullet names: an
/// `interface` (or `enum`) declared in two of them is one type when both declarations are in
/// one scope (`ScriptMergeScope`), and its key set (or closed set) is the union of theirs:
/// two script files' (or `declare global`) declarations, or a module's own and a
/// `declare module "./that-module"` augmentation of it in another file (or in that file itself:
/// a registry interface's keys added where it is declared). Two module files that
/// each `export interface X` declare two types, which stay two candidates. An augmentation
/// whose module is none of the side's files (`declare module "pkg"`, or a file the bullet does
/// not name) merges with a declaration the reader does not see: it is unverifiable, never ok.
extension ShapePairing {
    /// One side file's candidates, with its repository path.
    struct FileCandidates {
        var path: String
        var candidates: [Candidate]
    }

    /// The candidates of a side's files with the declarations TypeScript merges across them
    /// made one: the first file's (in the side's order) holds the union and the others' as
    /// `mergedParts`; theirs are gone from their files.
    static func mergeAcrossFiles(_ files: [FileCandidates]) -> [FileCandidates] {
        guard files.count > 1 || files.contains(where: { $0.candidates.contains(where: \.augments) }) else {
            return files
        }
        var out = files
        var first: [String: (file: Int, index: Int)] = [:]
        let paths = files.map(\.path)
        for file in out.indices {
            var kept: [Candidate] = []
            for candidate in out[file].candidates {
                guard let scope = candidate.declaration.mergeScope else {
                    kept.append(candidate)
                    continue
                }
                guard let module = Self.module(of: scope, in: out[file].path, among: paths) else {
                    var unseen = candidate
                    unseen.unverifiable = unseen.unverifiable ?? Self.unseenReason(candidate.declaration, scope)
                    kept.append(unseen)
                    continue
                }
                let key = "\(candidate.declaration.kind.rawValue) \(candidate.declaration.name) in \(module)"
                if let (target, index) = first[key], target != file {
                    out[target].candidates[index].absorb(candidate, from: out[file].path)
                } else if let (_, index) = first[key], candidate.augments {
                    // An augmentation of the file's own module, in the file itself.
                    kept[index].absorb(candidate, from: out[file].path)
                } else {
                    if first[key] == nil { first[key] = (file, kept.count) }
                    kept.append(candidate)
                }
            }
            out[file].candidates = kept
        }
        return out
    }

    /// The first named candidate that merges with a declaration the reader does not see (an
    /// augmentation of a module none of the side's files is), and why: where a shape pairs with
    /// nothing on the side, such a candidate makes the side unverifiable, not presence only.
    static func unseenMerge(among candidates: [Candidate]) -> (index: Int, reason: String)? {
        for (index, candidate) in candidates.enumerated() where candidate.named {
            guard let scope = candidate.declaration.mergeScope, let reason = candidate.unverifiable else { continue }
            if case .augments = scope { return (index, reason) }
            if case .ambient = scope { return (index, reason) }
        }
        return nil
    }

    /// The scope a declaration merges in, as a key: "global", or the module file's path; nil
    /// when the module is none of `paths`.
    static func module(of scope: ScriptMergeScope, in path: String, among paths: [String]) -> String? {
        switch scope {
        case .global: return "global"
        case .ownModule: return "module " + path
        case .augments(let specifier): return resolve(specifier, from: path, among: paths).map { "module " + $0 }
        case .ambient: return nil
        }
    }

    /// Why an augmentation's keys cannot be read whole.
    static func unseenReason(_ declaration: SourceDeclaration, _ scope: ScriptMergeScope) -> String {
        let what = declaration.kind == .enumeration ? "enum" : "interface"
        switch scope {
        case .ambient(let module):
            return "\(what) \(declaration.name) is declared in the ambient module \"\(module)\" of a script "
                + "file, which the reader cannot tell is any file the bullet names"
        case .augments(let module):
            return "\(what) \(declaration.name) augments the module \"\(module)\", which is none of the files "
                + "the bullet names: it merges with a declaration the reader does not see"
        case .global, .ownModule: return ""
        }
    }

    /// The side file a relative module specifier (`./a`, `../x/a.js`) of the file at `path`
    /// names, as TypeScript resolves it (the extensions it tries, `index` files, `.js` for
    /// `.ts`); nil for a package name or a file none of `paths` is.
    static func resolve(_ specifier: String, from path: String, among paths: [String]) -> String? {
        guard specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in specifier.split(separator: "/").map(String.init) {
            if part == ".." {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        let base = parts.joined(separator: "/")
        var tried = [base]
        for (script, typed) in [(".js", ".ts"), (".jsx", ".tsx"), (".mjs", ".mts"), (".cjs", ".cts")]
        where base.hasSuffix(script) {
            tried.append(String(base.dropLast(script.count)) + typed)
        }
        tried += [".ts", ".tsx", ".d.ts", ".mts", ".cts", "/index.ts", "/index.tsx", "/index.d.ts"].map { base + $0 }
        return tried.first(where: paths.contains)
    }
}

extension ShapePairing.Candidate {
    /// True for a declaration inside `declare module "m" { … }` of a module file.
    var augments: Bool {
        if case .augments = declaration.mergeScope { return true }
        return false
    }

    /// Takes in a declaration of the same name and scope from another file: its keys (those
    /// this one lacks), cases and the reasons it is not read whole.
    mutating func absorb(_ other: ShapePairing.Candidate, from path: String) {
        for property in other.properties where !properties.contains(where: { $0.wireName == property.wireName }) {
            properties.append(property)
        }
        members += other.members.filter { !members.contains($0) }
        if keysAreMembers { closeToKeys() }
        memberLines.merge(other.memberLines) { mine, _ in mine }
        named = named || other.named
        unfollowed += other.unfollowed.filter { !unfollowed.contains($0) }
        unverifiable = unverifiable ?? other.unverifiable
        mergedParts.append(ShapePairing.MergedPart(path: path, candidate: other))
    }
}
