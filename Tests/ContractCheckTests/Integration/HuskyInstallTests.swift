import Foundation
import Testing

@testable import ContractCheck

/// `contract-check install` in husky 9's layout, reproduced byte for byte from husky 9.1's
/// `index.js` (which writes `.husky/_`) and its `husky` dispatcher (copied there as `h`): the npm
/// package cannot be fetched here, and these files are all of husky that git ever runs.
@Suite struct HuskyInstallTests {
    /// The hooks husky 9 writes a stub for.
    static let huskyHooks = [
        "pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "applypatch-msg", "pre-applypatch",
        "post-applypatch", "pre-rebase", "post-rewrite", "post-checkout", "post-merge", "pre-push", "pre-auto-gc",
    ]

    /// Each stub: two lines, no final newline.
    static let stub = "#!/usr/bin/env sh\n. \"$(dirname \"$0\")/h\""

    /// `.husky/_/h`: runs `.husky/<name of the stub>` with `sh -e`, or exits 0 when there is none.
    static let dispatcher = #"""
        #!/usr/bin/env sh
        [ "$HUSKY" = "2" ] && set -x
        n=$(basename "$0")
        s=$(dirname "$(dirname "$0")")/$n

        [ ! -f "$s" ] && exit 0

        if [ -f "$HOME/.huskyrc" ]; then
        	echo "husky - '~/.huskyrc' is DEPRECATED, please move your code to ~/.config/husky/init.sh"
        fi
        i="${XDG_CONFIG_HOME:-$HOME/.config}/husky/init.sh"
        [ -f "$i" ] && . "$i" "$n"

        [ "${HUSKY-}" = "0" ] && exit 0

        export PATH="node_modules/.bin:$PATH"
        sh -e "$s" "$@"
        c=$?

        [ $c != 0 ] && echo "husky - $n script failed (code $c)"
        [ $c = 127 ] && echo "husky - command not found in PATH=$PATH"
        exit $c

        """#

    /// `.husky/_/husky.sh`: husky 9.1 leaves a deprecation notice where husky 8's helper was.
    static let deprecatedHelper = #"""
        echo "husky - DEPRECATED

        Please remove the following two lines from $0:

        #!/usr/bin/env sh
        . \"\$(dirname -- \"\$0\")/_/husky.sh\"

        They WILL FAIL in v10.0.0
        "
        """#

    /// What `npx husky` leaves in `.husky/_`, by file name.
    static var generatedFiles: [String: String] {
        var files = [".gitignore": "*", "h": dispatcher, "husky.sh": deprecatedHelper]
        for hook in huskyHooks { files[hook] = stub }
        return files
    }

    /// The team's own pre-commit script, as husky 9's `husky init` starts it plus a marker.
    static let teamPreCommit = "echo team-pre-commit-ran >&2\n"

    /// A repository with the contract, husky 9's `.husky/_` and the team's `.husky/pre-commit`
    /// (committed), `core.hooksPath` set as husky sets it.
    static func huskyRepository() throws -> TempGitRepo {
        let repo = try ContractFixture.make(installHooks: false, commit: false)
        for (name, content) in generatedFiles {
            try repo.write(".husky/_/" + name, content)
            let mode = huskyHooks.contains(name) || name == "h" ? 0o755 : 0o644
            try FileManager.default.setAttributes(
                [.posixPermissions: mode], ofItemAtPath: repo.root + "/.husky/_/" + name)
        }
        try repo.write(".husky/pre-commit", teamPreCommit)
        try repo.git(["config", "core.hooksPath", ".husky/_"])
        try repo.git(["add", "-A"])
        try repo.git(["commit", "-q", "--no-verify", "-m", "initial"])
        return repo
    }

    /// PATH with the built contract-check first: the lines husky runs name it, as its scripts
    /// name every tool.
    static func environment(_ repo: TempGitRepo) -> [String: String] {
        let binaryDirectory = URL(fileURLWithPath: TempGitRepo.binary).deletingLastPathComponent().path
        return ["PATH": binaryDirectory + ":" + (repo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    /// Every file of `.husky/_`, by name.
    static func generatedFolder(_ repo: TempGitRepo) throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: repo.root + "/.husky/_")
        var files: [String: String] = [:]
        for name in names { files[name] = try repo.read(".husky/_/" + name) }
        return files
    }

    @Test func installAddsItsLinesToTheTeamsScriptsAndLeavesHuskysFilesAlone() throws {
        let repo = try Self.huskyRepository()
        #expect(try repo.git(["status", "--porcelain", "--ignored", ".husky/_"]).stdout == "!! .husky/_/\n")
        let install = try repo.contractCheck(["install"])
        #expect(install.status == 0, "\(install.output)")
        #expect(
            install.stdout == """
                added contract-check's line to husky's pre-commit script: \(repo.root)/.husky/pre-commit
                created husky's commit-msg script with contract-check's line: \(repo.root)/.husky/commit-msg

                """)
        #expect(
            try Self.generatedFolder(repo) == Self.generatedFiles, "husky's own files are never renamed or rewritten")
        #expect(
            try repo.read(".husky/pre-commit") == HuskyLayout.marker + "\ncontract-check hook pre-commit\n"
                + Self.teamPreCommit)
        #expect(try repo.read(".husky/commit-msg") == HuskyLayout.marker + "\ncontract-check hook commit-msg \"$1\"\n")
        // The advice names the team's scripts, never husky's ignored folder (git refuses to add it).
        #expect(install.stderr.contains("(git add .husky/pre-commit .husky/commit-msg)"), "\(install.stderr)")
        #expect(!install.stderr.contains(".husky/_"), "\(install.stderr)")

        let env = Self.environment(repo)
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["-m", "Change the routes"], env: env)
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("team-pre-commit-ran"), "the team's script still runs: \(blocked.output)")
        #expect(blocked.stderr.contains("[anchor-without-document]"), "\(blocked.output)")
        #expect(blocked.output.contains("husky - commit-msg script failed (code 1)"), "\(blocked.output)")
        #expect(try repo.log() == ["initial"])
        let excused = try repo.tryCommit(
            ["-m", "Change the routes\n\nContract-Unchanged: an internal refactor"], env: env)
        #expect(excused.status == 0, "\(excused.output)")
        #expect(excused.stderr.contains("team-pre-commit-ran"), "\(excused.output)")
        #expect(try repo.log() == ["Change the routes", "initial"])
    }

    /// `--chain` and `--force` name what to do with a foreign hook; in husky's layout there is
    /// none to touch, and running install again changes nothing.
    @Test(arguments: [["install", "--chain"], ["install", "--force"]])
    func chainAndForceNeverRenameHuskysStubs(arguments: [String]) throws {
        let repo = try Self.huskyRepository()
        let first = try repo.contractCheck(arguments)
        #expect(first.status == 0, "\(first.output)")
        #expect(try Self.generatedFolder(repo) == Self.generatedFiles)
        let script = try repo.read(".husky/pre-commit")
        let again = try repo.contractCheck(arguments)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.stdout.contains("husky's pre-commit script already runs contract-check"), "\(again.output)")
        #expect(try repo.read(".husky/pre-commit") == script)
        #expect(try Self.generatedFolder(repo) == Self.generatedFiles)
    }

    /// A script ending in `exit 0` would never reach an appended line: the line goes first.
    @Test func theLineGoesBeforeATopLevelExit() throws {
        let repo = try Self.huskyRepository()
        try repo.write(".husky/pre-commit", "npx lint-staged\nexit 0\n")
        let install = try repo.contractCheck(["install", "--hook", "pre-commit"])
        #expect(install.status == 0, "\(install.output)")
        #expect(
            try repo.read(".husky/pre-commit")
                == HuskyLayout.marker + "\ncontract-check hook pre-commit\nnpx lint-staged\nexit 0\n")
    }

    /// Scripts where a line before the first unindented `exit` never runs (issue 17, item 5):
    /// the exit inside a heredoc, a function, an `if`, a CRLF script, and an `echo` that only
    /// mentions the line. Each is installed into, then an anchor commit is really made through
    /// husky's `h`: it is blocked.
    @Test(arguments: [
        "#!/bin/sh\ncat <<EOF\nusage:\nexit 0\nEOF\nexit 0\n",
        "#!/bin/sh\n# a helper\nquit() {\nexit 0\n}\nexit 0\n",
        "if false; then\nexit 0\nfi\nexit 0\n",
        "#!/bin/sh\r\necho team\r\nexit 0\r\n",
        "echo 'run: contract-check hook commit-msg \"$1\"'\nexit 0\n",
    ])
    func theLineRunsWhateverTheScript(script: String) throws {
        let repo = try Self.huskyRepository()
        try repo.write(".husky/commit-msg", script)
        let install = try repo.contractCheck(["install", "--hook", "commit-msg"], env: Self.environment(repo))
        #expect(install.status == 0, "\(install.output)")
        #expect(
            install.stdout.contains("added contract-check's line to husky's commit-msg script"), "\(install.output)")
        let written = try repo.read(".husky/commit-msg")
        if script.contains("\r\n") {
            #expect(
                written
                    == "#!/bin/sh\r\n" + HuskyLayout.marker + "\r\ncontract-check hook commit-msg \"$1\" #\r\n"
                    + "echo team\r\nexit 0\r\n")
            #expect(!written.utf8.split(separator: UInt8(ascii: "\n")).dropLast().contains { $0.last != 13 })
        }
        try repo.append("src/api/routes.ts", "export const more = 1;")
        try repo.git(["add", "src/api/routes.ts"])
        let blocked = try repo.tryCommit(["-m", "Change the routes"], env: Self.environment(repo))
        #expect(blocked.status == 1, "\(blocked.output)")
        #expect(blocked.stderr.contains("src/api/routes.ts: error: [anchor-without-document]"), "\(blocked.output)")
        #expect(try repo.log() == ["initial"])
        // Installing again finds its own line and changes nothing.
        let again = try repo.contractCheck(["install", "--hook", "commit-msg"], env: Self.environment(repo))
        #expect(again.stdout.contains("husky's commit-msg script already runs contract-check"), "\(again.output)")
        #expect(try repo.read(".husky/commit-msg") == written)
    }

    /// A husky re-install replaces only the exact line install wrote after its marker: a
    /// user's own line there is kept, and install adds its own pair (issue 17, item 2).
    @Test func aUsersLineAfterTheMarkerIsKept() throws {
        let script = HuskyLayout.marker + "\nnpm run my-own-check\n"
        let edit = HuskyLayout.edit(script, hook: "pre-commit", command: "contract-check")
        #expect(
            edit
                == .added(
                    HuskyLayout.marker + "\n" + HuskyLayout.marker
                        + "\ncontract-check hook pre-commit\nnpm run my-own-check\n"))
        // A pair an earlier install left below an `exit` moves to the top, the path updated.
        let old = "if x; then\n  exit 0\nfi\n" + HuskyLayout.marker + "\n'/old/contract-check' hook pre-commit\n"
        #expect(
            HuskyLayout.edit(old, hook: "pre-commit", command: "contract-check")
                == .updated(HuskyLayout.marker + "\ncontract-check hook pre-commit\nif x; then\n  exit 0\nfi\n"))
    }

    /// A bare `contract-check` line with no contract-check on PATH says so (a warning: the line
    /// is right for the team; issue 17, item 6); with it on PATH, or with --executable, it does not.
    @Test func aBareLineWithoutTheToolOnPathWarns() throws {
        let repo = try Self.huskyRepository()
        let missing = try repo.contractCheck(["install", "--hook", "commit-msg"], env: ["PATH": "/usr/bin:/bin"])
        #expect(missing.status == 0, "\(missing.output)")
        #expect(
            missing.stderr.contains(
                "contract-check: warning: husky's scripts run contract-check from PATH, and no contract-check is "
                    + "on PATH here (\"/usr/bin:/bin\"), so every commit would stop with \"contract-check: not "
                    + "found\" (exit 127): put it on PATH"), "\(missing.stderr)")
        #expect(missing.stderr.contains("or run install again with --executable <path>"))
        let found = try repo.contractCheck(["install", "--hook", "commit-msg"], env: Self.environment(repo))
        #expect(!found.stderr.contains("no contract-check is on PATH"), "\(found.stderr)")
        let named = try repo.contractCheck(
            ["install", "--hook", "commit-msg", "--executable", TempGitRepo.binary], env: ["PATH": "/usr/bin:/bin"])
        #expect(named.status == 0, "\(named.output)")
        #expect(!named.stderr.contains("no contract-check is on PATH"), "\(named.stderr)")
    }

    /// The README's hand-written lines already run contract-check: install leaves them as they are.
    @Test func aHandWrittenLineIsKept() throws {
        let repo = try Self.huskyRepository()
        try repo.write(
            ".husky/commit-msg", "npx --no -- commitlint --edit \"$1\"\ncontract-check hook commit-msg \"$1\"\n")
        let install = try repo.contractCheck(["install", "--hook", "commit-msg"])
        #expect(install.status == 0, "\(install.output)")
        #expect(install.stdout.contains("husky's commit-msg script already runs contract-check"))
        #expect(
            try repo.read(".husky/commit-msg")
                == "npx --no -- commitlint --edit \"$1\"\ncontract-check hook commit-msg \"$1\"\n")
        #expect(
            !install.stderr.contains("git add"), "nothing changed, so there is nothing to commit: \(install.stderr)")
    }

    /// A hook that picks its script by its own name (husky's stub, copied where git's own hooks
    /// are) would silently run nothing once renamed: `--chain` refuses it and says why.
    @Test func chainRefusesAHookThatDispatchesOnItsName() throws {
        let repo = try ContractFixture.make(installHooks: false)
        try repo.write(".git/hooks/h", Self.dispatcher)
        try repo.write(".git/hooks/pre-commit", Self.stub)
        for name in ["h", "pre-commit"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: repo.root + "/.git/hooks/" + name)
        }
        let chained = try repo.contractCheck(["install", "--chain"])
        #expect(chained.status == 1, "\(chained.output)")
        #expect(chained.stderr.contains("picks what it runs by its own file name"), "\(chained.stderr)")
        #expect(try repo.read(".git/hooks/pre-commit") == Self.stub)
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.git/hooks/pre-commit.pre-contract-check"))
        #expect(chained.stdout.contains("installed commit-msg hook"), "the other hook still installs")
    }

    /// `HuskyLayout.edit`, table-driven: what happens to each kind of script.
    @Test(
        arguments: [
            (nil, HuskyLayout.Edit.created(HuskyLayout.marker + "\ncontract-check hook pre-commit\n")),
            ("", .created(HuskyLayout.marker + "\ncontract-check hook pre-commit\n")),
            ("npm test", .added(HuskyLayout.marker + "\ncontract-check hook pre-commit\nnpm test")),
            ("npm test\n", .added(HuskyLayout.marker + "\ncontract-check hook pre-commit\nnpm test\n")),
            ("a\nexec b\n", .added(HuskyLayout.marker + "\ncontract-check hook pre-commit\na\nexec b\n")),
            (
                "#!/bin/sh\n# lint\n\nif x; then\n  exit 1\nfi\n",
                .added(
                    "#!/bin/sh\n# lint\n\n" + HuskyLayout.marker + "\ncontract-check hook pre-commit\nif x; then\n"
                        + "  exit 1\nfi\n")
            ),
            (
                "echo contract-check hook pre-commit\n",
                .added(
                    HuskyLayout.marker + "\ncontract-check hook pre-commit\n"
                        + "echo contract-check hook pre-commit\n")
            ),
            (
                HuskyLayout.marker + "\n'/old/contract-check' hook pre-commit\n",
                .updated(HuskyLayout.marker + "\ncontract-check hook pre-commit\n")
            ),
            ("contract-check hook pre-commit\n", .present),
            (
                "# contract-check hook pre-commit\n",
                .added(
                    "# contract-check hook pre-commit\n" + HuskyLayout.marker
                        + "\ncontract-check hook pre-commit\n")
            ),
        ] as [(String?, HuskyLayout.Edit)])
    func editPlacesTheLine(script: String?, expected: HuskyLayout.Edit) {
        #expect(HuskyLayout.edit(script, hook: "pre-commit", command: "contract-check") == expected)
    }

    @Test(arguments: [
        (stub, true),
        ("#!/bin/sh\nhookName=`basename \"$0\"`\nnode run.js $hookName\n", true),
        ("#!/bin/sh\nexec tool \"${0##*/}\"\n", true),
        ("#!/bin/sh\n. \"$(dirname -- \"$0\")/_/husky.sh\"\nnpm test\n", true),
        (
            "#!/usr/bin/env bash\nHERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\n"
                + "exec python -mpre_commit --hook-dir \"$HERE\"\n",
            false
        ),
        ("#!/bin/sh\nnpm test\n", false),
    ])
    func chainingKnowsWhichHooksDependOnTheirName(script: String, dependsOnName: Bool) {
        #expect(HookInstaller.picksItsScriptByName(script) == dependsOnName)
    }
}
