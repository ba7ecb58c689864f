/**
 * An import document that is valid JSON of the right shape but cannot be applied, such as
 * a shipment of a brand that neither the document nor the database has. Nothing is written.
 */
export class ImportRejectedError extends Error {
  override name = "ImportRejectedError";
}
