import { useQuery } from '@tanstack/react-query';
import { Camera, ChefHat, ImageOff, Save, ScanLine, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultScanName, keepValidRows, PANTRY_LIMITS, PANTRY_MESSAGES } from '../../../../domain/pantry';
import { quotaBlock } from '../../../../domain/quota-access';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { useLayout } from '../../../lib/use-layout';
import { UpgradePrompt } from '../../billing/public/upgrade-prompt';
import { pantryStatusQuery, useAnalyzePhotos, useSaveScan } from '../api';
import { openBuildDialog } from '../../../lib/build-dialog-store';
import { selectImages } from '../image-selection';
import { openPantryWizard } from '../../../lib/pantry-wizard-store';
import { addIngredients } from '../../../../domain/pantry-merge';
import { IngredientEditor, newRow, toRows, type EditableRow } from '../components/ingredient-editor';
import { notifyScanComplete } from '../components/pantry-wizard';
import { FileInput, PhotoPreviews } from '../components/photo-previews';
import { SavedScans } from '../components/saved-scans';
import { AnalysisNotice, Analyzing } from '../components/wizard-upload';

/** /dashboard/pantry-scan (spec 001 section 2): photos analysed by the vision provider, or typed; saved scans. */
export function PantryScanPage() {
  const navigate = useNavigate();
  const layout = useLayout();
  const status = useQuery(pantryStatusQuery());
  const analyze = useAnalyzePhotos();
  const save = useSaveScan();
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [imageUrls, setImageUrls] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const visionEnabled = status.data?.visionEnabled ?? true;
  const valid = keepValidRows(rows);
  const quota = status.data?.quota;
  // A month's photo scans used up: said before a photo is picked, with the upgrade (typing still works).
  const scansLeft = quotaBlock(quota) === null;
  const roomForPhotos = files.length < PANTRY_LIMITS.maxImages;

  // A later photo adds to what is there (photos and ingredients), up to 3 photos in all (spec 001 section 5).
  const pick = (picked: File[]) => {
    const { accepted, problems: found } = selectImages(files.length, picked);
    setProblems(found);
    if (!accepted.length) return;
    setFiles((before) => [...before, ...accepted]);
    setError(null);
    analyze.mutate(accepted, {
      onSuccess: (result) => {
        setRows((before) => addIngredients(before, result.ingredients, newRow));
        setImageUrls((before) => [...before, ...result.imageUrls]);
        notifyScanComplete(result.ingredients.length);
      },
      // The photos that could not be read are not part of the scan.
      onError: (e) => {
        setFiles((before) => before.filter((f) => !accepted.includes(f)));
        setError(e.message);
      },
    });
  };
  // Phones go to the Build page; wider screens open the Build dialog over this page (spec 001 section 2).
  const buildFrom = (ingredients: string[]) =>
    layout === 'mobile' ? void navigate('/dashboard/build', { state: { ingredients } }) : openBuildDialog(ingredients);
  const typeInstead = () => {
    if (!rows.length) setRows([newRow()]);
    window.setTimeout(() => document.querySelector<HTMLInputElement>('[aria-label="Ingredient 1 name"]')?.focus(), 0);
  };

  return (
    <main className="mx-auto w-full max-w-3xl space-y-5 px-4 py-5">
      {/* The header's back button leads back; a second arrow here stacked two on phones. */}
      <PageTitle title="Pantry Scan" />

      <section className="space-y-4 rounded-2xl border border-line bg-surface p-4">
        {analyze.isPending ? (
          <Analyzing />
        ) : files.length ? (
          <PhotoPreviews files={files} />
        ) : (
          <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line text-muted">
            <ImageOff className="size-8" aria-hidden />
            No image selected
          </div>
        )}
        <FileInput inputRef={camera} camera label="Take a photo" onFiles={(picked) => pick(picked.slice(0, 1))} />
        <FileInput inputRef={library} multiple label="Upload photos" onFiles={pick} />
        <div className="grid grid-cols-2 gap-3">
          <Button
            onClick={() => camera.current?.click()}
            disabled={!visionEnabled || !scansLeft || !roomForPhotos || analyze.isPending}
          >
            <Camera className="size-4" aria-hidden /> Take Photo
          </Button>
          <Button
            variant="secondary"
            onClick={() => library.current?.click()}
            disabled={!visionEnabled || !scansLeft || !roomForPhotos || analyze.isPending}
          >
            <Upload className="size-4" aria-hidden /> Upload
          </Button>
        </div>
        {problems.length ? (
          <ul role="alert" className="space-y-1 text-sm font-semibold text-danger">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {!visionEnabled ? (
          <AnalysisNotice message={PANTRY_MESSAGES.notConfigured} onType={typeInstead} />
        ) : error ? (
          <AnalysisNotice message={error} onType={typeInstead} />
        ) : !scansLeft ? (
          <UpgradePrompt feature="pantry_scans" onUpgrade={() => goToPricing(navigate)} />
        ) : null}
        {quota && visionEnabled ? (
          <p className="text-xs text-muted">
            {quota.limit === null
              ? `${quota.used} photo scans this month (unlimited)`
              : `${quota.used} of ${quota.limit} photo scans used this month`}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="your-ingredients" className="space-y-3 rounded-2xl border border-line bg-surface p-4">
        <h2 id="your-ingredients" className="text-lg font-extrabold">
          Your Ingredients
        </h2>
        {rows.length ? null : <p className="text-sm text-muted">Scan a photo, or add what you have by hand.</p>}
        <IngredientEditor rows={rows} onChange={setRows} label="Your ingredients" />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            onClick={() => buildFrom(valid.map((i) => i.name).slice(0, 30))}
            disabled={!valid.length}
            className="h-auto min-h-11 py-2 leading-tight"
          >
            <ChefHat className="size-4" aria-hidden /> Build Recipes from These Ingredients
          </Button>
          <Button
            variant="outline"
            disabled={!valid.length || save.isPending}
            onClick={() =>
              save.mutate({
                scanName: defaultScanName(new Date()),
                ingredients: valid,
                appliedPreferences: false,
                imageUrls,
              })
            }
          >
            <Save className="size-4" aria-hidden /> {save.isPending ? 'Saving...' : 'Save Scan'}
          </Button>
        </div>
      </section>

      <Button variant="ghost" onClick={openPantryWizard} className="w-full">
        <ScanLine className="size-4" aria-hidden /> Scan Your Pantry step by step
      </Button>

      <SavedScans
        onUse={(scan) => {
          setRows(toRows(scan.ingredients));
          setImageUrls([]);
          setFiles([]);
        }}
      />
    </main>
  );
}
