import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog from the first time it opens on, so that its code (Radix, forms, zod...) is
 * not part of the page's first load; once mounted it stays, so closing still animates (decision 034).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
