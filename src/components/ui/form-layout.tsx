import type { FormEventHandler, ReactNode } from 'react';

import './ui.css';

/** A narrow card that holds one form (sign-in, password pages). */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className="ui-card">{children}</div>;
}

/** A form whose fields stack vertically. `noValidate`: the forms' own messages speak, not the browser's. */
export function Form({ onSubmit, label, children }: { onSubmit: FormEventHandler<HTMLFormElement>; label: string; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="ui-form">
      {children}
    </form>
  );
}

/** Buttons side by side. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="ui-row">{children}</div>;
}

/** An error that belongs to a whole form (e.g. the server's 手机号或密码错误), shown inline. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="ui-alert">
      {children}
    </div>
  );
}
