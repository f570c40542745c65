// JSX elements with type arguments, JSX right after a block, and the generic code that must
// stay non-JSX in .tsx (a call with type arguments, generic arrow functions).
import * as React from "react";

type StrokeWidthKey = "thin" | "bold";
declare function RadioSelection<T>(props: { value: T; label: string }): JSX.Element;
declare function Comp2<T>(props: { msg: T; onDone?: (x: T) => void }): JSX.Element;
declare function ComboboxChipList<T>(props: { children?: React.ReactNode; items?: T[] }): JSX.Element;
declare function C(props: { children?: React.ReactNode }): JSX.Element;

export const radio = <RadioSelection<StrokeWidthKey> value="thin" label='Stroke width' />;
export const comp = <Comp2<string> msg="1" />;
export const chips = (
  <ComboboxChipList<{ name: string }>>
    chip text
  </ComboboxChipList>
);
export const deep = <RadioSelection<Array<Map<string, number>>> value={new Map()} label="deep" />;
export const arrowType = <Comp2<string> msg="arrow" onDone={(x) => x.length} />;
export const literalType = <Comp2<"literal"> msg="literal" />;
export const afterTypes = <p>text after the elements with type arguments</p>;

function f() {}
<C>child</C>;

if (radio) {
}
<C>after an if block</C>;

export function g<T>(x: T): T { return x; }
export const call = g<string>("a generic call");
export const arrow = <T,>(x: T) => x;
export const constrained = <T extends object>(x: T) => "constrained";
export const defaulted = <T = string>(x: T) => "defaulted";
export const half = { a: 1 }.a / 2 / 1;
export const braces = { "key": `value ${{ b: 2 }.b / 2}` };
