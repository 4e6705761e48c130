import * as Slider from '@radix-ui/react-slider';
import { useRef } from 'react';
import { focusWithoutRing } from '../../../lib/focus';

/** Spec 001 section 9: 5 to 120 minutes, step 5, resting at 120 (no limit). */
export const COOKING_TIME = { min: 5, max: 120, step: 5 } as const;

/** Max cooking time: null is no limit, shown with the thumb at 120. */
export function CookingTimeSlider({
  value,
  onChange,
}: {
  value: number | null | undefined;
  onChange(value: number | null): void;
}) {
  const position = value ?? COOKING_TIME.max;
  const thumb = useRef<HTMLSpanElement>(null);
  return (
    <div className="space-y-2 border-b border-line pb-4">
      <div className="flex items-center justify-between text-sm">
        <span id="max-time-label" className="font-bold">
          Max Cooking Time
        </span>
        <span className="text-muted">{value ? `${value} min` : 'No limit'}</span>
      </div>
      <Slider.Root
        min={COOKING_TIME.min}
        max={COOKING_TIME.max}
        step={COOKING_TIME.step}
        value={[position]}
        onValueChange={([v]) => onChange(v === undefined || v >= COOKING_TIME.max ? null : v)}
        // The ring is for the arrow keys; a drag or a click on the track does not leave it on the thumb.
        onPointerDown={() => focusWithoutRing(thumb.current)}
        className="relative flex h-5 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-surface-2">
          <Slider.Range className="absolute h-full rounded-full bg-mint" />
        </Slider.Track>
        <Slider.Thumb
          ref={thumb}
          aria-labelledby="max-time-label"
          aria-valuetext={value ? `${value} min` : 'No limit'}
          className="block size-5 rounded-full border-2 border-mint bg-page shadow"
        />
      </Slider.Root>
    </div>
  );
}
