import Testing

@testable import ContractCheck

/// openapi-generator's petstore (`PetstoreModels`) checked schema-first: the spec and the Swift,
/// TypeScript and Kotlin models it generates, each model a bullet naming only the schema and the
/// three models, each status enum a bullet naming the schema's enum and the three enums. Each
/// row of `PetstoreSamples.all` renders the models in another style of each language. Clean,
/// every bullet is ok; every key renamed, added or made optional in the spec alone, or in one
/// side alone, and every enum member renamed or added, is drift on that model's bullet only.
@Suite struct PetstoreSchemaTests {
    enum Target: String, Sendable, CaseIterable {
        case spec, swift, typescript, kotlin
    }

    enum Change: Sendable {
        case rename(String)
        case add
        case makeOptional(String)
        case renameMember(String)
        case addMember
    }

    /// One style per language, rendered together.
    struct Samples: Sendable, CustomTestStringConvertible {
        var swift: PetstoreSwiftStyle
        var typescript: PetstoreScriptStyle
        var kotlin: PetstoreKotlinStyle
        var testDescription: String { "\(swift.rawValue), typescript-\(typescript.rawValue), \(kotlin.rawValue)" }

        /// Every style of every language in at least one row.
        static let all: [Samples] = [
            Samples(swift: .swift5, typescript: .axios, kotlin: .moshi),
            Samples(swift: .swift6, typescript: .fetch, kotlin: .kotlinx),
            Samples(swift: .jsonEncodable, typescript: .plain, kotlin: .gson),
            Samples(swift: .objcCompatible, typescript: .angular, kotlin: .jacksonField),
            Samples(swift: .swift6, typescript: .fetch, kotlin: .jacksonGetter),
        ]
    }

    struct Mutant: Sendable, CustomTestStringConvertible {
        var samples: Samples
        var model: String
        var target: Target
        var change: Change
        var testDescription: String {
            "\(change) in \(model) in the \(target.rawValue) (\(samples.testDescription))"
        }
    }

    static let spec = "api/openapi.yaml"
    /// The file of `model` on a code side.
    static func path(of model: String, on target: Target, _ samples: Samples) -> String {
        switch target {
        case .spec: return spec
        case .swift: return "ios/Models/\(model).swift"
        case .typescript: return samples.typescript.path(of: model)
        case .kotlin: return "android/models/\(model).kt"
        }
    }

    /// The §8 section: a bullet per model, and one per status enum.
    static func document(_ samples: Samples) -> String {
        var bullets: [String] = []
        for model in PetstoreModel.all {
            let name = model.name
            // A side names the files of the types its model nests, where their keys are read.
            func side(_ target: Target, _ symbol: String) -> String {
                let files = [name] + model.nested
                var written: [String] = []
                for file in files.map({ path(of: $0, on: target, samples) }) where !written.contains(file) {
                    written.append(file)
                }
                let first = "`\(written[0])` · `\(symbol)`"
                return ([first] + written.dropFirst().map { "`\($0)`" }).joined(separator: ", ")
            }
            bullets.append(
                "- \(name) — `\(spec)#/components/schemas/\(name)` ↔ \(side(.swift, name)) ↔ "
                    + "\(side(.typescript, name)) ↔ \(side(.kotlin, name))")
            guard model.members != nil else { continue }
            let script = samples.typescript
            bullets.append(
                "- \(name) status — `\(spec)#/components/schemas/\(name)/properties/status` ↔ "
                    + "`ios/Models/\(name).swift` · `\(name).Status` ↔ `\(script.path(of: name))` · "
                    + "`\(script.enumName(of: name))` ↔ `android/models/\(name).kt` · `\(name).Status`")
        }
        return "## Mirrored constants\n\n" + bullets.joined(separator: "\n") + "\n"
    }

    /// Every file, each target rendered from `models[target]` (the clean models by default).
    static func files(_ samples: Samples, _ models: [Target: [PetstoreModel]] = [:]) -> [String: String] {
        func of(_ target: Target) -> [PetstoreModel] { models[target] ?? PetstoreModel.all }
        var files: [String: String] = [:]
        files[spec] =
            "openapi: 3.0.0\ninfo:\n  title: OpenAPI Petstore\n  version: 1.0.0\npaths: {}\ncomponents:\n  schemas:\n"
            + of(.spec).map(\.yaml).joined()
        for model in of(.typescript) {
            files[samples.typescript.path(of: model.name), default: ""] += model.typescript(samples.typescript)
        }
        for model in of(.swift) { files["ios/Models/\(model.name).swift"] = model.swift(samples.swift) }
        for model in of(.kotlin) { files["android/models/\(model.name).kt"] = model.kotlin(samples.kotlin) }
        return files
    }

    @Test(arguments: Samples.all)
    func everyBulletIsOkOnTheCleanSamples(_ samples: Samples) throws {
        let report = try InMemoryFiles(Self.files(samples)).check(Self.document(samples))
        #expect(report.bullets.count == 7)
        for bullet in report.bullets {
            #expect(bullet.state == .ok, "\(bullet.bullet.label): \(bullet.detail)")
        }
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    static var mutants: [Mutant] {
        var out: [Mutant] = []
        for samples in Samples.all {
            for model in PetstoreModel.all {
                for target in Target.allCases {
                    func add(_ change: Change) {
                        out.append(Mutant(samples: samples, model: model.name, target: target, change: change))
                    }
                    add(.add)
                    for property in model.properties {
                        add(.rename(property.key))
                        if property.required { add(.makeOptional(property.key)) }
                    }
                    if let members = model.members {
                        add(.renameMember(members[1]))
                        add(.addMember)
                    }
                }
            }
        }
        return out
    }

    /// The models with one change to one of them.
    static func mutated(_ mutant: Mutant) -> [PetstoreModel] {
        PetstoreModel.all.map { model in
            guard model.name == mutant.model else { return model }
            var changed = model
            switch mutant.change {
            case .add: changed.properties.append(.init(key: "nickname", kind: .string))
            case .rename(let key):
                if let index = changed.properties.firstIndex(where: { $0.key == key }) {
                    changed.properties[index].key = key + "Id2"
                }
            case .makeOptional(let key):
                if let index = changed.properties.firstIndex(where: { $0.key == key }) {
                    changed.properties[index].required = false
                }
            case .renameMember(let member):
                for index in changed.properties.indices {
                    if case .enumeration(let values) = changed.properties[index].kind {
                        changed.properties[index].kind = .enumeration(values.map { $0 == member ? member + "2" : $0 })
                    }
                }
            case .addMember:
                for index in changed.properties.indices {
                    if case .enumeration(let values) = changed.properties[index].kind {
                        changed.properties[index].kind = .enumeration(values + ["returned"])
                    }
                }
            }
            return changed
        }
    }

    @Test(arguments: mutants)
    func aChangeIsCaught(_ mutant: Mutant) throws {
        let samples = mutant.samples
        let files = Self.files(samples, [mutant.target: Self.mutated(mutant)])
        let report = try InMemoryFiles(files).check(Self.document(samples))
        var drifting: Set<String> = []
        switch mutant.change {
        case .renameMember, .addMember: drifting = [mutant.model + " status"]
        default: drifting = [mutant.model]
        }
        // Pet nests Category and Tag: a change to their keys is a change to Pet's.
        if ["Category", "Tag"].contains(mutant.model) { drifting.insert("Pet") }
        for bullet in report.bullets {
            var expected: BulletResult.State = drifting.contains(bullet.bullet.label) ? .drift : .ok
            // The status bullet's pointer names the status property: renamed in the spec, it is gone.
            if case .rename("status") = mutant.change, mutant.target == .spec,
                bullet.bullet.label == mutant.model + " status"
            {
                expected = .unresolved
            }
            #expect(bullet.state == expected, "\(bullet.bullet.label): \(bullet.detail)")
        }
        // A change in the spec is drift on each of the three code sides; in one side, on that side.
        let drift = report.findings.filter { $0.rule == .constantDrift }
        let paths = Set(drift.compactMap(\.location?.path))
        if mutant.target == .spec {
            #expect(drift.count == 3 * drifting.count, "\(drift.map(\.message))")
        } else {
            #expect(drift.count == drifting.count, "\(drift.map(\.message))")
            // Pet's finding about its nested keys points at Pet's file.
            let files = drifting.map {
                Self.path(of: $0.replacingOccurrences(of: " status", with: ""), on: mutant.target, samples)
            }
            #expect(paths == Set(files))
        }
    }
}

extension PetstoreSchemaTests {
    /// typescript-fetch's two mappings each say a key: a key written under another name than
    /// the one read is on the wire under both, and the model's bullet drifts; so does a key read
    /// under another name in `FromJSONTyped` alone.
    @Test(arguments: [
        ("'small_Snake': value['smallSnake']", "'small_snake': value['smallSnake']"),
        ("'smallSnake': json['small_Snake'] == null ? undefined : json['small_Snake']", "'smallSnake': json['snake']"),
    ])
    func aKeyOneFetchMappingRenamesIsDrift(_ change: (String, String)) throws {
        let samples = Samples.all[1]
        var files = Self.files(samples)
        let path = samples.typescript.path(of: "Capitalization")
        let source = try #require(files[path])
        #expect(source.contains(change.0))
        files[path] = source.replacingOccurrences(of: change.0, with: change.1)
        let report = try InMemoryFiles(files).check(Self.document(samples))
        let drifting = report.bullets.filter { $0.state != .ok }.map(\.bullet.label)
        #expect(drifting == ["Capitalization"])
        #expect(report.findings.filter { $0.rule == .constantDrift }.compactMap(\.location?.path) == [path])
    }
}
