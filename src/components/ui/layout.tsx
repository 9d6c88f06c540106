import type { ReactNode } from 'react';

import './ui.css';

/** The page frame: a header band with the product name (and optional actions) and a content column. */
export function Shell({ productName, actions, children }: { productName: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-shell">
      <header className="ui-shell__header">
        <p className="ui-shell__name">{productName}</p>
        {actions ? <div className="ui-shell__actions">{actions}</div> : null}
      </header>
      <main className="ui-shell__main">{children}</main>
    </div>
  );
}

/** Secondary explanatory text. */
export function Hint({ children }: { children: ReactNode }) {
  return <p className="ui-hint">{children}</p>;
}

/** Plain body text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="ui-paragraph">{children}</p>;
}

/** A titled block of a page (h2). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-section">
      <h2 className="ui-section__title">{title}</h2>
      {children}
    </section>
  );
}
