// Corpus for the lexer agreement test: regex literals against division.
declare const x: number, y: number, s: string, arr: number[], ok: boolean;

const a = x / 2 / y;
const b = /ab+c/gi;
const c = s.replace(/[/]/g, "-");
function digits(text: string) { return /^\d+$/.test(text); }
const d = (x + y) / 2;
const e = arr[0] / 2;
const g = [/x/, /y\//, /[\]/]/];
if (/re/.test(s)) { console.log("matched"); }
let i = 1;
i /= 2;
i++ / 2;
const j = typeof /x/;
const k = ok ? /yes/ : /no/;
const l = s.split(/\s*,\s*/);
const m = 10n / 2n;
const n = x /2/ y;
const o = s.match(/"quoted"/)?.[0] ?? "none";
const p = { pattern: /a'b/, ratio: x / y };
const q = (s as string).length / 2;
const r = /=/.test(s) && x /= y;

// A statement that starts with a regex literal right after a block's `}`: the lexer tells a
// block's `}` (an operand may follow) from an object literal's (a `/` after it divides).
if (ok) {
}
/after-block/.test(s);
