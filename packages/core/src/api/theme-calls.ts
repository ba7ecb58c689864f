import * as v from "valibot";
import { ThemeSchema } from "../theme/theme-schema.ts";
import { requiredParam } from "./wire-fields.ts";

/** GET theme (tracking_page page_style): the brand's theme, chosen by subdomain. */
export const ThemeQuerySchema = v.object({ subdomain: requiredParam("subdomain") });
export type ThemeQuery = v.InferInput<typeof ThemeQuerySchema>;

/** update-theme: an admin replaces the brand's theme (needs the login token). */
export const UpdateThemeQuerySchema = ThemeQuerySchema;
export type UpdateThemeQuery = v.InferInput<typeof UpdateThemeQuerySchema>;
export const UpdateThemeBodySchema = ThemeSchema;
export type UpdateThemeBody = v.InferInput<typeof UpdateThemeBodySchema>;
