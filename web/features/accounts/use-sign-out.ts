import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/toast';
import { authClient } from '../../lib/auth-client';

/** Signs out, forgets every cached answer of the person, and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      notify({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
      return;
    }
    queryClient.clear();
    void navigate('/');
  };
}
