import type { ShownText } from "./xss-detector.ts";

/**
 * How a field's value is found on a page: `text` fields carry a marker before each payload
 * and are looked for in the page's text and form values (escaped markup shows as text);
 * `bare` fields hold one payload as their whole value (a marker would defuse a javascript:
 * URL) and are looked for in attribute values and text.
 */
export type FieldKind = "text" | "bare";

export interface FieldLimits {
  /** Longest value the field accepts (characters); none when the field takes any length. */
  limit?: number;
  /** Records the field is spread over (one value each); payloads that fit in none are skipped. */
  records?: number;
}

interface Placed {
  batch: number;
  /** The stored text of one payload in this field, as the page should show it. */
  shown: string;
}

interface FieldTally {
  kind: FieldKind;
  placed: Placed[];
  truncated: number;
  skipped: number;
  reached: Set<number>;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Which payload went into which stored or reflected field, whether each was cut to the
 * field's length limit or did not fit, and which ones a page was seen to show. Lets the
 * test say per field that the payloads reached a page, not merely that some page showed one.
 */
export class FieldLedger {
  private readonly fields = new Map<string, FieldTally>();

  private tally(field: string, kind: FieldKind): FieldTally {
    let tally = this.fields.get(field);
    if (!tally) this.fields.set(field, (tally = { kind, placed: [], truncated: 0, skipped: 0, reached: new Set() }));
    return tally;
  }

  static marker(field: string): string {
    return `⟦${field}⟧`;
  }

  /**
   * The values of a text field holding `payloads` (each behind the field's marker, joined by
   * `separator`), packed into at most `records` values of at most `limit` characters: a
   * payload too long for one value is cut to fit, one that fits in no value left is skipped.
   * `lead` starts every value (e.g. a word in another script for a language rule).
   */
  text(
    field: string,
    batch: number,
    payloads: readonly string[],
    { limit = Infinity, records = 1, separator = " ", lead = "" }: FieldLimits & { separator?: string; lead?: string } = {},
  ): string[] {
    const tally = this.tally(field, "text");
    const marker = FieldLedger.marker(field);
    const values: string[] = [];
    for (const payload of payloads) {
      const whole = `${marker} ${payload}`;
      const piece = whole.slice(0, limit - lead.length);
      const last = values.length - 1;
      if (last >= 0 && values[last]!.length + separator.length + piece.length <= limit) values[last] += separator + piece;
      else if (values.length < records) values.push(lead + piece);
      else {
        tally.skipped += 1;
        continue;
      }
      if (piece !== whole) tally.truncated += 1;
      tally.placed.push({ batch, shown: collapse(piece) });
    }
    return values;
  }

  /** One payload as the field's whole value (URLs, and places kept as given). */
  bare(field: string, batch: number, payload: string): string {
    this.tally(field, "bare").placed.push({ batch, shown: collapse(payload) });
    return payload;
  }

  /** Marks the payloads of `batch` that `page` shows. */
  see(batch: number, page: ShownText): void {
    for (const tally of this.fields.values()) {
      tally.placed.forEach((placed, index) => {
        if (placed.batch !== batch || tally.reached.has(index) || placed.shown === "") return;
        if (page.text.includes(placed.shown) || (tally.kind === "bare" && page.attributes.includes(placed.shown))) tally.reached.add(index);
      });
    }
  }

  rows(): Array<{ field: string; placed: number; reached: number; truncated: number; skipped: number }> {
    return [...this.fields].map(([field, t]) => ({ field, placed: t.placed.length, reached: t.reached.size, truncated: t.truncated, skipped: t.skipped }));
  }

  /** A table for the run's output: per field, payloads stored, shown on a page, cut to fit and left out. */
  summary(): string {
    const rows = this.rows();
    const width = Math.max(...rows.map((r) => r.field.length), 5);
    const line = (cells: Array<string | number>) => cells.map((c, i) => (i === 0 ? String(c).padEnd(width) : String(c).padStart(9))).join(" ");
    return [line(["field", "stored", "shown", "truncated", "skipped"]), ...rows.map((r) => line([r.field, r.placed, r.reached, r.truncated, r.skipped]))].join(
      "\n",
    );
  }
}
