import type { Theme } from "@portal/core/theme";

export interface SampleThemeFacts {
  /** The brand's name as its theme stores it. */
  name: string;
  /** Its handle: `https://<handle>.example`, `care@<handle>.example`, `social.example/<handle>`... */
  handle: string;
  logo?: string;
  contact?: string;
  time?: { from: string; to: string };
  day?: { from: string; to: string };
  /** Adds the microblog and video links to the two every sample has. */
  allNetworks?: boolean;
  /** The handle on social networks and app stores, when it differs from `handle`. */
  socialHandle?: string;
}

export interface SampleThemes {
  /** Every field the header and footer can show. Example domains only (RFC 2606). */
  fullTheme: Theme;
  /** A brand that filled in nothing but its name: placeholder logo, copyright line only. */
  emptyTheme: Theme;
}

/** A brand's sample themes for its tests and stories, from the few facts that differ per brand. */
export function sampleThemesOf(facts: SampleThemeFacts): SampleThemes {
  const { name, handle } = facts;
  const socialName = facts.socialHandle ?? handle;
  const social = {
    fb: `https://social.example/${socialName}`,
    ...(facts.allNetworks ? { tw: `https://microblog.example/${socialName}` } : {}),
    ig: `https://photos.example/${socialName}`,
    ...(facts.allNetworks ? { yt: `https://video.example/${socialName}` } : {}),
  };
  return {
    fullTheme: {
      name,
      ...(facts.logo ? { logo: facts.logo } : {}),
      tokens: {},
      config: {},
      meta_data: {
        website: `https://${handle}.example`,
        email: `care@${handle}.example`,
        contact: facts.contact ?? "+91 80 4000 5678",
        time: facts.time ?? { from: "09:00", to: "18:00" },
        day: facts.day ?? { from: "Monday", to: "Friday" },
        social,
        app: { android: `https://play.example/${socialName}`, ios: `https://apps.example/${socialName}` },
      },
    },
    emptyTheme: { name, tokens: {}, config: {}, meta_data: {} },
  };
}
