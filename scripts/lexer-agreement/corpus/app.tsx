// Corpus for the lexer agreement test: JSX in TSX.
import React from "react";

type Props = { name: string; items: string[] };
declare const rest: Record<string, string>;
declare const Foo: { Bar: (props: object) => JSX.Element };

export const GREETING = "Hello" as const;

export function App({ name, items }: Props) {
  const cls = `app ${name}`;
  const ratio = items.length / 2;
  return (
    <div className="app" data-id='main' title={`t ${name}`} aria-label="a\nb">
      <h1>Hello {name}!</h1>
      {/* a JSX comment with "a string" */}
      <p>
        Multi-line text
        with &amp; entities &lt;tag&gt; and "quotes" and 'apostrophes'
      </p>
      <ul className={cls}>{items.map((item) => <li key={item}>{item} / {item.length / 2}</li>)}</ul>
      <>
        <b>fragment</b> text {ratio}
      </>
      <input value="raw \n attribute" disabled />
      {name ? <span>yes</span> : <span>no</span>}
      <Foo.Bar baz={{ a: "obj" }} {...rest} />
      <svg:rect width="1" />
    </div>
  );
}

export const identity = <T,>(value: T) => value;
export const constrained = <T extends object>(value: T) => value;
export const compare = (a: number, b: number) => a < b;
export const generic: Array<string> = ["x"];
