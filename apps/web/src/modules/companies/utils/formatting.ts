const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 'MMM dd, yyyy' (docs/product/companies.md), e.g. "Jan 05, 2025". Date-only values are read as calendar days. */
export function formatDate(value: string | null): string | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** A deal value in dollars (docs/product/companies.md). */
export const formatMoney = (amount: number) => moneyFormat.format(amount);

/** "Leeds, West Yorkshire" from the parts that exist. */
export const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');
