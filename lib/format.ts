/** Billing months are counted as 30 days when a monthly fee is shown per day. */
const DAYS_PER_BILLING_MONTH = 30;

/** An amount as the copy writes it: whole amounts without cents ("$50"), others with ("$1.67"). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** A monthly fee shown per day, always with cents: 50 → "$1.67". */
export function dailyPrice(monthlyFee: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(monthlyFee / DAYS_PER_BILLING_MONTH);
}

export function formatRange(range: { min: number; max: number }): string {
  return `${range.min}–${range.max}`;
}

/** "opens October 1" → "Opens October 1" */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2025-09-16" → "September 16, 2025" */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** (2023, 8) → "August 2023" */
export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(Date.UTC(year, month - 1, 1));
}

/** 8 → "Aug" */
export function formatShortMonth(month: number): string {
  return shortMonth.format(Date.UTC(2000, month - 1, 1));
}

export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(items);
}
