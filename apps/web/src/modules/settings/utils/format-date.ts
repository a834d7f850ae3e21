const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** 'MMM dd, yyyy' (docs/product/administration.md), e.g. "Jan 05, 2025". */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
