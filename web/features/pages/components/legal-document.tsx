import { clsx } from 'clsx';
import { List } from 'lucide-react';
import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface Section {
  id: string;
  label: string;
}

/** Gives every h2 of the legal HTML an id, so the contents can link to it. The HTML was sanitised by the server. */
function withSectionIds(html: string): { html: string; sections: Section[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const used = new Set<string>();
  const sections = [...doc.body.querySelectorAll('h2')].map((heading, index) => {
    const label = heading.textContent?.trim() ?? '';
    const slug =
      label
        .toLowerCase()
        .replace(/^\d+[.)]?\s*/, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `section-${index + 1}`;
    const id = used.has(slug) ? `${slug}-${index + 1}` : slug;
    used.add(id);
    heading.id = id;
    return { id, label };
  });
  return { html: doc.body.innerHTML, sections };
}

// Long legal text: generous line height, clear heading steps, mint links and list markers.
const prose = clsx(
  'text-[15px] leading-relaxed text-ink/90 [overflow-wrap:anywhere] sm:text-base sm:leading-7 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:border-t [&_h2]:border-line/60 [&_h2]:pt-8 [&_h2]:text-xl [&_h2]:leading-snug [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ink sm:[&_h2]:text-2xl',
  '[&>h2:first-child]:mt-0 [&>h2:first-child]:border-t-0 [&>h2:first-child]:pt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-ink',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ol]:mt-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-mint [&_li>ul]:mt-2 [&_li>ol]:mt-2',
  '[&_strong]:font-bold [&_strong]:text-ink',
  '[&_a]:font-semibold [&_a]:text-mint [&_a]:underline [&_a]:decoration-mint/40 [&_a]:underline-offset-4 [&_a:hover]:text-ink',
  '[&_table]:mt-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border [&_th]:border-line [&_th]:bg-surface-2 [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-line [&_td]:p-2 [&_td]:align-top',
);

/**
 * A legal text under its header, with a table of contents: a sticky side list on wide screens, a collapsible list above the
 * text on phones. `html` null shows a placeholder while the text loads.
 */
export function LegalDocument({ header, html }: { header: ReactNode; html: string | null }) {
  const { html: content, sections } = useMemo(
    () => (html === null ? { html: '', sections: [] } : withSectionIds(html)),
    [html],
  );
  const navigate = useNavigate();
  const { hash } = useLocation();

  // The text arrives after the first paint, so a link to one of its sections scrolls once it is there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, content]);

  // Links from the text to other pages of the app stay in the app instead of reloading it.
  function followInternalLink(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  }

  const contents = (
    <ol className="space-y-1 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded-lg px-3 py-1.5 leading-snug text-muted hover:bg-surface-2 hover:text-ink"
          >
            {s.label}
          </a>
        </li>
      ))}
    </ol>
  );

  const hasContents = html === null || sections.length > 2;
  return (
    <div className={clsx(hasContents ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10' : 'mx-auto max-w-3xl')}>
      {hasContents ? (
        <nav aria-label="Contents" className="hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-3xl border border-line bg-surface p-3">
            <p className="px-3 pt-1 pb-2 text-xs font-extrabold tracking-wider text-mint uppercase">Contents</p>
            {contents}
          </div>
        </nav>
      ) : null}
      <div className="min-w-0 lg:max-w-3xl">
        <header className="mb-8">{header}</header>
        {sections.length > 2 ? (
          <details className="group mb-6 rounded-3xl border border-line bg-surface lg:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-5 py-4 font-bold [&::-webkit-details-marker]:hidden">
              <List className="size-5 text-mint" aria-hidden /> Contents
              <span className="ml-auto text-sm font-semibold text-muted">{sections.length} sections</span>
            </summary>
            <nav aria-label="Contents" className="border-t border-line p-2">
              {contents}
            </nav>
          </details>
        ) : null}
        {html === null ? (
          <div
            aria-busy="true"
            aria-label="Loading"
            className="animate-pulse space-y-4 rounded-3xl border border-line bg-surface p-8"
          >
            {[60, 95, 90, 80, 40, 95, 85].map((width, i) => (
              <div key={i} className="h-4 rounded-full bg-surface-2" style={{ width: `${width}%` }} />
            ))}
          </div>
        ) : (
          <article
            className={clsx(prose, 'rounded-3xl border border-line bg-surface px-5 py-7 sm:px-10 sm:py-10')}
            onClick={followInternalLink}
            dangerouslySetInnerHTML={{ __html: content }}
          />
        )}
      </div>
    </div>
  );
}
