import { useQuery } from '@tanstack/react-query';
import { Lightbulb, ThumbsUp } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { OnceOpened } from '../../../components/ui/once-opened';
import { useSession } from '../../../lib/auth-client';
import { wishlistQuery } from '../api';

// The dialog (Radix, its form) loads when a visitor first asks for it, not with the landing page (decision 034).
const loadDialog = () => import('../components/wishlist-dialog');
const WishlistDialog = lazy(() => loadDialog().then((m) => ({ default: m.WishlistDialog })));

/** The landing page's invitation to vote (spec 001 section 2): the most-wanted ideas so far, and a button to the dialog. */
export function WishlistTeaser() {
  const [open, setOpen] = useState(false);
  const { data: session } = useSession();
  const { data } = useQuery(wishlistQuery(session?.user.id ?? 'visitor'));
  const top = [...(data ?? [])]
    .filter((f) => f.votes > 0)
    .sort((a, b) => b.votes - a.votes || a.id - b.id)
    .slice(0, 3);

  return (
    <section aria-labelledby="wishlist-teaser-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <div className="grid gap-8 rounded-3xl border border-line bg-surface p-6 sm:p-10 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-extrabold tracking-wider text-mint uppercase">
            <Lightbulb className="size-4" aria-hidden /> Feature Wishlist
          </p>
          <h2 id="wishlist-teaser-title" className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
            Help us decide what to cook up next
          </h2>
          <p className="mt-3 max-w-xl leading-7 text-muted">
            PDF export, family sharing, leftover planning, festival menus: vote for the features you want most. We build
            the most-wanted ones first.
          </p>
          <Button
            size="lg"
            className="mt-6 w-full sm:w-auto"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            <ThumbsUp className="size-5" aria-hidden /> Vote for Features
          </Button>
        </div>
        {top.length ? (
          <div className="rounded-2xl bg-page/50 p-5">
            <p className="text-sm font-bold text-muted">Most wanted so far</p>
            <ol className="mt-3 space-y-3">
              {top.map((feature, i) => (
                <li key={feature.id} className="flex items-start gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-extrabold text-brand-ink">
                    {i + 1}
                  </span>
                  <span className="flex-1 text-sm leading-snug">{feature.description}</span>
                  <span className="shrink-0 text-sm font-bold text-mint tabular-nums">{feature.votes}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
      <OnceOpened open={open}>
        <WishlistDialog open={open} onOpenChange={setOpen} />
      </OnceOpened>
    </section>
  );
}
