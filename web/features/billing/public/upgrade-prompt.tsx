import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import { quotaPrompt } from '../../../../domain/quota-access';
import type { QuotaFeature } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { useQuotaBlock } from './use-quota-block';

interface UpgradePromptProps {
  feature: QuotaFeature;
  /** Goes to the pricing section (given by the caller, which knows its router). */
  onUpgrade(): void;
  className?: string;
}

/**
 * Shown before a person tries a metered feature they cannot use now (Basic and generated plans, a month's
 * scans used up): what the feature is, why, and an Upgrade action for Basic. Nothing when it can be used.
 */
export function UpgradePrompt({ feature, onUpgrade, className }: UpgradePromptProps) {
  const { block, use, plan } = useQuotaBlock(feature);
  if (!block || !use) return null;
  const words = quotaPrompt(feature, block, use, plan);
  return (
    <div
      role="note"
      aria-label={words.title}
      className={clsx('space-y-2 rounded-2xl border border-brand/50 bg-brand/10 p-4 text-left text-sm', className)}
    >
      <p className="flex items-center gap-2 font-extrabold">
        <Sparkles className="size-4 shrink-0 text-brand" aria-hidden /> {words.reason}
      </p>
      <p className="text-muted">{words.what}</p>
      {words.offer ? (
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <p className="min-w-0 flex-1 font-semibold">{words.offer}</p>
          <Button size="sm" onClick={onUpgrade}>
            Upgrade to Plus
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A small 'Plus' mark on a button whose feature needs an upgrade (or whose month is used up). */
export function PlusMark({ feature }: { feature: QuotaFeature }) {
  const { block } = useQuotaBlock(feature);
  if (!block) return null;
  return (
    <span
      className="ml-1 rounded-full bg-brand-ink/15 px-1.5 py-0.5 text-[10px] font-extrabold tracking-wide uppercase"
      aria-label={block === 'plan' ? '(Plus feature)' : '(used up this month)'}
    >
      {block === 'plan' ? 'Plus' : 'Used'}
    </span>
  );
}
