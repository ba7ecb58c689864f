export {
  ContactUpdateBodySchema,
  ContactUpdateQuerySchema,
  ContactUpdateResponseSchema,
  ContactUpdateResultSchema,
  type ContactUpdateBody,
  type ContactUpdateResult,
} from "@portal/core/api";
