import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "../http/json-bytes.ts";

/**
 * What a JSON object document of the import's outline holds, told while its text streams in:
 * the parsed value of each member that is not a list, the start of each list member, and each
 * element of such a list as its own JSON text (the caller parses it when it needs it).
 */
export type OutlineEvent =
  | { type: "member"; key: string; value: unknown }
  | { type: "list"; key: string }
  | { type: "item"; key: string; index: number; text: string; offset: number }
  /** The whole document is not an object: its value (never an import document, kept only to say why). */
  | { type: "root"; value: unknown };

export class JsonSyntaxError extends Error {
  override name = "JsonSyntaxError";
}

/** Where the splitter stands between values. */
type Place =
  | "root"
  | "object-key-or-end"
  | "object-key"
  | "object-colon"
  | "object-value"
  | "object-comma-or-end"
  | "list-item-or-end"
  | "list-item"
  | "list-comma-or-end"
  | "end";

/** What the value being read is for. */
type Purpose = "root" | "key" | "member" | "item";

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;
/** Where a number, true, false or null ends. */
const endsScalar = (code: number) => isSpace(code) || code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET;

/**
 * Splits a JSON document fed in chunks of any size (`write`, then `end`) without ever holding
 * more of it than the value being read: one list element, one member or one key. Memory is
 * that of the largest record, whatever the size of the document. The outline (braces, keys,
 * colons, commas) is checked here; each value's own text is checked by JSON.parse.
 */
export class JsonOutlineSplitter {
  private place: Place = "root";
  private key = "";
  private index = 0;
  /** Characters before the current chunk, for messages. */
  private consumed = 0;

  // The value being read.
  private purpose: Purpose | undefined;
  private parts: string[] = [];
  private heldLength = 0;
  private valueOffset = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scalar = false;

  /** Characters of the document held right now (the unfinished value). */
  get heldChars(): number {
    return this.heldLength;
  }

  write(chunk: string): OutlineEvent[] {
    const events: OutlineEvent[] = [];
    let i = 0;
    const length = chunk.length;
    while (i < length) {
      if (this.purpose !== undefined) {
        const end = this.scanValue(chunk, i);
        if (end < 0) {
          this.parts.push(i === 0 ? chunk : chunk.slice(i));
          this.heldLength += length - i;
          break;
        }
        this.parts.push(chunk.slice(i, end));
        i = end;
        this.finishValue(events);
        continue;
      }
      const code = chunk.charCodeAt(i);
      if (isSpace(code)) {
        i += 1;
        continue;
      }
      i = this.step(code, i, events);
    }
    this.consumed += length;
    return events;
  }

  /** The document has ended: anything unfinished is a syntax error. */
  end(): OutlineEvent[] {
    const events: OutlineEvent[] = [];
    if (this.purpose !== undefined && this.scalar) this.finishValue(events);
    if (this.place !== "end" || this.purpose !== undefined) {
      throw new JsonSyntaxError(this.place === "root" ? "the file is empty." : `the document ends early (after ${this.consumed} characters).`);
    }
    return events;
  }

  /** Acts on one non-space character between values; returns where to go on. */
  private step(code: number, i: number, events: OutlineEvent[]): number {
    switch (this.place) {
      case "root":
        if (code === OPEN_BRACE) {
          this.place = "object-key-or-end";
          return i + 1;
        }
        this.startValue("root", code, i);
        return i;
      case "object-key-or-end":
      case "object-key":
        if (code === CLOSE_BRACE && this.place === "object-key-or-end") {
          this.place = "end";
          return i + 1;
        }
        if (code !== QUOTE) throw this.unexpected(i, "a member name in double quotes");
        this.startValue("key", code, i);
        return i;
      case "object-colon":
        if (code !== COLON) throw this.unexpected(i, `":" after "${this.key}"`);
        this.place = "object-value";
        return i + 1;
      case "object-value":
        if (code === OPEN_BRACKET) {
          events.push({ type: "list", key: this.key });
          this.index = 0;
          this.place = "list-item-or-end";
          return i + 1;
        }
        this.startValue("member", code, i);
        return i;
      case "object-comma-or-end":
        if (code === COMMA) this.place = "object-key";
        else if (code === CLOSE_BRACE) this.place = "end";
        else throw this.unexpected(i, '"," or "}"');
        return i + 1;
      case "list-item-or-end":
      case "list-item":
        if (code === CLOSE_BRACKET && this.place === "list-item-or-end") {
          this.place = "object-comma-or-end";
          return i + 1;
        }
        this.startValue("item", code, i);
        return i;
      case "list-comma-or-end":
        if (code === COMMA) this.place = "list-item";
        else if (code === CLOSE_BRACKET) this.place = "object-comma-or-end";
        else throw this.unexpected(i, `"," or "]" in "${this.key}"`);
        return i + 1;
      case "end":
        throw this.unexpected(i, "nothing after the document");
    }
  }

  private startValue(purpose: Purpose, code: number, i: number): void {
    this.purpose = purpose;
    this.valueOffset = this.consumed + i;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.scalar = code !== OPEN_BRACE && code !== OPEN_BRACKET && code !== QUOTE;
    if (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === COMMA || code === COLON) throw this.unexpected(i, "a value");
  }

  /**
   * Reads the current value on from `from`: the index just after its end, or -1 when it goes
   * on past this chunk. Strings are skipped with indexOf, so text costs little.
   */
  private scanValue(chunk: string, from: number): number {
    let i = from;
    const length = chunk.length;
    if (this.scalar) {
      while (i < length && !endsScalar(chunk.charCodeAt(i))) i += 1;
      return i < length ? i : -1;
    }
    while (i < length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          i += 1;
          continue;
        }
        let quote = chunk.indexOf('"', i);
        while (quote >= 0 && backslashesBefore(chunk, quote, i) % 2 === 1) quote = chunk.indexOf('"', quote + 1);
        if (quote < 0) {
          // A backslash ending the chunk escapes the next chunk's first character.
          this.escaped = backslashesBefore(chunk, length, i) % 2 === 1;
          return -1;
        }
        this.inString = false;
        i = quote + 1;
        if (this.depth === 0) return i;
        continue;
      }
      const code = chunk.charCodeAt(i);
      i += 1;
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth += 1;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth -= 1;
        if (this.depth === 0) return i;
      }
    }
    return -1;
  }

  private finishValue(events: OutlineEvent[]): void {
    const text = this.parts.length === 1 ? (this.parts[0] ?? "") : this.parts.join("");
    const purpose = this.purpose;
    const offset = this.valueOffset;
    this.parts = [];
    this.heldLength = 0;
    this.purpose = undefined;
    switch (purpose) {
      case "root":
        events.push({ type: "root", value: this.parse(text, offset, "the document") });
        this.place = "end";
        return;
      case "key":
        this.key = String(this.parse(text, offset, "a member name"));
        this.place = "object-colon";
        return;
      case "member":
        events.push({ type: "member", key: this.key, value: this.parse(text, offset, `"${this.key}"`) });
        this.place = "object-comma-or-end";
        return;
      case "item":
        events.push({ type: "item", key: this.key, index: this.index, text, offset });
        this.index += 1;
        this.place = "list-comma-or-end";
        return;
      case undefined:
        return;
    }
  }

  private parse(text: string, offset: number, what: string): unknown {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new JsonSyntaxError(`${what} at character ${offset}: ${(error as Error).message}`);
    }
  }

  private unexpected(i: number, expected: string): JsonSyntaxError {
    return new JsonSyntaxError(`expected ${expected} at character ${this.consumed + i}.`);
  }
}

/** How many backslashes stand right before `at` (not looking before `from`). */
function backslashesBefore(chunk: string, at: number, from: number): number {
  let count = 0;
  while (at - 1 - count >= from && chunk.charCodeAt(at - 1 - count) === BACKSLASH) count += 1;
  return count;
}

/** An element of a list as its value; a syntax error names the list, the element and where it starts. */
export function parseItem(event: Extract<OutlineEvent, { type: "item" }>): unknown {
  try {
    return JSON.parse(event.text);
  } catch (error) {
    throw new JsonSyntaxError(`${event.key}.${event.index} at character ${event.offset}: ${(error as Error).message}`);
  }
}
