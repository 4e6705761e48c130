import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { findRegion, legalRegionFor } from '../../../../domain/regions';
import { FALLBACK_REFUND_POLICY_HTML, REFUND_POLICY } from '../../../../domain/refunds';
import { RegionFlag } from '../../../app/shell/region-flag';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useRegion } from '../../../lib/region';
import { legalTextQuery } from '../../legal/api';
import { LegalDocument } from '../components/legal-document';
import { RefundRequestForm } from '../components/refund-request-form';

const PAGE_TITLE = 'Refund & Cancellation Policy';
const FORM_ID = 'refund-request-form';
const TOGGLE_ID = 'refund-request-toggle';

function effectiveOn(isoDate: string, legalRegion: string) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(legalRegion === 'US' ? 'en-US' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The refund policy (spec 000 sections 2, 4 and 9): the region's text from the server, else one built from the policy's
 * figures, and a 'Request a Refund' button that opens the request form above the text.
 */
export function RefundPolicyPage() {
  const region = useRegion();
  const legalRegion = legalRegionFor(region);
  const { data, error, isPending } = useQuery(legalTextQuery(region, 'refund_policy'));
  const [formOpen, setFormOpen] = useState(false);
  useEffect(() => {
    if (error) console.error('Legal text refund_policy could not be loaded; showing the built-in text.', error);
  }, [error]);

  // Back to the button that opened the form, so keyboard and screen-reader users are not left on a removed field.
  const closeForm = () => {
    setFormOpen(false);
    document.getElementById(TOGGLE_ID)?.focus();
  };

  const fromServer = data?.content.trim() ? data : null;
  const html = fromServer?.content ?? (isPending ? null : FALLBACK_REFUND_POLICY_HTML);
  const effectiveDate = fromServer?.effectiveDate ?? REFUND_POLICY.effectiveDate;
  const regionInfo = findRegion(legalRegion);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:pt-12">
      <LegalDocument
        html={html}
        header={
          <>
            <PageTitle title={PAGE_TITLE}>{fromServer?.title ?? PAGE_TITLE}</PageTitle>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              {html !== null ? (
                <span>
                  Effective <time dateTime={effectiveDate}>{effectiveOn(effectiveDate, legalRegion)}</time>
                </span>
              ) : null}
              {fromServer ? <span>Version {fromServer.versionNumber}</span> : null}
              {regionInfo ? (
                <span className="inline-flex items-center gap-1.5">
                  <RegionFlag code={regionInfo.code} width={16} /> {regionInfo.name} version
                </span>
              ) : null}
            </p>

            <section
              aria-labelledby="refund-request-title"
              className="mt-6 rounded-3xl border border-mint/30 bg-surface p-5 sm:p-7"
            >
              <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
                <div className="flex flex-1 items-start gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-mint/15 text-mint">
                    <ReceiptText className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h2 id="refund-request-title" className="text-lg font-extrabold">
                      Need a refund?
                    </h2>
                    <p className="mt-1 text-sm leading-6 text-muted">
                      If a core feature of your paid plan isn't working, ask within {REFUND_POLICY.windowDays} days of
                      the payment. We reply within {REFUND_POLICY.replyWorkingDays} working days.
                    </p>
                  </div>
                </div>
                <Button
                  id={TOGGLE_ID}
                  className="w-full shrink-0 sm:w-auto"
                  aria-expanded={formOpen}
                  aria-controls={formOpen ? FORM_ID : undefined}
                  onClick={() => setFormOpen((open) => !open)}
                >
                  Request a Refund
                  <ChevronDown
                    className={formOpen ? 'size-4 rotate-180 transition' : 'size-4 transition'}
                    aria-hidden
                  />
                </Button>
              </div>
              {formOpen ? <RefundRequestForm id={FORM_ID} onSubmitted={closeForm} onCancel={closeForm} /> : null}
            </section>
          </>
        }
      />
    </main>
  );
}
