import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Whitelabel",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://whitelabel.example",
    email: "care@whitelabel.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/whitelabel", ig: "https://photos.example/whitelabel" },
    app: { android: "https://play.example/whitelabel", ios: "https://apps.example/whitelabel" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Whitelabel", tokens: {}, config: {}, meta_data: {} };
