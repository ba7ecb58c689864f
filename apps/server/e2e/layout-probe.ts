/** What probeLayout found on a page. */
export interface LayoutProblems {
  /** How far the page scrolls sideways, in CSS px (0 when it does not). */
  sideways: number;
  /** Pairs of overlapping text boxes, as "text <> text" (at most 5). */
  overlaps: string[];
}

/**
 * Runs in the page (page.evaluate): the sideways scroll of the document, and every pair of
 * visible text boxes (one rectangle per line of each text node, as tall as its line box) from
 * different elements that overlap by more than 2 px both ways. Text only assistive technology reads (clipped to
 * nothing) is left out, since it is never painted.
 */
export function probeLayout(): LayoutProblems {
  const doc = document.documentElement;
  const hidden = new Map<Element, boolean>();
  const isHidden = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hidden.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const result =
      // Inside a closed <details> (content-visibility), laid out but never painted.
      !el.checkVisibility() ||
      style.display === "none" ||
      style.visibility === "hidden" ||
      style.clipPath !== "none" ||
      (style.position === "absolute" && box.width <= 1 && box.height <= 1) ||
      isHidden(el.parentElement);
    hidden.set(el, result);
    return result;
  };
  const boxes: { el: Element; rect: DOMRect; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const el = node.parentElement;
    if (!text || !el || el.closest("script, style, noscript") || isHidden(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    for (const found of range.getClientRects()) {
      if (found.width <= 1 || found.height <= 1) continue;
      // A line's text box is its inline box: line-height tall, centred on the glyphs' content
      // area (CSS 2.1 section 10.8.1). Fonts with tall ascent and descent (Noto Sans Arabic) have
      // content areas taller than the line, which neighbouring lines overlap without any ink
      // touching; "normal" line-height (NaN here) already fits the content area.
      const rect =
        Number.isFinite(lineHeight) && lineHeight < found.height
          ? new DOMRect(found.left, found.top + (found.height - lineHeight) / 2, found.width, lineHeight)
          : found;
      boxes.push({ el, rect, text: text.slice(0, 40) });
    }
  }
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.el === b.el) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (x > 2 && y > 2) overlaps.push(`${a.text} <> ${b.text}`);
    }
  }
  return { sideways: doc.scrollWidth - doc.clientWidth, overlaps: overlaps.slice(0, 5) };
}
