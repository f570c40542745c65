import Testing

@testable import ContractCheck

/// openapi-generator's petstore (`PetstoreModels`) checked schema-first: the spec and the Swift,
/// TypeScript and Kotlin models it generates, each model a bullet naming only the schema and the
/// three models, each status enum a bullet naming the schema's enum and the three enums. Clean,
/// every bullet is ok; every key renamed, added or made optional in the spec alone, or in one
/// side alone, is drift on that model's bullet only.
@Suite struct PetstoreSchemaTests {
    enum Target: String, Sendable, CaseIterable {
        case spec, swift, typescript, kotlin
    }

    enum Change: Sendable {
        case rename(String)
        case add
        case makeOptional(String)
        case renameMember(String)
    }

    struct Mutant: Sendable, CustomTestStringConvertible {
        var model: String
        var target: Target
        var change: Change
        var testDescription: String { "\(change) in \(model) in the \(target.rawValue)" }
    }

    static let spec = "api/openapi.yaml"
    /// The file of `model` on a code side.
    static func path(of model: String, on target: Target) -> String {
        switch target {
        case .spec: return spec
        case .swift: return "ios/Models/\(model).swift"
        case .typescript: return "web/api.ts"
        case .kotlin: return "android/models/\(model).kt"
        }
    }

    /// The §8 section: a bullet per model, and one per status enum.
    static var document: String {
        var bullets: [String] = []
        for model in PetstoreModel.all {
            let hasStatus = model.properties.contains { $0.key == "status" }
            // A side names the files of the types its model nests, where their keys are read.
            let nested = model.properties.compactMap { property -> String? in
                switch property.kind {
                case .reference(let type), .array(let type): return type
                default: return nil
                }
            }
            let swift = nested.map { ", `ios/Models/\($0).swift`" }.joined()
            let kotlin = nested.map { ", `android/models/\($0).kt`" }.joined()
            bullets.append(
                "- \(model.name) — `\(spec)#/components/schemas/\(model.name)` ↔ `ios/Models/\(model.name).swift` · "
                    + "`\(model.name)`\(swift) ↔ `web/api.ts` · `\(model.name)` ↔ `android/models/\(model.name).kt` · "
                    + "`\(model.name)`\(kotlin)")
            guard hasStatus else { continue }
            bullets.append(
                "- \(model.name) status — `\(spec)#/components/schemas/\(model.name)/properties/status` ↔ "
                    + "`ios/Models/\(model.name).swift` · `\(model.name).Status` ↔ `web/api.ts` · "
                    + "`\(model.name)StatusEnum` ↔ `android/models/\(model.name).kt` · `\(model.name).Status`")
        }
        return "## Mirrored constants\n\n" + bullets.joined(separator: "\n") + "\n"
    }

    /// Every file, each target rendered from `models[target]` (the clean models by default).
    static func files(_ models: [Target: [PetstoreModel]] = [:]) -> [String: String] {
        func of(_ target: Target) -> [PetstoreModel] { models[target] ?? PetstoreModel.all }
        var files: [String: String] = [:]
        files[spec] =
            "openapi: 3.0.0\ninfo:\n  title: OpenAPI Petstore\n  version: 1.0.0\npaths: {}\ncomponents:\n  schemas:\n"
            + of(.spec).map(\.yaml).joined()
        files["web/api.ts"] = of(.typescript).map(\.typescript).joined()
        for model in of(.swift) { files["ios/Models/\(model.name).swift"] = model.swift }
        for model in of(.kotlin) { files["android/models/\(model.name).kt"] = model.kotlin }
        return files
    }

    @Test func everyBulletIsOkOnTheCleanSamples() throws {
        let report = try InMemoryFiles(Self.files()).check(Self.document)
        #expect(report.bullets.count == 6)
        for bullet in report.bullets {
            #expect(bullet.state == .ok, "\(bullet.bullet.label): \(bullet.detail)")
        }
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    static var mutants: [Mutant] {
        var out: [Mutant] = []
        for model in PetstoreModel.all {
            for target in Target.allCases {
                out.append(Mutant(model: model.name, target: target, change: .add))
                for property in model.properties {
                    out.append(Mutant(model: model.name, target: target, change: .rename(property.key)))
                    if property.required {
                        out.append(Mutant(model: model.name, target: target, change: .makeOptional(property.key)))
                    }
                    if case .enumeration(let values) = property.kind {
                        out.append(Mutant(model: model.name, target: target, change: .renameMember(values[1])))
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
            }
            return changed
        }
    }

    @Test(arguments: mutants)
    func aChangeIsCaught(_ mutant: Mutant) throws {
        let report = try InMemoryFiles(Self.files([mutant.target: Self.mutated(mutant)])).check(Self.document)
        var drifting: Set<String> = []
        if case .renameMember = mutant.change {
            drifting = [mutant.model + " status"]
        } else {
            drifting = [mutant.model]
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
                Self.path(of: $0.replacingOccurrences(of: " status", with: ""), on: mutant.target)
            }
            #expect(paths == Set(files))
        }
    }
}
