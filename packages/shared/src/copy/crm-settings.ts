/** Copy of CRM Settings → General settings (docs/product/hubspot.md). */
export const CRM_SETTINGS_COPY = {
  generalTitle: 'General settings',
  generalDescription: 'Defaults for new companies and quotes.',
  defaultCurrencyLabel: 'Default currency',
  defaultCurrencyHelp: 'New quotes are priced in this currency.',
  defaultVatCodeLabel: 'Default VAT code',
  defaultVatCodeHelp: 'A new quote line without a product VAT code gets this one.',
  defaultLeadStatusLabel: 'Default lead status for new companies',
  defaultLeadStatusHelp: 'A company added without a lead status starts with this one.',
  currencyNames: { GBP: 'Pound sterling (GBP)', EUR: 'Euro (EUR)', USD: 'US dollar (USD)' },
  save: 'Save',
  saving: 'Saving…',
  saved: 'General settings saved',
  saveFailed: 'Could not save the general settings',
  loadFailed: 'The general settings could not be loaded.',
} as const;
