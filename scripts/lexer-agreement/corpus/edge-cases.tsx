// More TypeScript and JSX edge cases for the agreement check.
import * as React from "react";

enum Color { Red = "RED", Green = 'GREEN' }
interface Props { label?: string; "quoted-prop": number }
declare module "virtual:module" {}
abstract class Base<T extends { id: string }> { abstract get(): T; }
declare function setValue(value: string): void;
declare function Trans(props: { children: React.ReactNode }): JSX.Element;

export function List<T,>({ items }: { items: T[] }) {
  const empty = items.length === 0 ? <em>none</em> : null;
  return (
    <section aria-label="list" data-count={items.length}>
      {empty}
      {items.length > 0 && (
        <ol start={1}>
          {items.map((item, i) => (
            <li key={i} className={i % 2 === 0 ? "even" : 'odd'}>
              #{i + 1}: {String(item)} &mdash; {`${i}/${items.length}`}
            </li>
          ))}
        </ol>
      )}
      <p title="quote &quot;inside&quot;">a &lt; b &amp;&amp; c &gt; d</p>
      <br />
      <Trans>Line one<br/>Line two</Trans>
      <style>{`.x { color: red; }`}</style>
      <input type="text" defaultValue='it&apos;s' onChange={(e) => setValue(e.target.value.replace(/\s+/g, " "))} />
    </section>
  );
}

const ratio = (a: number, b: number) => a / b / 2;
const matcher = /<div>[^<]*<\/div>/i;
const nested = `outer ${`middle ${`inner ${ratio(1, 2)}`}`} end`;
const obj = { "a/b": 1, 'c': `d`, [`e${1}`]: /f/ };
label: for (const x of [1, 2]) { if (x) continue label; }
type Mapper = <T>(value: T) => T;
export function applyAll(fn: <T>(value: T) => T, values: string[]): string[] {
  return values.map((value) => fn(`${value}!`));
}
export const note = <span>(optional) {"note"}</span>;
