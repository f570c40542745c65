/// The fixtures of `StyleFixtureMutantTests` whose shapes come from more than one declaration:
/// declaration merging and inheritance.
extension StyleFixtures {
    /// TypeScript declaration merging: an interface declared twice in one file, an enum declared
    /// twice in one file, and an interface of one module file augmented in another
    /// (`declare module "./profile"`), its mutants made in either file.
    static let merging = Style(
        name: "declaration merging",
        bullets: [
            "Settings keys `{theme,locale,fontScale?}` — `Settings.swift` · `Settings` ↔ `settings.ts` · "
                + "`Settings`.",
            "Themes `light|dark|system` — `Settings.swift` · `Theme` ↔ `settings.ts` · `Theme`.",
            "Profile keys `{id,name,avatar?}` — `Settings.swift` · `Profile` ↔ `profile.ts` · `Profile`, "
                + "`profile-avatar.ts` · `Profile`.",
        ],
        files: [
            "Settings.swift": """
            struct Settings: Codable, Equatable {
                var theme: Theme
                var locale: String
                var fontScale: Double?
            }

            enum Theme: String, Codable, CaseIterable {
                case light
                case dark
                case system
            }

            struct Profile: Codable {
                let id: String
                let name: String
                var avatar: String?
            }
            """,
            "settings.ts": """
            export interface Settings {
              theme: Theme;
              locale: string;
            }

            // A later declaration of the same interface adds its keys (as a plugin's augmentation does).
            export interface Settings {
              fontScale?: number;
            }

            export enum Theme {
              Light = "light",
              Dark = "dark",
            }

            export enum Theme {
              System = "system",
            }
            """,
            "profile.ts": """
            export interface Profile {
              id: string;
              name: string;
            }
            """,
            // Another module adds a key to it by augmenting the module (across files, the one way
            // two module files' interfaces merge).
            "profile-avatar.ts": """
            import "./profile";

            declare module "./profile" {
              interface Profile {
                avatar?: string;
              }
            }
            """,
        ],
        details: [
            "3 keys match Settings on both sides", "3 members match Theme on both sides",
            "3 keys match Profile on both sides",
        ],
        minimum: [.rename: 18, .addKey: 7, .dropKey: 18, .flipOptional: 12])

    /// Inheritance: `interface B extends A` in TypeScript, a Kotlin subclass whose overridden
    /// properties are keys and whose computed `override val … get() = …` is not.
    static let inheritance = Style(
        name: "extends and inheritance",
        bullets: [
            "Dog keys `{id,name,breed,goodBoy?}` — `Dog.swift` · `Dog` ↔ `animals.ts` · `Dog` ↔ `Animals.kt` · "
                + "`Dog`."
        ],
        files: [
            "Dog.swift": """
            struct Dog: Codable {
                let id: String
                let name: String
                let breed: String
                var goodBoy: Bool?
            }
            """,
            "animals.ts": """
            export interface Entity {
              id: string;
            }

            export interface Animal extends Entity {
              name: string;
            }

            export interface Dog extends Animal {
              breed: string;
              goodBoy?: boolean;
            }
            """,
            "Animals.kt": """
            import kotlinx.serialization.Serializable

            @Serializable
            abstract class Animal {
                abstract val id: String
                abstract val name: String
                abstract val kind: String
            }

            @Serializable
            data class Dog(
                override val id: String,
                override val name: String,
                val breed: String,
                val goodBoy: Boolean? = null,
            ) : Animal() {
                override val kind: String get() = "dog"
                override fun toString(): String = "Dog($name)"
            }
            """,
        ],
        details: ["4 keys match Dog on all sides"],
        minimum: [.rename: 12, .addKey: 3, .dropKey: 12, .flipOptional: 12])
}
