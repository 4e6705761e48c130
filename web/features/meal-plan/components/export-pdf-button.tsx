import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { planHas } from '../../../../domain/plans';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { usePriceList } from '../../../lib/price-list';
import { goToPricing } from '../../../lib/scroll-to-pricing';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/auth-client';
import { subscriptionQuery } from '../../billing/api';

/** Letter where people print on it (the Americas' letter countries); A4 everywhere else. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX']);

/** Export PDF (Premium): the server makes the week's plan and grocery list as a PDF, and the browser downloads it. */
export function ExportPdfButton({
  week,
  disabled,
  ...props
}: { week: string; disabled: boolean } & Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const { data: sub } = useQuery(subscriptionQuery(session?.user.id));
  const paper = LETTER_REGIONS.has(usePriceList().region) ? 'letter' : 'a4';
  const premium = sub ? planHas('pdf_export', sub.plan) : false;
  const onClick = () => {
    if (!premium) {
      notify({ title: 'Premium feature', description: 'Export to PDF is part of Premium.', variant: 'info' });
      return goToPricing(navigate);
    }
    // an attachment: the browser saves it and the plan stays on screen
    window.location.assign(`/api/meal-plans/${week}/pdf?paper=${paper}`);
  };
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={disabled} {...props}>
      <FileDown className="size-4" aria-hidden /> Export PDF
      {premium ? null : (
        <span className="ml-1 rounded-full bg-surface-2 px-1.5 py-0.5 text-[10px] font-extrabold tracking-wide text-muted uppercase">
          Premium
        </span>
      )}
    </Button>
  );
}
