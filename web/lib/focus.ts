/** FocusOptions with `focusVisible`, which TypeScript's DOM types do not list yet. */
type FocusVisibleOptions = FocusOptions & { focusVisible?: boolean };

/**
 * Focuses an element without the keyboard focus ring. Radix focuses tabs and slider thumbs from script
 * on pointer down, and Chromium matches :focus-visible for such a focus; focusing first this way keeps
 * the ring away after a click or a drag, while the keyboard still shows it.
 */
export function focusWithoutRing(element: HTMLElement | null): void {
  if (!element || element === document.activeElement) return;
  const focus: (options?: FocusVisibleOptions) => void = element.focus.bind(element);
  focus({ focusVisible: false });
}
