import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { focusWithoutRing } from '../../lib/focus';

/** A Radix tab whose focus ring is for keyboard users only: a click does not leave the ring on it. */
export function TabTrigger({ onMouseDown, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!props.disabled && event.button === 0 && !event.ctrlKey) focusWithoutRing(event.currentTarget);
      }}
    />
  );
}
