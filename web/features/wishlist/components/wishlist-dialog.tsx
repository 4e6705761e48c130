import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, RotateCw, ThumbsUp } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from '../../../../domain/email';
import { WISHLIST_MESSAGES, type WishlistFeature } from '../../../../domain/wishlist';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/auth-client';
import { wishlistQuery } from '../api';
import { useVote } from '../vote';

const EMAIL_ID = 'wishlist-email';

/**
 * The Feature Wishlist (spec 001 sections 2, 5 and 8): an e-mail field (the signed-in person's address to start with),
 * the suggested features with their counts and a Vote button each, and Close.
 */
export function WishlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data: session } = useSession();
  const viewer = session?.user.id ?? 'visitor';
  const features = useQuery({ ...wishlistQuery(viewer), enabled: open });
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? session?.user.email ?? '';
  // Features voted for in this visit, by e-mail: a visitor's list does not say which ones they voted for.
  const [votedHere, setVotedHere] = useState<Set<string>>(new Set());
  const voteKey = (featureId: number, address: string) => `${normalizeEmail(address)}|${featureId}`;
  const vote = useVote(viewer, {
    onVoted: ({ featureId, email: address }) => setVotedHere((s) => new Set(s).add(voteKey(featureId, address))),
  });

  const failedAt = features.isError ? features.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify({ ...WISHLIST_MESSAGES.loadFailed, variant: 'destructive' });
  }, [failedAt]);

  const focusEmail = () => document.getElementById(EMAIL_ID)?.focus();

  function voteFor(feature: WishlistFeature) {
    const address = normalizeEmail(email);
    if (!address) {
      focusEmail();
      return notify({ ...WISHLIST_MESSAGES.emailRequired, variant: 'destructive' });
    }
    if (!isValidEmail(address)) {
      focusEmail();
      return notify({ title: 'Error', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
    }
    vote.mutate({ featureId: feature.id, email: address });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Feature Wishlist"
      description="Tell us what to build next. Vote for as many features as you like: one vote per feature for each e-mail."
      className="sm:w-[min(92vw,600px)]"
    >
      <form onSubmit={(e: FormEvent) => e.preventDefault()} noValidate>
        <Label htmlFor={EMAIL_ID}>Email</Label>
        <Input
          id={EMAIL_ID}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p className="mt-1.5 text-xs text-muted">We use it only to count one vote per person.</p>
      </form>

      <div className="mt-5">
        {features.isPending ? (
          <ul aria-busy="true" aria-label="Loading features" className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-2xl bg-surface-2" />
            ))}
          </ul>
        ) : features.isError ? (
          <div className="rounded-2xl border border-line p-5 text-center">
            <p className="font-semibold">{WISHLIST_MESSAGES.loadFailed.description}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void features.refetch()}>
              <RotateCw className="size-4" aria-hidden /> Try again
            </Button>
          </div>
        ) : (
          <ul
            aria-label="Suggested features"
            className="space-y-3 sm:-mr-2 sm:max-h-[min(30rem,52dvh)] sm:overflow-y-auto sm:pr-2"
          >
            {features.data.map((feature) => {
              const voted = feature.voted || votedHere.has(voteKey(feature.id, email));
              const busy = vote.isPending && vote.variables?.featureId === feature.id;
              return (
                <li
                  key={feature.id}
                  className="flex flex-col gap-3 rounded-2xl border border-line bg-page/40 p-4 sm:flex-row sm:items-center"
                >
                  <p className="flex-1 leading-snug">{feature.description}</p>
                  <div className="flex shrink-0 items-center justify-between gap-3 sm:justify-end">
                    <span
                      className="text-sm font-semibold text-muted"
                      aria-label={`${feature.votes} ${feature.votes === 1 ? 'vote' : 'votes'}`}
                    >
                      <span className="text-lg font-extrabold text-ink tabular-nums">{feature.votes}</span>{' '}
                      {feature.votes === 1 ? 'vote' : 'votes'}
                    </span>
                    <Button
                      size="sm"
                      variant={voted ? 'secondary' : 'primary'}
                      className={clsx('min-w-24', voted && 'disabled:opacity-100')}
                      disabled={voted || busy}
                      onClick={() => voteFor(feature)}
                    >
                      {voted ? <Check className="size-4" aria-hidden /> : <ThumbsUp className="size-4" aria-hidden />}
                      {voted ? 'Voted' : busy ? 'Voting...' : 'Vote'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <Button variant="outline" className="mt-6 w-full sm:w-auto" onClick={() => onOpenChange(false)}>
        Close
      </Button>
    </Dialog>
  );
}
