import AnchorManifest

/// Where a commit stands when it is judged, which is what its findings say about it: the one
/// stage the hooks, `check` and `ci` are judged at.
package enum JudgementStage: Sendable, Equatable {
    /// `hook pre-commit`: no message yet; only a staged document that no longer parses blocks.
    case preCommit
    /// `hook commit-msg` and `check`: the message is known, every finding blocks.
    case commitMsg
    /// `ci`: the commit is made; its findings name it and say how to add a trailer to it.
    case committed(ObjectID)

    /// True where the message is known, so every finding blocks (commit-msg, `check`, `ci`);
    /// false at pre-commit, which warns of what the message must settle.
    package var gates: Bool { self != .preCommit }
}

/// What was read of one commit under one configuration that applies to it (its parent's or
/// its own, with the command line's settings on top of both): the gatherers (`CommitJudge`
/// for the hooks and `check`, `CICommitJudge` for `ci`) read it from git; `CommitDecision`
/// decides over it without reading anything.
struct CommitReading: Sendable {
    /// The contract document under this configuration.
    enum Manifest: Sendable {
        /// It parses: the manifest the tripwire reads.
        case parsed(AnchorManifest)
        /// There is no document (history from before it existed): nothing to keep to.
        case missing
        /// It exists and does not parse.
        case invalid(AnchorManifestError)
    }

    /// The commit's §8 reading against its parent(s) under this configuration.
    enum Constants: Sendable {
        /// The check does not apply (no §8, the commit touches neither the document nor a §8
        /// file, or it was not asked for).
        case none
        /// The §8 report of the commit: what it introduces against its parent(s).
        case report(ConstantsReport)
        /// §8 does not parse at the commit.
        case invalid(AnchorManifestError)
    }

    var configuration: Configuration
    var manifest: Manifest
    /// The document's path and, when it is a symbolic link, the files it leads to (path first):
    /// a change of any of them is a change of the document.
    var documentAliases: [String]
    /// What the commit changes under this configuration's reading (for a merge, what it adds to
    /// the automatic merge of its parents).
    var changes: ChangeSet
    var constants: Constants
    /// The `LINT.IfChange` rule's evaluation of the change with the message's waivers (nil:
    /// not read); it does not depend on the configuration, so every reading shares it.
    var ifChange: IfChangeReading? = nil
}
