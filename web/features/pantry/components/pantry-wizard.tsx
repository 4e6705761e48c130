import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PantryIngredient } from '../../../../domain/pantry';
import { Dialog } from '../../../components/ui/dialog';
import { quotaBlock } from '../../../../domain/quota-access';
import { notify } from '../../../lib/toast';
import { UpgradePrompt } from '../../billing/public/upgrade-prompt';
import { pantryStatusQuery, useAnalyzePhotos, useSaveScan } from '../api';
import { closePantryWizard, usePantryWizardOpen } from '../../../lib/pantry-wizard-store';
import { newRow, toRows, type EditableRow } from './ingredient-editor';
import { MultiUploadStep, UploadStep } from './wizard-upload';
import { RecipesStep, ReviewStep, SaveStep } from './wizard-steps';

type Step = 'upload' | 'multi-upload' | 'review' | 'recipes' | 'save';

/** The one 'Scan Your Pantry' wizard, opened with openPantryWizard(); closing it resets every step. */
export function PantryWizard({ onUpgrade }: { onUpgrade(): void }) {
  const open = usePantryWizardOpen();
  // Unmounted when closed: the next opening starts again at the upload step.
  return open ? <WizardContent onUpgrade={onUpgrade} /> : null;
}

/** 'Scan Complete!' / 'Found 5 ingredients in your pantry' (spec 001 section 8), for any count. */
export const notifyScanComplete = (n: number) =>
  notify({
    title: 'Scan Complete!',
    description: `Found ${n} ${n === 1 ? 'ingredient' : 'ingredients'} in your pantry`,
  });

function WizardContent({ onUpgrade }: { onUpgrade(): void }) {
  const [step, setStep] = useState<Step>('upload');
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [confirmed, setConfirmed] = useState<PantryIngredient[]>([]);
  const [imageUrls, setImageUrls] = useState<string[]>([]);
  const [usePreferences, setUsePreferences] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useQuery(pantryStatusQuery());
  const analyze = useAnalyzePhotos();
  const save = useSaveScan();
  const visionEnabled = status.data?.visionEnabled ?? true;
  const scansLeft = quotaBlock(status.data?.quota) === null;

  const run = (files: File[]) => {
    setError(null);
    analyze.mutate(files, {
      onSuccess: (result) => {
        setRows(result.ingredients.length ? toRows(result.ingredients) : [newRow()]);
        setImageUrls(result.imageUrls);
        setStep('review');
        notifyScanComplete(result.ingredients.length);
      },
      onError: (e) => setError(e.message),
    });
  };
  const typeInstead = () => {
    setRows(rows.length ? rows : [newRow()]);
    setStep('review');
  };

  const title =
    step === 'review'
      ? 'Review Detected Ingredients'
      : step === 'recipes'
        ? 'Recipe Suggestions'
        : step === 'save'
          ? save.data
            ? 'Scan Complete'
            : 'Save Your Pantry Scan'
          : 'Scan Your Pantry';
  const description =
    step === 'multi-upload'
      ? 'Upload up to 3 photos of your pantry.'
      : step === 'recipes'
        ? 'Recipes that use what you have, best match first.'
        : step === 'upload'
          ? 'Photograph what you have, or type it.'
          : undefined;

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && closePantryWizard()}
      title={title}
      description={description}
      className="sm:w-[min(94vw,720px)]"
    >
      {step === 'upload' ? (
        <UploadStep
          visionEnabled={visionEnabled}
          analyzing={analyze.isPending}
          error={error}
          onPhoto={(file) => run([file])}
          onMultiple={() => {
            setError(null);
            setStep('multi-upload');
          }}
          onType={typeInstead}
          upgrade={
            scansLeft ? null : (
              <UpgradePrompt
                feature="pantry_scans"
                onUpgrade={() => {
                  closePantryWizard();
                  onUpgrade();
                }}
              />
            )
          }
        />
      ) : step === 'multi-upload' ? (
        <MultiUploadStep
          analyzing={analyze.isPending}
          error={error}
          onAnalyze={run}
          onBack={() => setStep('upload')}
          onType={typeInstead}
        />
      ) : step === 'review' ? (
        <ReviewStep
          rows={rows}
          onRows={setRows}
          usePreferences={usePreferences}
          onUsePreferences={setUsePreferences}
          onBack={() => setStep('upload')}
          onConfirm={(valid) => {
            setConfirmed(valid);
            setStep('recipes');
          }}
        />
      ) : step === 'recipes' ? (
        <RecipesStep
          ingredients={confirmed}
          usePreferences={usePreferences}
          onBack={() => setStep('review')}
          onNext={() => setStep('save')}
        />
      ) : (
        <SaveStep
          count={confirmed.length}
          saving={save.isPending}
          saved={save.data ?? null}
          onBack={() => setStep('recipes')}
          onDone={closePantryWizard}
          onSave={(scanName) =>
            save.mutate({ scanName, ingredients: confirmed, appliedPreferences: usePreferences, imageUrls })
          }
        />
      )}
    </Dialog>
  );
}
