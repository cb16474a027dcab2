import { useRef } from 'react';

/**
 * Focus return for dialogs opened from state rather than from a Radix Trigger (a row's
 * button, a toolbar action): Radix only knows its own Trigger, so without this the focus
 * would drop to the page on close. Spread the result onto the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Still the control that opened the dialog: Radix moves focus right after this.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
