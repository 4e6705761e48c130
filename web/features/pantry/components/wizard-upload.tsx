import { Camera, Images, Keyboard, Loader2, ScanLine, Upload } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { PANTRY_LIMITS, PANTRY_MESSAGES } from '../../../../domain/pantry';
import { Button } from '../../../components/ui/button';
import { selectImages } from '../image-selection';
import { FileInput, PhotoPreviews } from './photo-previews';

/** Why photos cannot be analysed (not set up, or the last attempt failed), with the typed path. */
export function AnalysisNotice({ message, onType }: { message: string; onType(): void }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-brand/50 bg-brand/10 p-4">
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" onClick={onType}>
        <Keyboard className="size-4" aria-hidden /> Type ingredients
      </Button>
    </div>
  );
}

interface UploadStepProps {
  visionEnabled: boolean;
  analyzing: boolean;
  error: string | null;
  onPhoto(file: File): void;
  onMultiple(): void;
  onType(): void;
  /** Why photos cannot be scanned this month, with the upgrade action (null when they can). */
  upgrade?: ReactNode;
}

/** Step 1: take a photo (the back camera on phones), or switch to uploading several. */
export function UploadStep({ visionEnabled, analyzing, error, onPhoto, onMultiple, onType, upgrade }: UploadStepProps) {
  const camera = useRef<HTMLInputElement>(null);
  if (analyzing) return <Analyzing />;
  return (
    <div className="space-y-4">
      {!visionEnabled ? (
        <AnalysisNotice message={PANTRY_MESSAGES.notConfigured} onType={onType} />
      ) : error ? (
        <AnalysisNotice message={error} onType={onType} />
      ) : (
        upgrade
      )}
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line p-6 text-center">
        <ScanLine className="size-10 text-mint" aria-hidden />
        <p className="text-sm text-muted">
          Take a photo of your fridge, shelves or groceries and we will list the ingredients.
        </p>
        <FileInput inputRef={camera} camera label="Take a photo" onFiles={(files) => files[0] && onPhoto(files[0])} />
        <Button
          onClick={() => camera.current?.click()}
          disabled={!visionEnabled || Boolean(upgrade)}
          className="w-full sm:w-auto"
        >
          <Camera className="size-4" aria-hidden /> Take Photo
        </Button>
        <Button variant="ghost" size="sm" onClick={onMultiple} disabled={!visionEnabled || Boolean(upgrade)}>
          <Images className="size-4" aria-hidden /> Upload multiple images
        </Button>
      </div>
      {visionEnabled ? (
        <Button variant="ghost" size="sm" onClick={onType} className="w-full">
          <Keyboard className="size-4" aria-hidden /> Type ingredients instead
        </Button>
      ) : null}
    </div>
  );
}

export function Analyzing() {
  return (
    <p role="status" className="flex flex-col items-center gap-3 py-12 text-center text-muted">
      <Loader2 className="size-8 animate-spin text-mint" aria-hidden />
      Analyzing your pantry...
    </p>
  );
}

interface MultiUploadStepProps {
  analyzing: boolean;
  error: string | null;
  onAnalyze(files: File[]): void;
  onBack(): void;
  onType(): void;
}

/** Step 2: up to 3 images; the upload area goes once there are 3 (spec 001 sections 2 and 5). */
export function MultiUploadStep({ analyzing, error, onAnalyze, onBack, onType }: MultiUploadStepProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  if (analyzing) return <Analyzing />;

  const add = (picked: File[]) => {
    const { accepted, problems: found } = selectImages(files.length, picked);
    setProblems(found);
    setFiles([...files, ...accepted]);
  };
  return (
    <div className="space-y-4">
      {error ? <AnalysisNotice message={error} onType={onType} /> : null}
      {files.length < PANTRY_LIMITS.maxImages ? (
        <button
          type="button"
          onClick={() => picker.current?.click()}
          className="flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line p-6 text-center hover:border-mint"
        >
          <Upload className="size-8 text-mint" aria-hidden />
          <span className="font-bold">Choose photos</span>
          <span className="text-sm text-muted">
            Up to {PANTRY_LIMITS.maxImages} images, 10 MB each ({PANTRY_LIMITS.maxImages - files.length} more)
          </span>
        </button>
      ) : null}
      <FileInput inputRef={picker} multiple label="Choose photos" onFiles={add} />
      {problems.length ? (
        <ul role="alert" className="space-y-1 text-sm font-semibold text-danger">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <PhotoPreviews files={files} onRemove={(i) => setFiles(files.filter((_, j) => j !== i))} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onAnalyze(files)} disabled={!files.length}>
          <ScanLine className="size-4" aria-hidden /> Analyze {files.length || ''}{' '}
          {files.length === 1 ? 'Image' : 'Images'}
        </Button>
      </div>
    </div>
  );
}
