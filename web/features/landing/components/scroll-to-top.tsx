import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec 000 section 9: the button appears after scrolling more than 300 px. */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand text-brand-ink shadow-lg ring-4 ring-page/60 transition hover:brightness-105 md:right-6 md:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
