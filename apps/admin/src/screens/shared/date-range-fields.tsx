/** A filter's date range as two date inputs named `from` and `to`, each with its own label. */
export function DateRangeFields({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onChange: (key: "from" | "to", value: string) => void;
}) {
  return (
    <>
      <label className="admin-field">
        <span>{labels.from}</span>
        <input name="from" type="date" value={from} onChange={(e) => onChange("from", e.target.value)} />
      </label>
      <label className="admin-field">
        <span>{labels.to}</span>
        <input name="to" type="date" value={to} onChange={(e) => onChange("to", e.target.value)} />
      </label>
    </>
  );
}
