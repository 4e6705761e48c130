/** The look of the header's dropdown menus (help, region), matching the avatar menu. */
export const menuContentClass = 'z-50 rounded-2xl border border-line bg-surface p-1.5 shadow-xl';
export const menuItemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-semibold outline-none data-[highlighted]:bg-surface-2';
export const headerIconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-2 data-[state=open]:bg-surface-2';
