import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { AppError } from '../../../../domain/errors';
import { Avatar } from '../../../components/ui/avatar';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useSession } from '../../../lib/auth-client';

const MAX_BYTES = 5 * 1024 * 1024;

/** The avatar at 64 px; clicking it picks a new picture (any image up to 5 MB). */
export function AvatarUpload() {
  const { data, refetch } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  async function upload(file: File) {
    const fail = (description = 'Failed to update profile picture. Please try again.') =>
      notify({ title: 'Error', description, variant: 'destructive' });
    if (file.size > MAX_BYTES) return fail('Pictures must be 5 MB or smaller.');
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await api.post<{ image: string }>('/api/accounts/avatar', form);
      await refetch();
      notify({ title: 'Success!', description: 'Profile picture updated successfully.' });
    } catch (error) {
      // The server's reason for a file it refuses (type or size); the spec's sentence for anything else.
      fail(error instanceof AppError && (error.status === 413 || error.status === 415) ? error.message : undefined);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <button
      type="button"
      onClick={() => input.current?.click()}
      disabled={busy}
      className="group relative rounded-full"
      aria-label="Change profile picture"
    >
      <Avatar person={data.user} image={data.user.image} size={64} className={busy ? 'opacity-60' : ''} />
      <span className="absolute -right-1 -bottom-1 flex size-7 items-center justify-center rounded-full border-2 border-surface bg-brand text-brand-ink">
        <Camera className="size-3.5" aria-hidden />
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        data-testid="avatar-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
    </button>
  );
}
