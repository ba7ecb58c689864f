import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Threadline",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://threadline.example",
    email: "care@threadline.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/threadline", ig: "https://photos.example/threadline" },
    app: { android: "https://play.example/threadline", ios: "https://apps.example/threadline" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Threadline", tokens: {}, config: {}, meta_data: {} };
