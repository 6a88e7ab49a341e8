import {test, expect} from '@playwright/test';
import {dateFormat} from '../../src/utils/dateFormat';
import {formatNumber} from '../../src/utils/formatNumber';

// Dates and numbers the pages write without Intl, whose first use in a page loads ICU data during hydration
// (src/plugins/hydration-without-icu): they must read exactly as Intl writes them.

test("the theme's English dates are written as Intl writes them, and other formats are Intl's own", () => {
  const days = Array.from({length: 60}, (_, i) => Date.UTC(2020 + (i % 9), i % 12, 1 + ((i * 7) % 28), (i * 5) % 24));
  for (const month of ['short', 'long'] as const) {
    const options = {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'} as const;
    const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options});
    const ours = dateFormat('en', 'gregory', options);
    expect(ours).not.toBeInstanceOf(Intl.DateTimeFormat);
    expect(days.map((day) => ours.format(day))).toEqual(days.map((day) => intl.format(day)));
  }
  // The blog archive's day and month without a year, and any other locale, stay with Intl.
  expect(dateFormat('en', 'gregory', {day: 'numeric', month: 'long', timeZone: 'UTC'})).toBeInstanceOf(Intl.DateTimeFormat);
  expect(dateFormat('fr', 'gregory', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})).toBeInstanceOf(
    Intl.DateTimeFormat,
  );
});

test('numbers are grouped and rounded as Intl.NumberFormat("en-US") writes them', () => {
  const values = [0, 7, 16, 320, 999, 1000, 16000, 48000, 187.5, 1234.5678, 1234567, 0.0004, -0.0004, -0, -2500.25, 12.3456, 100.1, 1e9];
  const intl = new Intl.NumberFormat('en-US');
  expect(values.map(formatNumber)).toEqual(values.map((value) => intl.format(value)));
});
