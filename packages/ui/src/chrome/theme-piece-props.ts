import type { Theme } from "@portal/core/theme";

/** What a footer piece (contact details, social or app links) reads: the theme's meta_data, and a class for the brand's CSS. */
export interface ThemePieceProps {
  theme: Partial<Pick<Theme, "meta_data">>;
  className?: string;
}
