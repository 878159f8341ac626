/*
 * A briefing arrives prerendered, its first questions drawn in the HTML, and a visitor may start
 * typing before the app has run. React keeps what is in a text box or a ticked box when it hydrates
 * the page, but does not tell the form (react-dom replays no change for them): the form's state
 * would stay empty and the next render would wipe what was typed. The runner therefore reads, once
 * its questions have hydrated, every control whose state differs from the HTML it arrived with,
 * and enters it again through the events React listens to, as the visitor did.
 */

export type Entered =
  | { id: string; kind: 'text'; value: string }
  | { id: string; kind: 'check'; checked: boolean }
  | { id: string; kind: 'select'; index: number };

/** What differs from the prerendered HTML in `area`'s controls (React sets the defaults to what it rendered). */
export function enteredBeforeHydration(area: ParentNode | null): Entered[] {
  if (!area) return [];
  const entered: Entered[] = [];
  for (const control of area.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[id], textarea[id], select[id]')) {
    if (control instanceof HTMLSelectElement) {
      const index = control.selectedIndex;
      if (index >= 0 && !control.options[index].defaultSelected) entered.push({ id: control.id, kind: 'select', index });
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) entered.push({ id: control.id, kind: 'check', checked: control.checked });
    } else if (control.value !== control.defaultValue) {
      entered.push({ id: control.id, kind: 'text', value: control.value });
    }
  }
  return entered;
}

/**
 * Enters each again. React notices a change by comparing a control's value with the last one it
 * saw, which it learns through the element's own `value`/`checked` setters: the last seen value is
 * set through those, the entered one through the prototype's, and the event does the rest.
 */
export function enterAgain(entered: readonly Entered[]): void {
  for (const item of entered) {
    const control = document.getElementById(item.id);
    if (item.kind === 'text' && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
      control.value = item.value === '' ? ' ' : '';
      setValue?.call(control, item.value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (item.kind === 'check' && control instanceof HTMLInputElement && !control.disabled) {
      control.checked = !item.checked;
      control.click();
    } else if (item.kind === 'select' && control instanceof HTMLSelectElement) {
      control.selectedIndex = item.index;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
