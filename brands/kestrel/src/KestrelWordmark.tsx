/**
 * Kestrel & Co.'s wordmark, drawn for this project: a kestrel in flight seen from below
 * (swept wings, fanned tail) beside the name in Latin and Arabic. Colours follow the theme:
 * the bird takes the accent, the letters the surrounding text colour.
 */
export function KestrelWordmark({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <svg
      role="img"
      aria-label={title}
      data-part="wordmark"
      data-variant={compact ? "compact" : "full"}
      viewBox={compact ? "0 0 48 48" : "0 0 232 48"}
      direction="ltr"
      focusable="false"
    >
      <g data-part="bird">
        <path d="M24 8.5 27 17l18.5-4.5L30.5 23l-3 16L24 35.5 20.5 39l-3-16L2.5 12.5 21 17Z" />
        <path d="M24 8.5 25.6 13H22.4Z" data-part="bird-head" />
      </g>
      {!compact && (
        <g data-part="letters" fill="currentColor">
          <text x="58" y="26" fontSize="19" letterSpacing="3.4" fontWeight="600">
            KESTREL &amp; CO.
          </text>
          <text x="58" y="43" fontSize="11.5" letterSpacing="0.4">
            كستريل وشركاه
          </text>
        </g>
      )}
    </svg>
  );
}
