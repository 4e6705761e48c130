import * as Switch from '@radix-ui/react-switch';
import { useQuery } from '@tanstack/react-query';
import { preferencesSummaryQuery } from '../../settings/api';
import { useSignedIn } from '../../../lib/auth-client';
import { preferenceLabels } from '../search-filters';

interface PreferencesSwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * 'Use My Preferences' (spec 001 section 5): the server merges the saved preferences into the search;
 * the switch shows which ones, or says how to get some. Visitors have none to use.
 */
export function PreferencesSwitch({ checked, onChange }: PreferencesSwitchProps) {
  const signedIn = useSignedIn();
  const summary = useQuery({ ...preferencesSummaryQuery(), enabled: signedIn && checked });
  const labels = summary.data ? preferenceLabels(summary.data.searchPreferences) : [];
  return (
    <div className="space-y-2 border-b border-line pb-4">
      <label className="flex items-center justify-between gap-3 text-sm font-bold">
        Use My Preferences
        <Switch.Root
          checked={checked && signedIn}
          disabled={!signedIn}
          onCheckedChange={onChange}
          className="relative h-6 w-11 shrink-0 rounded-full bg-surface-2 transition disabled:opacity-50 data-[state=checked]:bg-mint"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink transition data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </label>
      {!signedIn ? (
        <p className="text-xs text-muted">Sign in to search with your saved dietary preferences.</p>
      ) : checked && summary.data ? (
        labels.length ? (
          <ul aria-label="Preferences applied" className="flex flex-wrap gap-1">
            {labels.map((label) => (
              <li key={label} className="rounded-full bg-mint/15 px-2 py-0.5 text-[11px] font-bold text-mint">
                {label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted">
            You have no saved preferences yet.{' '}
            <a href="/settings" className="font-semibold text-mint underline underline-offset-2">
              Set them in Preferences
            </a>
          </p>
        )
      ) : null}
    </div>
  );
}
