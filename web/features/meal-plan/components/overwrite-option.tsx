/** Copying fills only empty slots unless the person asks to replace planned meals too (decision 004). */
export function OverwriteOption({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="mt-4 flex items-start gap-2.5 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-[var(--color-brand)]"
      />
      <span>
        Replace meals already planned this week
        <span className="block text-xs text-muted">Left off, only the empty slots are filled.</span>
      </span>
    </label>
  );
}
