import { readFileSync } from "node:fs";

export interface PoEntry {
  context: string | undefined;
  id: string;
  translation: string;
}

/** Unquotes one PO string literal ("a\"b" -> a"b). */
function unquote(literal: string): string {
  return JSON.parse(literal) as string;
}

/** Minimal reader for the PO files Lingui writes (msgctxt, msgid, msgstr; multi-line strings). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { context?: string; id?: string; translation?: string } = {};
  let field: "context" | "id" | "translation" | undefined;
  const flush = () => {
    if (current.id) entries.push({ context: current.context, id: current.id, translation: current.translation ?? "" });
    current = {};
    field = undefined;
  };
  for (const raw of readFileSync(path, "utf8").split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) {
      if (line === "" && current.id !== undefined && current.translation !== undefined) flush();
      continue;
    }
    const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (match) {
      const [, keyword, literal = '""'] = match;
      if (keyword === "msgctxt" || (keyword === "msgid" && current.translation !== undefined)) flush();
      field = keyword === "msgctxt" ? "context" : keyword === "msgid" ? "id" : "translation";
      current[field] = unquote(literal);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? "") + unquote(line);
    }
  }
  flush();
  return entries;
}
