import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** What a header menu's trigger shows: the same before and after its menu's code has loaded. */
export interface MenuTriggerProps {
  label: string;
  className: string;
  icon: ReactNode;
}

type MenuModule = { default: ComponentType<MenuTriggerProps> };

/**
 * A header dropdown whose code (Radix menu, popper, floating-ui) loads on first use (see decision 007):
 * until then its trigger is a plain button, with the same look, name and popup state, that starts the
 * download on hover or focus and opens the menu on click (or ArrowDown, as Radix does). The loaded
 * component renders the Radix menu opened (`defaultOpen`) and stays mounted from then on.
 */
export function lazyMenu(load: () => Promise<MenuModule>): ComponentType<MenuTriggerProps> {
  let loading: Promise<MenuModule> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Loaded = lazy(preload);
  return function LazyMenu(props: MenuTriggerProps) {
    const [used, setUsed] = useState(false);
    const trigger = (
      <button
        type="button"
        className={props.className}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={() => void preload().catch(() => undefined)}
        onFocus={() => void preload().catch(() => undefined)}
        onClick={() => setUsed(true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setUsed(true);
        }}
      >
        {props.icon}
      </button>
    );
    return used ? (
      <Suspense fallback={trigger}>
        <Loaded {...props} />
      </Suspense>
    ) : (
      trigger
    );
  };
}
