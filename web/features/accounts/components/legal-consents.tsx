import { useState } from 'react';
import { isTermsType, type LegalItem } from '../../../../domain/legal';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface Props {
  items: LegalItem[];
  ticked: Set<number>;
  onToggle(id: number, on: boolean): void;
}

/** The sign-up list of legal checkboxes: terms open a popup with the full text; consent messages show their text. */
export function LegalConsents({ items, ticked, onToggle }: Props) {
  const [reading, setReading] = useState<LegalItem | null>(null);
  return (
    <fieldset className="space-y-2.5 rounded-2xl border border-line/70 bg-page/40 p-3.5">
      <legend className="px-1 text-sm font-semibold text-muted">Please review and accept</legend>
      {items.map((item) => {
        const id = `legal-${item.id}`;
        return (
          <div key={item.id} className="flex items-start gap-2.5 text-sm">
            <input
              id={id}
              type="checkbox"
              checked={ticked.has(item.id)}
              onChange={(e) => onToggle(item.id, e.target.checked)}
              className="mt-0.5 size-4.5 shrink-0 accent-[var(--color-brand)]"
            />
            <div className="min-w-0">
              <label htmlFor={id} className="font-semibold">
                {isTermsType(item.contentType) ? 'I accept the ' : ''}
                {item.displayName}
                {item.isRequiredForSignup ? (
                  <span className="text-danger" aria-label="required">
                    {' '}
                    *
                  </span>
                ) : null}
              </label>
              {isTermsType(item.contentType) ? (
                <button
                  type="button"
                  onClick={() => setReading(item)}
                  className="ml-2 font-semibold text-mint underline underline-offset-2"
                >
                  Read
                </button>
              ) : (
                <div className="mt-0.5 text-muted [&_p]:m-0" dangerouslySetInnerHTML={{ __html: item.content }} />
              )}
            </div>
          </div>
        );
      })}
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={reading?.title ?? ''}
        className="sm:w-[min(92vw,640px)]"
      >
        <div
          className="legal-text max-h-[55dvh] overflow-y-auto pr-2 text-sm leading-relaxed text-ink/90 [&_h2]:mt-4 [&_h2]:mb-1.5 [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2.5 [&_a]:text-mint [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }}
        />
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => setReading(null)}>
            Close
          </Button>
        </div>
      </Dialog>
    </fieldset>
  );
}
