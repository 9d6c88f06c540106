import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import './ui.css';

/** A link that navigates inside the router (no full page load). */
export function Link({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className="ui-link">
      {children}
    </RouterLink>
  );
}
