import * as v from "valibot";

/** GET brand-menu: the host brand's header category menu (the product rules' "brand menu service"). */
export const BrandMenuResultSchema = v.object({
  entries: v.array(
    v.object({
      label_key: v.string(),
      label: v.string(),
      path: v.string(),
      /** The path on the brand's website, when the theme names the website; else null. */
      url: v.nullable(v.string()),
    }),
  ),
});
export type BrandMenuResult = v.InferOutput<typeof BrandMenuResultSchema>;
