import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';

/** Object URLs for picked files, released when the files change or the view goes. */
export function usePreviewUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/** Thumbnails of the picked photos, each with a remove button when `onRemove` is given. */
export function PhotoPreviews({ files, onRemove }: { files: readonly File[]; onRemove?(index: number): void }) {
  const urls = usePreviewUrls(files);
  return (
    <ul aria-label="Selected photos" className="grid grid-cols-3 gap-2">
      {urls.map((url, i) => (
        <li key={url} className="relative">
          <img
            src={url}
            alt={`Photo ${i + 1}`}
            className="aspect-square w-full rounded-xl border border-line object-cover"
          />
          {onRemove ? (
            <button
              type="button"
              onClick={() => onRemove(i)}
              aria-label={`Remove photo ${i + 1}`}
              className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-page/85 hover:bg-page"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A hidden file input that a button opens: the camera (capture) or the photo library (multiple). */
export function FileInput({
  inputRef,
  multiple = false,
  camera = false,
  onFiles,
  label,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  multiple?: boolean;
  camera?: boolean;
  onFiles(files: File[]): void;
  label: string;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      aria-label={label}
      className="hidden"
      multiple={multiple}
      {...(camera ? { capture: 'environment' as const } : {})}
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}
