#!/usr/bin/env kotlin
/**
 * KDoc: every Kotlin literal form the lexer reads. "Quotes in a comment" are not strings,
 * nor is '$this' or ${this}.
 * /* a nested block comment inside KDoc */ still inside the KDoc.
 */
@file:JvmName("Literals")

package corpus.literals

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

// Plain strings and every escape Kotlin defines.
const val PLAIN = "beebox.mobileAuthToken"
const val EMPTY = ""
val escapes = "tab\tbackspace\bnewline\ncr\rapostrophe\'quote\"backslash\\dollar\$end"
val unicode = "\u0041\u00e9\u20AC and a pair \uD83D\uDE00 done"
val dollarsAsText = "$ 5 costs $1, and $$ is money, and \${not} a template"
val nonAscii = "café — naïve ✓ 日本語"

// Templates: simple names, expressions, nesting strings and braces.
fun templates(name: String, count: Int, map: Map<String, Int>): List<String> {
    val a = "hello $name!"
    val b = "count=${count + 1}"
    val c = "${name}"
    val d = "$name$count"
    val e = "x${map["key"]}y${map.getOrDefault("k${"deep${count}"}", 0)}z"
    val f = "braces ${ map.entries.joinToString { (k, v) -> "$k=${v}" } } end"
    val g = "lambda ${listOf(1, 2).map { it * 2 }.filter { x -> x > 1 }} done"
    val h = "${"}"}"
    val i = "a$`name`b"
    val j = "obj.${this.hashCode()}.$count."
    return listOf(a, b, c, d, e, f, g, h, i, j)
}

// Raw strings: content as written, templates still apply; trimIndent is a call.
val raw = """
    line one
    "quoted" and 'single' and \n not an escape
    template $PLAIN and ${PLAIN.length}
""".trimIndent()
val rawMargin = """
    |margin ${'$'}dollar
    |second line
    """.trimMargin()
val rawQuotes = """a "b" ""c"" end"""
val rawTrailingQuote = """ends with a quote""""
val rawEmpty = """"""
val rawNested = """outer ${"inner ${"""deep $raw"""}"} outer"""

// Character literals.
val chars = listOf('a', '\n', '\t', '\'', '"', '\\', '$', '\u0041', ' ', 'é')

// Numbers.
val numbers = listOf(0, 1_000_000, 0x1F_FF, 0XAB, 0b1010_0101, 0B11, 42L, 7u, 7U, 8uL, 9UL)
val floats = listOf(1.5, 1.5f, 2F, 1e10, 1.5e-3, .5, 3.0E+2, 100.0f)
val negative = -1
val range = 1..5
val rangeUntil = 0..<10

// Annotations and backtick names.
@Serializable
data class Message(
    @SerialName("message_id") val id: String,
    @field:SerializedName("body_text") val text: String? = null,
    val `when`: Long = 0L,
)

fun `a test with spaces`() = "backtick $PLAIN"

class Labels {
    fun run(items: List<Int>): Int {
        items.forEach inner@{ if (it == 0) return@inner }
        loop@ for (i in 1..3) {
            if (i == 2) break@loop
        }
        return this@Labels.hashCode()
    }
}

/* block /* nested /* twice */ */ comment */ val afterComment = "visible"
val division = 10 / 2 / 1 // a line comment with "a string"
