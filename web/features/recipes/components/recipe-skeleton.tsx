/** A card-shaped placeholder while results load. */
export function RecipeSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="aspect-[4/3] bg-surface-2" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 rounded bg-surface-2" />
        <div className="h-3 w-1/2 rounded bg-surface-2" />
      </div>
    </div>
  );
}
