import { pricing } from '@/content/site';

/** Billing months are counted as 30 days when a monthly fee is shown per day. */
const DAYS_PER_BILLING_MONTH = 30;

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: pricing.currency,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: pricing.currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : cents.format(amount);
}

export function dailyPrice(monthlyFee: number): string {
  return cents.format(monthlyFee / DAYS_PER_BILLING_MONTH);
}

export function formatRange(range: { min: number; max: number }): string {
  return `${range.min}–${range.max}`;
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
