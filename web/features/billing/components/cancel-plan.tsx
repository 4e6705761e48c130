import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAN_NAMES, type Plan } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { longDate } from '../../../lib/dates';

/**
 * Cancel (the refund policy's promise): the plan runs to its end date, then the account is on Basic; nothing is
 * refunded for the days left and no renewal reminder comes. "Keep my plan" undoes it until then.
 */
export function CancelPlan({ plan, until, cancelled }: { plan: Plan; until: string; cancelled: boolean }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (cancel: boolean) => (cancel ? api.post('/api/billing/cancel') : api.delete('/api/billing/cancel')),
    onSuccess: (_data, cancel) => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      notify(
        cancel
          ? {
              title: 'Plan cancelled',
              description: `You keep ${PLAN_NAMES[plan]} until ${longDate(until)}, then your account moves to Basic.`,
            }
          : { title: 'Plan kept', description: `Your ${PLAN_NAMES[plan]} plan runs until ${longDate(until)}.` },
      );
    },
    onError: (error) => notify({ title: 'Error', description: error.message, variant: 'destructive' }),
  });

  if (cancelled) {
    return (
      <Button variant="outline" className="shrink-0" disabled={change.isPending} onClick={() => change.mutate(false)}>
        Keep my plan
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" className="shrink-0 text-muted" onClick={() => setAsking(true)}>
        Cancel plan
      </Button>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={`Cancel your ${PLAN_NAMES[plan]} plan?`}
        description={`You keep ${PLAN_NAMES[plan]} until ${longDate(until)}. Then your account moves to the free Basic plan; your saved plans, recipes and favorites stay. Nothing renews by itself, and the days left are not refunded.`}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setAsking(false)}>
            Keep my plan
          </Button>
          <Button variant="danger" disabled={change.isPending} onClick={() => change.mutate(true)}>
            {change.isPending ? 'Please wait...' : 'Cancel plan'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
