import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '../../../common/schemas/field-rules.ts';

/** A field only bots fill: off screen, out of the tab order, hidden from assistive tech. */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input
          ref={inputRef}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
