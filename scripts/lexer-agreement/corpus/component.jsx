// Corpus for the lexer agreement test: JSX in plain JavaScript.
export function Badge({ count, label }) {
  const text = count > 9 ? "9+" : String(count);
  return <span className="badge" title={`${label}: ${count}`}>{label} ({text})</span>;
}

export const list = (rows) => rows.map((row) => <Badge key={row.id} count={row.n / 2} label='row' />);
