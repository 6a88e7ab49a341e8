/**
 * A number as `Intl.NumberFormat('en-US')` writes it ("48,000", "187.5"): grouped by thousands, at most three
 * decimals. Written without Intl, whose first use in a page loads ICU's number data during hydration.
 */
export function formatNumber(value: number): string {
  const [whole, fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
