import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PageTitle({ children, title }: { children?: ReactNode; title: string }) {
  useDocumentTitle(title);
  return <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{children ?? title}</h1>;
}

/** A route whose feature has not been built yet: it shows its title and nothing that pretends to work. */
export function TitleOnlyPage({ title }: { title: string }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle title={title} />
    </main>
  );
}
