import type { ReactNode } from "react";

/** A console screen: a section named by its heading, the heading's row holding the screen's own actions. */
export function ScreenSection({
  className,
  titleId,
  title,
  actions,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  /** Buttons or links beside the heading (refresh, export, bulk actions). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h1 id={titleId}>{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
