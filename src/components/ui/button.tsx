import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import './ui.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style'> {
  children: ReactNode;
  type?: 'button' | 'submit';
  /** primary: the one main action of a form; secondary: everything else; ghost: header links. */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** The button element (focus it: the safe button of a confirm dialog). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The portal's button: a plain `<button>` styled by ui.css, so the shell and the sign-in pages
 * load no Chakra (issue 9 §2). While `loading`, it is disabled and `aria-busy`, with a spinner
 * before its text (the text stays, so its accessible name does not change). Other attributes pass
 * through to the element, so a Chakra trigger (`asChild`) can hand it its handlers and state.
 */
export function Button({ variant = 'secondary', type = 'button', fullWidth = false, loading = false, disabled = false, children, ...rest }: ButtonProps) {
  const className = `ui-button ui-button--${variant}${fullWidth ? ' ui-button--full' : ''}`;
  return (
    <button {...rest} type={type} className={className} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
