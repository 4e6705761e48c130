const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const MINUTES_PER = { year: 525_600, month: 43_800, week: 10_080, day: 1_440, hour: 60, minute: 1, second: 1 / 60 };

function numberOf(part: string | undefined): number {
  return part === undefined ? 0 : Number(part.replace(',', '.'));
}

function fromIso(value: string): number | null {
  const match = ISO_DURATION.exec(value);
  if (!match || value.toUpperCase() === 'P' || value.toUpperCase().endsWith('T')) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  return (
    numberOf(years) * MINUTES_PER.year +
    numberOf(months) * MINUTES_PER.month +
    numberOf(weeks) * MINUTES_PER.week +
    numberOf(days) * MINUTES_PER.day +
    numberOf(hours) * MINUTES_PER.hour +
    numberOf(minutes) * MINUTES_PER.minute +
    numberOf(seconds) * MINUTES_PER.second
  );
}

/** Free text such as "1 hour 20 mins", "1h30", "45 minutes". */
function fromText(value: string): number | null {
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|std|stunden?|heures?|horas?|ore)\b/i.exec(value);
  const minutes = /(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?|minuten?|minutos?|minuti)\b/i.exec(value);
  const compact = /^(\d+)\s*h\s*(\d+)$/i.exec(value);
  if (compact) return numberOf(compact[1]) * 60 + numberOf(compact[2]);
  if (!hours && !minutes) return null;
  return numberOf(hours?.[1]) * 60 + numberOf(minutes?.[1]);
}

/**
 * Minutes of a schema.org duration: an ISO 8601 duration ("PT1H15M", "P0DT0H35M0.000S"), a bare number of
 * minutes, or free text ("1 hour 20 mins"). Null when unreadable or zero.
 */
export function durationMinutes(value: unknown): number | null {
  let minutes: number | null = null;
  if (typeof value === 'number') minutes = value;
  else if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d+(?:\.\d+)?$/.test(trimmed)) minutes = Number(trimmed);
    // "PT0D0H30M": days written after the T, as some sites do. "P30M", "P1H30M": the T left out; a recipe takes
    // minutes and hours, not months, so what follows the days is read as time.
    else if (/^P/i.test(trimmed)) {
      const iso = trimmed.replace(/\s+/g, '').replace(/^PT(\d+(?:[.,]\d+)?D)/i, 'P$1T');
      minutes = fromIso(
        /T/i.test(iso) ? iso : iso.replace(/^P((?:\d+(?:[.,]\d+)?[YWD])*)(?=\d+(?:[.,]\d+)?[HMS])/i, 'P$1T'),
      );
    } else minutes = fromText(trimmed);
  }
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  return Math.round(minutes);
}
