import { Hono, type MiddlewareHandler } from "hono";
import { API_ENDPOINTS, IngestQuerySchema, type ImportSummary } from "@portal/core/api";
import { validateImportRecords } from "@portal/core/import";
import { findBrandByApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { hashBrandApiKey, looksLikeBrandApiKey } from "../../import/brand-api-key.ts";
import { foreignBrandReference } from "../../import/brand-scope.ts";
import { importDocument } from "../../import/import-document.ts";
import { ImportRejectedError } from "../../import/import-rejected-error.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { readJsonDocument, readQuery } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { bearerToken } from "./request-security.ts";
import { idempotency } from "../../http/idempotency.ts";
import type { Brand } from "@portal/db/repositories/records";

/** The brand the request's API key belongs to, once authenticated. */
type IngestEnv = { Variables: { brand: Brand } };

/** Large enough for tens of thousands of shipments with their scans; split bigger feeds. */
export const INGEST_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * POST ingest: a brand's system sends an import document (see docs/data-import.md) with
 * `Authorization: Bearer <brand API key>`. The key decides the brand, whatever the host;
 * a document that names any other brand is refused whole (403). Valid records are written
 * and invalid ones listed (`result.errors`); `?atomic=true` writes nothing unless all are
 * valid. Answers with what changed.
 */
export function createIngestRoute(deps: ApiDeps): Hono<IngestEnv> {
  const routes = new Hono<IngestEnv>();
  // The key first, from the headers alone: a keyless or wrong-key body is never read (the
  // connection is closed after the answer), so strangers cannot make us hold 20 MB each.
  const authenticate: MiddlewareHandler<IngestEnv> = async (c, next) => {
    const key = bearerToken(c);
    const brand = key && looksLikeBrandApiKey(key) ? await findBrandByApiKeyHash(deps.db, hashBrandApiKey(key)) : undefined;
    if (!brand) {
      c.header("WWW-Authenticate", 'Bearer realm="ingest"');
      return sendFail(c, 401, ADMIN_MESSAGE.apiKeyNeeded);
    }
    c.set("brand", brand);
    return next();
  };
  // Its own Idempotency-Key store, behind the key: a key is scoped to the API key that sent it.
  const replay = idempotency(deps, { maxBodyBytes: INGEST_BODY_LIMIT_BYTES });
  routes.post(`/${API_ENDPOINTS.ingest.path}`, rateLimit(deps, "ingest"), authenticate, replay, async (c) => {
    const brand = c.get("brand");
    // Counted while read: a declared or streamed body over the limit stops at the limit.
    // NUL, nesting and length are refused record by record below, with their paths.
    const body = await readJsonDocument(c, INGEST_BODY_LIMIT_BYTES);
    if (!body.ok) return sendFail(c, body.status, body.status === 413 ? ADMIN_MESSAGE.documentTooLarge : body.message);
    const records = validateImportRecords(body.value);
    if (!records.ok) return sendFail(c, 400, records.message);
    const foreign = foreignBrandReference(records.document, brand.subdomain, records.origin);
    if (foreign) {
      return sendFail(c, 403, `${foreign.path}: this API key may only write brand "${brand.subdomain}".`);
    }
    try {
      const query = readQuery(c, IngestQuerySchema);
      const atomic = query.ok && query.value.atomic === "true";
      const summary: ImportSummary = await importDocument(deps.db, records.document, {
        now: deps.now(),
        atomic,
        origin: records.origin,
        rejected: records.rejected,
        warnings: records.warnings,
        onCommit: (changed) => deps.shipmentChanges?.publish(changed),
      });
      const { errors, warnings, ...counts } = summary;
      deps.log.info("import received", { brand: brand.subdomain, ...counts });
      return sendOk(c, summary);
    } catch (error) {
      if (error instanceof ImportRejectedError) {
        return sendFail(c, 400, error.message, { errors: error.rejections });
      }
      throw error;
    }
  });
  return routes;
}
