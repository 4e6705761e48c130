import { displayName } from '../../../../domain/users';
import { useSession } from '../../../lib/auth-client';
import { AvatarUpload } from '../components/avatar-upload';

/** The person's picture, display name and e-mail. */
export function ProfileCard() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <section className="flex items-center gap-4 rounded-3xl border border-line bg-surface p-5" aria-label="Profile">
      <AvatarUpload />
      <div className="min-w-0">
        <p className="truncate text-lg font-extrabold">{displayName(data.user)}</p>
        <p className="truncate text-sm text-muted">{data.user.email}</p>
      </div>
    </section>
  );
}
