import type { MouseEventHandler, ReactNode } from 'react';

import './ui.css';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  /** primary: the one main action of a form; secondary: everything else; ghost: header links. */
  variant?: 'primary' | 'secondary' | 'ghost';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
}

/**
 * The portal's button: a plain `<button>` styled by ui.css, so the shell and the sign-in pages
 * load no Chakra (issue 9 §2). While `loading`, it is disabled and `aria-busy`, with a spinner
 * before its text (the text stays, so its accessible name does not change).
 */
export function Button({ variant = 'secondary', type = 'button', fullWidth = false, loading = false, disabled = false, children, onClick }: ButtonProps) {
  const className = `ui-button ui-button--${variant}${fullWidth ? ' ui-button--full' : ''}`;
  return (
    <button type={type} className={className} onClick={onClick} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
