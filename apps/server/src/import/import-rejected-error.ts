import { describeRejections, type ImportRejection } from "@portal/core/import";

/**
 * An import document that is valid JSON of the right outline but cannot be applied as a
 * whole (all-or-nothing mode), such as a shipment of a brand that neither the document nor
 * the database has. Nothing is written. `rejections` lists every refused record.
 */
export class ImportRejectedError extends Error {
  override name = "ImportRejectedError";
  readonly rejections: readonly ImportRejection[];

  constructor(messageOrRejections: string | readonly ImportRejection[]) {
    const rejections = typeof messageOrRejections === "string" ? [rejectionOfLine(messageOrRejections)] : messageOrRejections;
    super(typeof messageOrRejections === "string" ? messageOrRejections : describeRejections(messageOrRejections));
    this.rejections = rejections;
  }
}

/** "shipments.2.brand: there is …" as a path and a reason. */
function rejectionOfLine(line: string): ImportRejection {
  const match = /^([\w.]+): (.*)$/s.exec(line);
  return match ? { path: match[1] ?? "", message: match[2] ?? "" } : { path: "", message: line };
}
