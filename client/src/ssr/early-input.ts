/**
 * What a patient does between the first paint of a server-rendered page and the moment its code
 * is live: no tap dead, no typing lost. Part of the page's only script (the CSP runs no inline
 * one), so it listens from the moment that script runs, before React does.
 *
 * - Links are left alone: before the app they work as plain links.
 * - A tap on any other control (a button, a checkbox, a menu's trigger, a submit by Enter) is
 *   held, the control marked busy, and replayed once the page is live; tapped again meanwhile,
 *   it still acts once.
 * - Typing goes into the fields as usual; once live, each field's text is handed to the app as
 *   if typed then (React adopts a field's text without telling the form it changed).
 */
export interface EarlyInput {
  /** Stops holding input; with `live`, applies what was typed and replays the held taps. */
  release(live: boolean): void;
}

/** What can be tapped on the site's pages (MUI's selects and chips carry roles); links first. */
const CONTROL =
  'a[href],button,[role=button],[role=combobox],input[type=checkbox],input[type=radio]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Marks the time the page's controls went live, for `npm run bench` to read. */
export const CONTROLS_LIVE_MARK = 'controls-live';

export function holdEarlyInput(): EarlyInput {
  const held: Element[] = [];
  const typed = new Map<Field, string>();
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.('#root')) return;
    if (event.type === 'input') {
      typed.set(target as Field, (target as Field).value);
      return;
    }
    const control = event.type === 'submit' ? target : target.closest(CONTROL);
    if (!control || control.matches('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) {
      held.push(control);
      control.setAttribute('aria-busy', 'true');
    }
  };
  const types = ['click', 'submit', 'input'];
  types.forEach((type) => addEventListener(type, hold, true));

  return {
    release(live) {
      types.forEach((type) => removeEventListener(type, hold, true));
      held.forEach((control) => control.removeAttribute('aria-busy'));
      if (!live) return;
      performance.mark(CONTROLS_LIVE_MARK);
      typed.forEach((value, field) => field.isConnected && retype(field, value));
      // A field focused early: the app learns of it, as of a focus now.
      const active = document.activeElement;
      if (active && typed.has(active as Field))
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      for (const control of held) {
        if (!control.isConnected) continue;
        if (control instanceof HTMLFormElement) control.requestSubmit();
        // MUI's selects open on the press, not the click.
        else if (control.getAttribute('role') === 'combobox')
          control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
        else (control as HTMLElement).click();
      }
    },
  };
}

/**
 * Sets `value` as typed input: React tracks the last value it saw through the element's own
 * `value` setter, so that one records another value first, and the prototype's setter (which it
 * does not watch) puts the text back before the input event reports it.
 */
function retype(field: Field, value: string): void {
  field.value = value ? '' : ' ';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
