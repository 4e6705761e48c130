import { quotaPrompt } from '../../../../domain/quota-access';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { closeUpgrade, useUpgradeDialog } from '../../../lib/upgrade-store';
import { useQuotaBlock } from '../public/use-quota-block';
import type { QuotaFeature } from '../../../../domain/plans';

/** The upgrade dialog a blocked Create Meal Plan (or photo scan) opens instead of trying and failing. */
export function UpgradeDialog({ onUpgrade }: { onUpgrade(): void }) {
  const { feature } = useUpgradeDialog();
  return feature ? <UpgradeDialogFor feature={feature} onUpgrade={onUpgrade} /> : null;
}

function UpgradeDialogFor({ feature, onUpgrade }: { feature: QuotaFeature; onUpgrade(): void }) {
  const { block, use, plan } = useQuotaBlock(feature);
  const words = quotaPrompt(feature, block ?? 'plan', use ?? { used: 0, limit: 0 }, plan);
  return (
    <Dialog open onOpenChange={(open) => !open && closeUpgrade()} title={words.title} description={words.reason}>
      <div className="space-y-4 text-sm">
        <p className="leading-relaxed">{words.what}</p>
        {words.offer ? <p className="font-semibold">{words.offer}</p> : null}
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="outline" onClick={closeUpgrade}>
            {words.offer ? 'Not now' : 'OK'}
          </Button>
          {words.offer ? (
            <Button
              onClick={() => {
                closeUpgrade();
                onUpgrade();
              }}
            >
              Upgrade to Plus
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
