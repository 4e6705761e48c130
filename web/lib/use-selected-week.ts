import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, weekStart } from '../../domain/weeks';
import { currentWeek } from './dates';

/** The week on screen, kept in the address (?week=YYYY-MM-DD) so a reload or a shared link shows the same week. */
export function useSelectedWeek(): [string, (week: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = asked && isIsoDate(asked) ? weekStart(asked) : currentWeek();
  const setWeek = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.set('week', weekStart(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [week, setWeek];
}
