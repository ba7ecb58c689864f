import { useLingui } from "@lingui/react/macro";
import { toCsv } from "./csv.ts";
import { plainValue, type InsightTable } from "./insight-model.ts";
import { useValueFormat } from "./use-value-format.ts";

/** A table of the page, with a CSV download of exactly its rows (built in the browser). */
export function InsightTableView({ table, fileName }: { table: InsightTable; fileName: string }) {
  const { t } = useLingui();
  const write = useValueFormat();
  const download = () => {
    const { codes } = table;
    const csv = toCsv(
      [...(codes ? [codes.label] : []), ...table.columns.map((c) => c.label)],
      table.rows.map((row, r) => [
        ...(codes ? [codes.values[r] ?? null] : []),
        ...row.map((value, i) => plainValue(value, table.columns[i]?.format ?? "text")),
      ]),
    );
    // A byte-order mark so spreadsheet programs read the UTF-8 (Hindi, Arabic…) correctly.
    const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName}-${table.id}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section className="insight-table" id={`table-${table.id}`} data-insight-table={table.id} aria-labelledby={`caption-${table.id}`}>
      <div className="admin-section-head">
        <h3 id={`caption-${table.id}`}>{table.caption}</h3>
        <button type="button" className="admin-button" onClick={download} data-csv={table.id} disabled={table.rows.length === 0}>
          {t`Download CSV`}
        </button>
      </div>
      {table.rows.length === 0 ? (
        <p className="admin-muted">{t`Nothing in this period.`}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                {table.columns.map((column, i) => (
                  <th scope="col" key={i}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, i) =>
                    i === 0 ? (
                      <th scope="row" key={i} dir={table.columns[i]?.format === "text" ? "auto" : undefined}>
                        {write(value, table.columns[i]?.format ?? "text")}
                      </th>
                    ) : (
                      <td key={i} data-raw={value ?? ""} dir={table.columns[i]?.format === "text" ? "auto" : undefined}>
                        {write(value, table.columns[i]?.format ?? "text")}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
