// Intl with a safety net for Nepali. Node, Firefox and Safari ship CLDR data for `ne`, but
// Chromium builds with trimmed ICU data (desktop Linux Chromium here, possibly others) do
// not: `new Intl.DateTimeFormat('ne-NP')` silently falls back to English names and Latin
// digits. When `ne` is missing we format in en-GB with Devanagari digits
// (`numberingSystem: 'deva'`, available everywhere) and swap in Nepali names from CLDR.

export type DateFormat = { format: (date: Date) => string };
export type NumberFormat = { format: (value: number) => string };

/** CLDR `ne` names (Gregorian calendar). */
export const NEPALI_NAMES = {
  months: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
  weekdaysLong: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'],
  weekdaysShort: ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिहि', 'शुक्र', 'शनि'],
  am: 'पूर्वाह्न',
  pm: 'अपराह्न',
} as const;

const supportCache = new Map<string, boolean>();

/** Whether this engine has locale data for `locale` (not just a silent fallback). */
export function hasLocaleData(locale: string): boolean {
  let known = supportCache.get(locale);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    } catch {
      known = false;
    }
    supportCache.set(locale, known);
  }
  return known;
}

// Making an Intl formatter is slow (a slow phone took ~3 ms each, and a list of ratings made two
// per card); formatting with one is fast. They are made once per locale and options.
const formatters = new Map<string, DateFormat | NumberFormat>();
function cached<T extends DateFormat | NumberFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const isNepali = (locale: string) => /^ne(?:-|$)/i.test(locale);

function englishIndex(kind: 'month' | 'weekdayLong' | 'weekdayShort'): Map<string, number> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    ...(kind === 'month' ? { month: 'long' } : { weekday: kind === 'weekdayLong' ? 'long' : 'short' }),
  });
  const map = new Map<string, number>();
  const count = kind === 'month' ? 12 : 7;
  for (let i = 0; i < count; i += 1) {
    // 2023-01-01 was a Sunday.
    const date = kind === 'month' ? new Date(Date.UTC(2000, i, 1)) : new Date(Date.UTC(2023, 0, 1 + i));
    map.set(format.format(date), i);
  }
  return map;
}

function nepaliFallback(options: Intl.DateTimeFormatOptions): DateFormat {
  const base = new Intl.DateTimeFormat('en-GB', { ...options, numberingSystem: 'deva' });
  const months = englishIndex('month');
  const weekdays = englishIndex(options.weekday === 'long' ? 'weekdayLong' : 'weekdayShort');
  return {
    format(date) {
      return base
        .formatToParts(date)
        .map((part) => {
          if (part.type === 'month') {
            const index = months.get(part.value);
            return index === undefined ? part.value : NEPALI_NAMES.months[index];
          }
          if (part.type === 'weekday') {
            const index = weekdays.get(part.value);
            const names = options.weekday === 'long' ? NEPALI_NAMES.weekdaysLong : NEPALI_NAMES.weekdaysShort;
            return index === undefined ? part.value : names[index];
          }
          if (part.type === 'dayPeriod') {
            const value = part.value.toLowerCase();
            return value === 'am' ? NEPALI_NAMES.am : value === 'pm' ? NEPALI_NAMES.pm : part.value;
          }
          // en-GB puts a narrow no-break space before am/pm; Nepali uses a plain space.
          return part.type === 'literal' ? part.value.replace(/\u202f/g, ' ') : part.value;
        })
        .join('');
    },
  };
}

/**
 * `Intl.DateTimeFormat` for an Intl locale ('en-GB', 'ne-NP'). Supports the fields the
 * design system uses (numeric parts, long months, weekdays, 12-hour times, dateStyle).
 * `forceFallback` is for tests.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, forceFallback = false): DateFormat {
  return cached(`d|${locale}|${forceFallback}|${JSON.stringify(options)}`, () => makeDateFormat(locale, options, forceFallback));
}

function makeDateFormat(locale: string, options: Intl.DateTimeFormatOptions, forceFallback: boolean): DateFormat {
  if (isNepali(locale) && (forceFallback || !hasLocaleData(locale))) {
    if (options.dateStyle === 'full') {
      const { dateStyle: _ignored, ...rest } = options;
      return nepaliFallback({ ...rest, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    }
    return nepaliFallback(options);
  }
  return new Intl.DateTimeFormat(locale, options);
}

/** `Intl.NumberFormat`; Nepali without locale data uses Devanagari digits and lakh grouping. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}, forceFallback = false): NumberFormat {
  return cached(`n|${locale}|${forceFallback}|${JSON.stringify(options)}`, () => makeNumberFormat(locale, options, forceFallback));
}

function makeNumberFormat(locale: string, options: Intl.NumberFormatOptions, forceFallback: boolean): NumberFormat {
  if (isNepali(locale) && (forceFallback || !hasLocaleData(locale))) {
    return new Intl.NumberFormat('en-IN', { ...options, numberingSystem: 'deva' });
  }
  return new Intl.NumberFormat(locale, options);
}
