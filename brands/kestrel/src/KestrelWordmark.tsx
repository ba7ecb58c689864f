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
      viewBox={compact ? "0 0 48 48" : "0 0 240 48"}
      direction="ltr"
      focusable="false"
    >
      <g data-part="bird">
        <path d="M24 4 27.5 14.5 47 9 31.5 22.5 28 44 24 39.5 20 44 16.5 22.5 1 9 20.5 14.5Z" />
        <path d="M24 4 25.9 9.6H22.1Z" data-part="bird-head" />
      </g>
      {!compact && (
        <g data-part="letters" fill="currentColor">
          {/* textLength keeps the name inside the mark whatever serif the device has. */}
          <text x="56" y="26" fontSize="19" fontWeight="600" textLength="180" lengthAdjust="spacingAndGlyphs">
            KESTREL &amp; CO.
          </text>
          <text x="56" y="43" fontSize="12">
            كستريل وشركاه
          </text>
        </g>
      )}
    </svg>
  );
}
