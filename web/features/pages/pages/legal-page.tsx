import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fallbackLegalItems, type LegalContentType } from '../../../../domain/legal';
import { findRegion, legalRegionFor } from '../../../../domain/regions';
import { RegionFlag } from '../../../app/shell/region-flag';
import { PageTitle } from '../../../components/ui/page-title';
import { useRegion } from '../../../lib/region';
import { legalTextQuery } from '../../legal/api';
import { LegalDocument } from '../components/legal-document';

/** The region's legal text from the server; the built-in text when it is empty or cannot be loaded (spec 000 sections 2 and 8). */
function useLegalText(contentType: LegalContentType) {
  const region = useRegion();
  const legalRegion = legalRegionFor(region);
  const { data, error, isPending } = useQuery(legalTextQuery(region, contentType));
  useEffect(() => {
    if (error) console.error(`Legal text ${contentType} could not be loaded; showing the built-in text.`, error);
  }, [error, contentType]);
  const fallback = fallbackLegalItems(legalRegion).find((item) => item.contentType === contentType)!;
  const item = data?.content.trim() ? data : isPending ? null : fallback;
  return { item, fallback, legalRegion };
}

function formatDate(isoDate: string, legalRegion: string) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(legalRegion === 'US' ? 'en-US' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

function LegalPage({ contentType, pageTitle }: { contentType: LegalContentType; pageTitle: string }) {
  const { item, fallback, legalRegion } = useLegalText(contentType);
  const region = findRegion(legalRegion);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:pt-12">
      <LegalDocument
        html={item?.content ?? null}
        header={
          <>
            <PageTitle title={pageTitle}>{item?.title ?? fallback.title}</PageTitle>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
              {item ? (
                <>
                  <span>
                    Effective <time dateTime={item.effectiveDate}>{formatDate(item.effectiveDate, legalRegion)}</time>
                  </span>
                  <span>Version {item.versionNumber}</span>
                </>
              ) : null}
              {region ? (
                <span className="inline-flex items-center gap-1.5">
                  <RegionFlag code={region.code} width={16} /> {region.name} version
                </span>
              ) : null}
            </p>
          </>
        }
      />
    </main>
  );
}

export function TermsPage() {
  return <LegalPage contentType="terms_conditions" pageTitle="Terms & Conditions" />;
}

export function PrivacyPage() {
  return <LegalPage contentType="privacy_policy" pageTitle="Privacy Policy" />;
}
