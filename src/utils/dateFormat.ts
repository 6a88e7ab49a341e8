const MONTHS = {
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** What the theme's dates need of a format: LastUpdated, blog posts and the blog archive call `format` alone. */
export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

/**
 * The format for a locale, calendar and options. English day, month and year in UTC ("Nov 26, 2026" under a page,
 * "November 2, 2026" on a blog post) are written without Intl, exactly as Intl writes them (tests/unit/internals.spec.ts):
 * a page's first Intl.DateTimeFormat loads ICU's calendar data. Any other locale, calendar or option is Intl's.
 */
export function dateFormat(locale: string, calendar: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const {day, month, year, timeZone, ...rest} = options;
  const plain =
    locale === 'en' &&
    calendar === 'gregory' &&
    day === 'numeric' &&
    year === 'numeric' &&
    timeZone === 'UTC' &&
    Object.keys(rest).length === 0;
  if (plain && (month === 'short' || month === 'long')) {
    const names = MONTHS[month];
    return {
      format: (date) => {
        const at = new Date(date ?? Date.now());
        return `${names[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
      },
    };
  }
  return new Intl.DateTimeFormat(locale, {calendar, ...options});
}
