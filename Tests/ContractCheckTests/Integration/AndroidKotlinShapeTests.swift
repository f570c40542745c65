import Foundation
import Testing

/// One-sided Kotlin changes on a copy of `Examples/beebox-android`: each is caught on the Kotlin
/// side by the symbol scope, the wire shape or the closed set, while every other side agrees.
@Suite struct AndroidKotlinShapeTests {
    static let models = "android-app/app/src/main/kotlin/app/beebox/android/model/NativeComposerContract.kt"
    static let pairedBox = "android-app/app/src/main/kotlin/app/beebox/android/model/PairedBox.kt"

    struct Case: Sendable, CustomTestStringConvertible {
        var what: String
        var path: String = AndroidKotlinShapeTests.models
        /// Replacements applied in order, each once.
        var edits: [(String, String)]
        var bullet: String
        /// Text the bullet's drift findings' messages contain, one per finding, in order.
        var findings: [String]
        var testDescription: String { what }
    }

    static let emissionText = "    val id: String,\n    val text: String,\n    val origin"

    @Test(arguments: [
        Case(
            what: "a rename inside the named data class, another text staying in the file",
            edits: [(emissionText, "    val id: String,\n    val body: String,\n    val origin")],
            bullet: "Emission V2 JSON keys",
            findings: [
                "NativeEmissionV2 in \"\(models)\" has the key \"body\" where \"Emission V2 JSON keys\" lists \"text\"."
            ]),
        Case(
            what: "an extra property",
            edits: [("    val diarized: Boolean,\n", "    val diarized: Boolean,\n    val language: String,\n")],
            bullet: "Emission V2 JSON keys",
            findings: ["NativeEmissionV2 in \"\(models)\" carries the key \"language\""]),
        Case(
            what: "optional in the document, required in Kotlin (String? = null to String)",
            edits: [("    val hqService: String? = null,\n", "    val hqService: String,\n")],
            bullet: "Emission V2 JSON keys",
            findings: ["\"hqService\" is optional in \"Emission V2 JSON keys\" (\"hqService?\") but NativeEmissionV2"]),
        Case(
            what: "required in the document, optional in Kotlin (String to String? = null)",
            edits: [(emissionText, "    val id: String,\n    val text: String? = null,\n    val origin")],
            bullet: "Emission V2 JSON keys",
            findings: ["\"text\" is required by \"Emission V2 JSON keys\" but optional in NativeEmissionV2"]),
        Case(
            what: "a @SerialName rename of a key",
            edits: [(emissionText, "    val id: String,\n    @SerialName(\"body\") val text: String,\n    val origin")],
            bullet: "Emission V2 JSON keys",
            findings: [
                "NativeEmissionV2 in \"\(models)\" has the key \"body\" where \"Emission V2 JSON keys\" lists \"text\"."
            ]),
        Case(
            what: "a @Transient property is off the wire",
            edits: [
                (
                    "    val selections: List<NativeEmissionSelection>,\n",
                    "    @Transient val selections: List<NativeEmissionSelection> = emptyList(),\n"
                        + "    @Transient val draftOnly: Boolean = false,\n"
                )
            ],
            bullet: "Emission V2 JSON keys",
            findings: ["\"selections\" of \"Emission V2 JSON keys\" is missing from NativeEmissionV2"]),
        Case(
            what: "a closed set with an extra enum entry",
            edits: [
                (
                    "        @SerialName(\"textbox\") TEXTBOX,\n",
                    "        @SerialName(\"textbox\") TEXTBOX,\n        @SerialName(\"link\") LINK,\n"
                )
            ],
            bullet: "Composer command V2 + result",
            findings: [
                "has the member \"point-at-control\"", "has the member \"point-at-control\"",
                "has the member \"point-at-control\"",
                "Role in \"\(models)\" has the member \"link\", which \"Composer command V2 + result\" does not list",
            ]),
        Case(
            what: "a value moved out of the named getter, the constant staying in the file",
            path: pairedBox,
            edits: [("Uri.parse(\"$baseUrl/chat?$NATIVE_COMPOSER_QUERY\")", "Uri.parse(\"$baseUrl/chat\")")],
            bullet: "Webview param",
            findings: [
                "\"nativeComposer=1\" of \"Webview param\" is not inside \"chatUrl\" in \"\(pairedBox)\" "
                    + "(found at line 26, in PairedBox)"
            ]),
    ])
    func caught(_ example: Case) throws {
        let repo = try ExampleRepo.make(installHooks: false, example: "beebox-android")
        for (old, new) in example.edits {
            let text = try repo.read(example.path)
            #expect(text.components(separatedBy: old).count == 2, "\"\(old)\" must occur once in \(example.path)")
            try repo.write(example.path, text.replacingOccurrences(of: old, with: new))
        }
        let result = try repo.contractCheck(["constants", "--format", "json"])
        #expect(result.status == 1, "\(result.output)")
        let report = try ConstantsJSON(result.stdout)
        #expect(report.states[example.bullet] == "drift", "\(report.states)")
        let messages = report.messages(rule: "constant-drift").filter { $0.contains("\"\(example.bullet)\"") }
        #expect(messages.count == example.findings.count, "\(messages)")
        for (message, expected) in zip(messages, example.findings) {
            #expect(message.contains(expected), "\(message)")
        }
    }

    /// The text rename inside `NativeEmissionV2`, committed with the hooks installed: blocked at
    /// commit-msg as new drift, the tripwire's trailer notwithstanding.
    @Test func theRenameIsBlockedAtCommit() throws {
        let repo = try ExampleRepo.make(installHooks: true, example: "beebox-android")
        try ExampleRepo.replace(
            repo, Self.models, Self.emissionText,
            "    val id: String,\n    val body: String,\n    val origin")
        try repo.git(["add", Self.models])
        let commit = try repo.git(
            [
                "commit", "-q", "-m", "Rename the emission text on Android",
                "-m", "Contract-Unchanged: a rename",
            ], check: false)
        #expect(commit.status == 1, "\(commit.output)")
        #expect(
            commit.output.contains(
                "NativeEmissionV2 in \"\(Self.models)\" has the key \"body\" where \"Emission V2 JSON keys\" lists "
                    + "\"text\"."),
            "\(commit.output)")
    }
}
