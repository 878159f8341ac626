import { forwardRef } from 'react';

/**
 * A field people never meet: off screen, out of the tab order and hidden from assistive technology,
 * with a name autofill leaves alone. Scripts that fill every input fill it, and the function stores
 * such a send as spam (botTrapReason, src/forms/core/record.ts). Every form that takes visitors'
 * sends draws this one (the briefings, the newsletter signup), with useBotTrap.
 */
export const BotTrapField = forwardRef<HTMLInputElement>(function BotTrapField(_props, ref) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input ref={ref} type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
});
