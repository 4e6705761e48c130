import { ChevronRight, FileText, Info, Mail, ReceiptText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';

const ITEMS = [
  { to: '/about', label: 'About Us', icon: Info },
  { to: '/contact', label: 'Contact Us', icon: Mail },
  { to: '/refund-policy', label: 'Refund & Cancellation', icon: ReceiptText },
  { to: '/terms', label: 'Terms & Conditions', icon: FileText },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheck },
];

/** The mobile More page (spec 000 section 2): the company and policy pages, and the version line. */
export function MorePage() {
  return (
    <main className="mx-auto w-full max-w-xl space-y-5 px-4 py-6">
      <PageTitle title="More" />
      <nav aria-label="More" className="overflow-hidden rounded-3xl border border-line bg-surface">
        <ul className="divide-y divide-line">
          {ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex w-full items-center gap-3 px-4 py-4 font-semibold hover:bg-surface-2">
                <Icon className="size-5 text-mint" aria-hidden /> <span className="flex-1">{label}</span>
                <ChevronRight className="size-5 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="pt-4 text-center text-sm text-muted">
        <span className="font-bold text-ink">v1.0</span> Your personal meal planning assistant
      </p>
    </main>
  );
}
