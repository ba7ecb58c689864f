/** Bloomwell's WhatsApp support lines and head office (fictional numbers and address). */
export const WHATSAPP_LINES = [
  { id: "orders", number: "+91 98450 00011" },
  { id: "beauty-advice", number: "+91 98450 00022" },
] as const;

export const HEAD_OFFICE = ["Bloomwell Beauty Pvt. Ltd.", "4th Floor, Orchid Towers, 12 Residency Road", "Bengaluru 560025, India"] as const;

/** WhatsApp's click-to-chat address for a number: digits only. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, "")}`;
