/** MedLeaf's own mark: a leaf inside a rounded cross, drawn here (original artwork). */
export function LeafMark() {
  return (
    <svg data-part="mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M11 3h10v8h8v10h-8v8H11v-8H3V11h8z" fill="#127a5a" />
      <path d="M10 22c0-7 5-12 12-12 0 7-5 12-12 12zm2-2 7-7" fill="#ffffff" stroke="#127a5a" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}
