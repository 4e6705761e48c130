import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

/** The frame of a static page: a centred column with the title and a short lead. */
export function StaticPage({
  title,
  heading,
  lead,
  wide,
  children,
}: {
  title: string;
  heading?: ReactNode;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={clsx('mx-auto w-full px-4 pt-8 pb-16 sm:pt-12', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="mb-8 sm:mb-10">
        <PageTitle title={title}>{heading}</PageTitle>
        {lead ? <p className="mt-3 max-w-2xl text-base leading-7 text-muted sm:text-lg">{lead}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** A dark teal card with an optional heading, the house style for content blocks. */
export function Card({
  className,
  children,
  ...props
}: {
  className?: string;
  children: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <section className={clsx('rounded-3xl border border-line bg-surface p-5 sm:p-7', className)} {...props}>
      {children}
    </section>
  );
}

export const linkClass =
  'font-semibold text-mint underline decoration-mint/40 underline-offset-4 hover:text-ink hover:decoration-ink';
