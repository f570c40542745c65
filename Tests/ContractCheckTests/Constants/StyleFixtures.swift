/// The fixtures of `StyleFixtureMutantTests`, one per style issue 18 names, each written the way
/// code of that style is written and mirrored on the other sides in their usual style.
enum StyleFixtures {
    typealias Style = StyleFixtureMutantTests.Style

    /// OpenAPI generators' output: typescript-fetch's `as const` enums (string and numeric
    /// members) and model interfaces, swift5's `String`/`Int` enums and `Codable` structs, and
    /// kotlin's `enum class` with `@SerialName` and a `data class`.
    static let generator = Style(
        name: "generator-style as const enums and numeric members",
        bullets: [
            "Pet status `available|pending|sold` — `PetStatus.swift` · `PetStatus` ↔ `models/PetStatus.ts` · "
                + "`PetStatus` ↔ `PetStatus.kt` · `PetStatus`.",
            "Pet priority `1|-1|0` — `PetStatus.swift` · `PetPriority` ↔ `models/PetPriority.ts` · `PetPriority`.",
            "Pet keys `{id,name,photoUrls,status?}` — `Pet.swift` · `Pet` ↔ `models/Pet.ts` · `Pet` ↔ "
                + "`Pet.kt` · `Pet`.",
        ],
        files: [
            "PetStatus.swift": """
            import Foundation

            /** pet status in the store */
            public enum PetStatus: String, Codable, CaseIterable {
                case available = "available"
                case pending = "pending"
                case sold = "sold"
            }

            public enum PetPriority: Int, Codable, CaseIterable {
                case number1 = 1
                case numberMinus1 = -1
                case number0 = 0
            }
            """,
            "models/PetStatus.ts": """
            /* tslint:disable */
            /* eslint-disable */
            /**
             * pet status in the store
             * @export
             */
            export const PetStatus = {
                Available: 'available',
                Pending: 'pending',
                Sold: 'sold'
            } as const;
            export type PetStatus = typeof PetStatus[keyof typeof PetStatus];

            export function PetStatusFromJSON(json: any): PetStatus {
                return json as PetStatus;
            }
            """,
            "models/PetPriority.ts": """
            /**
             * @export
             */
            export const PetPriority = {
                NUMBER_1: 1,
                NUMBER_MINUS_1: -1,
                NUMBER_0: 0
            } as const;
            export type PetPriority = typeof PetPriority[keyof typeof PetPriority];
            """,
            "PetStatus.kt": """
            package org.openapitools.client.models

            import kotlinx.serialization.SerialName
            import kotlinx.serialization.Serializable

            /**
             * pet status in the store
             */
            @Serializable
            enum class PetStatus(val value: kotlin.String) {
                @SerialName(value = "available")
                AVAILABLE("available"),

                @SerialName(value = "pending")
                PENDING("pending"),

                @SerialName(value = "sold")
                SOLD("sold");

                override fun toString(): kotlin.String = value
            }
            """,
            "Pet.swift": """
            import Foundation

            public struct Pet: Codable, Hashable {
                public var id: Int64
                public var name: String
                public var photoUrls: [String]
                public var status: PetStatus?

                public init(id: Int64, name: String, photoUrls: [String], status: PetStatus? = nil) {
                    self.id = id
                    self.name = name
                    self.photoUrls = photoUrls
                    self.status = status
                }
            }
            """,
            "models/Pet.ts": """
            import type { PetStatus } from './PetStatus';

            /**
             * A pet for sale in the pet store
             * @export
             * @interface Pet
             */
            export interface Pet {
                /**
                 * @type {number}
                 * @memberof Pet
                 */
                id: number;
                /**
                 * @type {string}
                 * @memberof Pet
                 */
                name: string;
                /**
                 * @type {Array<string>}
                 * @memberof Pet
                 */
                photoUrls: Array<string>;
                /**
                 * @type {PetStatus}
                 * @memberof Pet
                 */
                status?: PetStatus;
            }
            """,
            "Pet.kt": """
            package org.openapitools.client.models

            import kotlinx.serialization.SerialName
            import kotlinx.serialization.Serializable

            @Serializable
            data class Pet(
                @SerialName(value = "id") val id: kotlin.Long,
                @SerialName(value = "name") val name: kotlin.String,
                @SerialName(value = "photoUrls") val photoUrls: kotlin.collections.List<kotlin.String>,
                @SerialName(value = "status") val status: PetStatus? = null
            )
            """,
        ],
        details: [
            "3 members match PetStatus on all sides", "3 members match PetPriority on both sides",
            "4 keys match Pet on all sides",
        ],
        minimum: [.rename: 27, .addKey: 8, .dropKey: 27, .flipOptional: 12])

    /// zod schemas built with the combinators (`.extend`, `.omit`, `.pick`, `.merge`, `z.union`,
    /// `z.discriminatedUnion`) against Swift `Codable` types.
    static let zod = Style(
        name: "zod combinators",
        bullets: [
            "Profile keys `{id,name,email?}` — `Profile.swift` · `Profile` ↔ `schemas.ts` · `profileSchema`.",
            "Public profile keys `{id,name}` — `Profile.swift` · `PublicProfile` ↔ `schemas.ts` · "
                + "`publicProfileSchema`.",
            "Profile summary keys `{id,email?}` — `Profile.swift` · `ProfileSummary` ↔ `schemas.ts` · "
                + "`summarySchema`.",
            "Audited profile keys `{id,name,email?,updatedAt}` — `Profile.swift` · `AuditedProfile` ↔ "
                + "`schemas.ts` · `auditedSchema`.",
            "Event kinds `created|deleted` — `Profile.swift` · `EventKind` ↔ `schemas.ts` · `eventSchema`.",
        ],
        files: [
            "Profile.swift": """
            struct Profile: Codable {
                let id: String
                let name: String
                var email: String?
            }

            struct PublicProfile: Codable {
                let id: String
                let name: String
            }

            struct ProfileSummary: Codable {
                let id: String
                var email: String?
            }

            struct AuditedProfile: Codable {
                let id: String
                let name: String
                var email: String?
                let updatedAt: Date
            }

            enum EventKind: String, Codable {
                case created
                case deleted
            }
            """,
            "schemas.ts": """
            import { z } from "zod";

            const baseSchema = z.object({
              id: z.string().uuid(),
              name: z.string().min(1),
            });

            export const profileSchema = baseSchema.extend({
              email: z.string().email().optional(),
            });

            export const publicProfileSchema = profileSchema.omit({ email: true });

            export const summarySchema = profileSchema.pick({ id: true, email: true });

            const auditSchema = z.object({
              updatedAt: z.string().datetime(),
            });

            export const auditedSchema = profileSchema.merge(auditSchema);

            export const eventSchema = z.discriminatedUnion("kind", [
              z.object({ kind: z.literal("created"), profile: profileSchema }),
              z.object({ kind: z.literal("deleted"), id: z.string() }),
            ]);

            export type Profile = z.infer<typeof profileSchema>;
            """,
        ],
        details: [
            "3 keys match Profile ↔ profileSchema", "2 keys match PublicProfile ↔ publicProfileSchema",
            "2 keys match ProfileSummary ↔ summarySchema", "4 keys match AuditedProfile ↔ auditedSchema",
            "2 members match EventKind ↔ eventSchema",
        ],
        minimum: [.rename: 21, .addKey: 7, .dropKey: 17, .flipOptional: 15])
}
