export const UI_COPY = {
  brandName: 'Northdesk',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
