import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Lua",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://lua.example",
    email: "care@lua.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/lua", ig: "https://photos.example/lua" },
    app: { android: "https://play.example/lua", ios: "https://apps.example/lua" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Lua", tokens: {}, config: {}, meta_data: {} };
