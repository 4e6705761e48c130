import { useQuery } from '@tanstack/react-query';
import { Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PantryScan } from '../../../../domain/pantry';
import { Button } from '../../../components/ui/button';
import { pantryScansQuery, useDeleteScan } from '../api';

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The person's saved scans, newest first, each to use again or delete (after a confirmation: it cannot be undone). */
export function SavedScans({ onUse }: { onUse(scan: PantryScan): void }) {
  const scans = useQuery(pantryScansQuery());
  const remove = useDeleteScan();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section aria-labelledby="saved-scans" className="space-y-3">
      <h2 id="saved-scans" className="text-lg font-extrabold">
        Saved Scans
      </h2>
      {scans.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading scans...
        </p>
      ) : !scans.data?.length ? (
        <p className="text-sm text-muted">No saved scans yet. Save one to find it here.</p>
      ) : (
        <ul className="space-y-2">
          {scans.data.map((scan) => (
            <li key={scan.id} className="rounded-2xl border border-line bg-surface p-3">
              {confirming === scan.id ? (
                <div role="group" aria-label={`Delete ${scan.scanName}?`} className="flex flex-wrap items-center gap-2">
                  <p className="min-w-0 flex-1 text-sm font-semibold">Delete {scan.scanName}? This cannot be undone.</p>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(scan.id, { onSettled: () => setConfirming(null) })}
                  >
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </Button>
                </div>
              ) : (
                <div className="flex items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold">{scan.scanName}</p>
                    <p className="truncate text-xs text-muted">
                      {savedOn(scan.createdAt)} · {scan.ingredients.map((i) => i.name).join(', ')}
                    </p>
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => onUse(scan)} aria-label={`Use ${scan.scanName}`}>
                    <RotateCcw className="size-4" aria-hidden /> Use
                  </Button>
                  <button
                    type="button"
                    onClick={() => setConfirming(scan.id)}
                    aria-label={`Delete ${scan.scanName}`}
                    className="flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-danger"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
