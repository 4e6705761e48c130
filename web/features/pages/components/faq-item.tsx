import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/** One question and answer that opens in place (native details, so it works with find-in-page and without script). */
export function FaqItem({ question, children, id }: { question: string; children: ReactNode; id?: string }) {
  return (
    <details id={id} className="group scroll-mt-24 border-b border-line last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-bold hover:text-mint [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDown className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="space-y-3 pb-5 leading-7 text-ink/85">{children}</div>
    </details>
  );
}
