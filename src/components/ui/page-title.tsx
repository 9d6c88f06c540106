import type { ReactNode } from 'react';

import './ui.css';

/** The one heading of a page (h1). */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="ui-title">{children}</h1>;
}
