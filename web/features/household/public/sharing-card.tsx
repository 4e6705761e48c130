import { useQuery } from '@tanstack/react-query';
import { Loader2, Mail, UserMinus, Users, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { HouseholdMember, PendingInvitation, Sharing } from '../../../../domain/household-sharing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { longDate } from '../../../lib/dates';
import {
  sharingQuery,
  useCancelInvitation,
  useDeleteHousehold,
  useInvite,
  useLeaveHousehold,
  useRemoveMember,
} from './sharing-api';

/** Settings' "Household sharing": who shares the week and its grocery list, invitations, leaving (decision 031). */
export function SharingCard() {
  const { data } = useQuery(sharingQuery());
  if (!data) return null;
  const household = data.household;
  return (
    <section className="rounded-3xl border border-line bg-surface" aria-labelledby="household-sharing">
      <header className="border-b border-line px-5 py-4">
        <h2 id="household-sharing" className="flex items-center gap-2 text-lg font-extrabold">
          <Users className="size-5 text-brand" aria-hidden /> Household sharing
        </h2>
        <p className="mt-1 text-sm text-muted">
          {household?.role === 'member'
            ? `You share ${household.ownerName}’s weekly meal plan and grocery list.`
            : `Share your weekly meal plan and grocery list with up to ${data.maxPeople - 1} people. They see and edit the same week, and ticks on the grocery list show up for everyone within seconds.`}
        </p>
      </header>
      {household ? <Members household={household} /> : null}
      {household?.role !== 'member' ? <InviteForm /> : null}
      {household?.invitations.length ? <Invitations invitations={household.invitations} /> : null}
      {household ? <Ending role={household.role} alone={household.members.length === 1} /> : null}
    </section>
  );
}

type Household = NonNullable<Sharing['household']>;

function Members({ household }: { household: Household }) {
  const remove = useRemoveMember();
  return (
    <ul className="divide-y divide-line" aria-label="Household members">
      {household.members.map((member: HouseholdMember) => (
        <li key={member.userId} className="flex items-center gap-3 px-5 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{member.name}</p>
            <p className="truncate text-sm text-muted">{member.email}</p>
          </div>
          <span className="shrink-0 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-bold text-muted">
            {member.role === 'owner' ? 'Owner' : 'Member'}
          </span>
          {household.role === 'owner' && member.role !== 'owner' ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${member.name}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(member)}
            >
              <UserMinus className="size-5" aria-hidden />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const invite = useInvite(() => setEmail(''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row sm:items-end">
      <label className="min-w-0 flex-1 text-sm font-semibold" htmlFor="invite-email">
        Invite by e-mail
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          className="mt-1.5"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={invite.isPending || !email.trim()} className="shrink-0">
        {invite.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Mail className="size-4" aria-hidden />
        )}
        Send invitation
      </Button>
    </form>
  );
}

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  const cancel = useCancelInvitation();
  return (
    <div className="border-t border-line px-5 py-4">
      <h3 className="text-sm font-bold">Invitations waiting</h3>
      <ul className="mt-2 space-y-2" aria-label="Invitations waiting">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="truncate">{invitation.email}</p>
              <p className="text-xs text-muted">Link valid until {longDate(invitation.expiresAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Cancel the invitation to ${invitation.email}`}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(invitation.id)}
            >
              <X className="size-4" aria-hidden /> Cancel
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Leave (a member), or delete (the owner), each asked twice; nobody's own recipes or favorites are touched. */
function Ending({ role, alone }: { role: Household['role']; alone: boolean }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveHousehold();
  const remove = useDeleteHousehold();
  const owner = role === 'owner';
  const label = owner ? 'Delete household' : 'Leave household';
  const question = owner
    ? alone
      ? 'Delete the household? Invitations still waiting stop working.'
      : 'Delete the household? Its members go back to their own weeks; the shared week stays yours.'
    : 'Leave the household? You go back to your own weeks; the shared week stays with its owner.';
  const act = () => (owner ? remove.mutate(undefined) : leave.mutate(undefined));
  return (
    <div className="border-t border-line px-5 py-4">
      {asking ? (
        <div className="space-y-3" role="group" aria-label={label}>
          <p className="text-sm">{question} Everyone keeps their own recipes and favorites.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={act} disabled={leave.isPending || remove.isPending}>
              {owner ? 'Delete' : 'Leave'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
    </div>
  );
}
