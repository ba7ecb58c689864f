import { Trans, useLingui } from "@lingui/react/macro";

/** Newer / page number / older for a list read in keyset pages; a missing step is a disabled button. */
export function Pager({ pageNumber, newer, older }: { pageNumber: number; newer: (() => void) | undefined; older: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <nav className="admin-pager" aria-label={t`Pages`}>
      <button type="button" onClick={newer} disabled={!newer}>
        <Trans>Newer</Trans>
      </button>
      <span data-page-number={pageNumber}>
        <Trans>Page {pageNumber}</Trans>
      </span>
      <button type="button" onClick={older} disabled={!older} data-older>
        <Trans>Older</Trans>
      </button>
    </nav>
  );
}
