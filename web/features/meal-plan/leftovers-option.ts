import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/auth-client';

/**
 * Cook once, eat twice: whether the person's generations make each dinner the next day's lunch. Kept on
 * the device per person (localStorage), read by every Create Meal Plan button through useGeneratePlan
 * (docs/decisions/027-cook-once-eat-twice.md).
 */

const key = (userId: string) => `mealwise:leftovers:${userId}`;
const listeners = new Set<() => void>();

export function leftoversWanted(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(key(userId)) === 'yes';
  } catch {
    return false;
  }
}

function setLeftoversWanted(userId: string, wanted: boolean): void {
  try {
    if (wanted) localStorage.setItem(key(userId), 'yes');
    else localStorage.removeItem(key(userId));
  } catch {
    // storage disabled: the choice lasts until the page is left
  }
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export function useLeftoversOption(): [boolean, (wanted: boolean) => void] {
  const userId = useSession().data?.user.id;
  const wanted = useSyncExternalStore(
    subscribe,
    () => leftoversWanted(userId),
    () => false,
  );
  const set = useCallback((next: boolean) => userId && setLeftoversWanted(userId, next), [userId]);
  return [wanted, set];
}
