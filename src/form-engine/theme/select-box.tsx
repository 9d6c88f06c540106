/**
 * A native drop-down drawn as Chakra's `NativeSelect` draws it (a root, the `select`, the chevron),
 * with the slot recipe's rules written once in `form-engine.css`: the select widget and the custom
 * fields' select parts share it. Three Chakra components resolved the recipe and hashed their CSS on
 * every render of every drop-down (issue 9, mount at 200 fields).
 */
import type { SelectHTMLAttributes } from 'react';

import './form-engine.css';

/** Chakra's `ChevronDownIcon` as the drop-down's indicator; decorative, so hidden from screen readers. */
function Chevron({ off }: { off: boolean }) {
  return (
    <div className="fe-select__indicator" data-disabled={off ? '' : undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}

/** A `select` in its frame with the chevron; every attribute (id, value, ARIA, handlers) goes to the `select`. */
export function SelectBox({ disabled, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="fe-select">
      <select className="fe-select__field" disabled={disabled} {...select} />
      <Chevron off={Boolean(disabled)} />
    </div>
  );
}
