// Corpus for the lexer agreement test: every form of TypeScript string and template literal.
// A value that is "only in a comment" must not be a string token: 'comment-only value'.
/* A block comment with 'a string', "another" and `a template` inside. */

import { helper } from "./helper";
import type { Options } from './options';

export const MOBILE_AUTH_TOKEN_STORAGE_KEY = "mobile_auth_token" as const;
export const DEFAULT_CAPACITY: number = 5;
const single = 'it\'s';
const double = "say \"hi\"";
const escapes = "tab\tnl\ncr\rbs\\nul\0 hex\x41 u\u0041 braced\u{1F600} pair\uD83D\uDE00 vt\v ff\f bs\b";
const otherEscapes = "\q \- \/ \' \`";
const continued = "line one \
line two";
const empty = '';
const url = "http://example.com/*not a comment*/ // nor this";
const nonAscii = "héllo — ✓ 日本語 🎉";
const withDollar = "$notATemplate ${nor}";

const template = `plain template`;
const emptyTemplate = ``;
const interpolated = `a${single}c${ double }e`;
const nested = `a${ single + `inner ${double}` }d`;
const braces = `x${ { a: 1 }.a }y${ (() => { return `z`; })() }w`;
const stringInExpression = `${ "}" + '`' }`;
const onlyExpressions = `${single}${double}`;
const escapedTemplate = `\${not} \` backtick \n \u0041`;
const multilineTemplate = `
  line one
  line two ${single}
`;
const tagged = String.raw`raw ${single} text`;
const objectKeys = { "quoted-key": 1, 'single-key': 2, plain: "value" };
type Mode = "light" | 'dark';
const mode: Mode = "light";
const numbers = [1_500, 0xff, 0b1010, 0o17, 1e3, 2.5e-3, .5, 10n];
const negative = -1;

export function describe(options: Options): string {
  const label = options.name ?? "unnamed";
  return `${label}: ${helper(options, "x")}`;
}
