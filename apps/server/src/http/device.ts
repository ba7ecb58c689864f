export type Device = "mobile" | "other";

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Opera Mini|IEMobile|webOS|BlackBerry/i;
/** In-app browsers (WhatsApp, Instagram, Android WebView) identify themselves like this. */
const WEBVIEW_UA = /; wv\)|WhatsApp|Instagram|FBAN|FBAV/i;

export function deviceFromUserAgent(userAgent: string | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? "mobile" : "other";
}

export function isWebview(userAgent: string | undefined): boolean {
  return Boolean(userAgent && WEBVIEW_UA.test(userAgent));
}
