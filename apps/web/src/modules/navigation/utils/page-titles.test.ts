import { describe, expect, it } from 'vitest';
import { MAIN_DASHBOARD_TITLE, normalizePath, titleForPath, UNKNOWN_PAGE_TITLE } from './page-titles';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/companies/', '/companies'],
    ['/companies?page=2#top', '/companies'],
    ['contacts', '/contacts'],
    ['/?crossApp=abc', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('titleForPath', () => {
  it('names the root Main Dashboard', () => {
    expect(titleForPath('/')).toBe(MAIN_DASHBOARD_TITLE);
    expect(MAIN_DASHBOARD_TITLE).toBe('Main Dashboard');
  });

  it.each([
    ['/companies', 'Companies'],
    ['/contacts', 'Contacts'],
    ['/activities', 'Activities'],
    ['/tasks', 'Task Management'],
    ['/deals', 'Deals'],
    ['/quotes', 'Quotes'],
    ['/reports', 'Performance & Reports'],
    ['/crm-settings', 'CRM Settings'],
    ['/profile', 'User Profile'],
    ['/settings', 'System Settings'],
    ['/company', 'Company Details'],
    ['/holidays', 'Holidays'],
    ['/mobile-scanner', 'Stock Tracking'],
    ['/mobile-receipt', 'Goods Receipt'],
    ['/mobile-photos', 'Photo Upload'],
    ['/mobile-unknown', 'Unknown Goods'],
  ])('names the CRM page %s "%s"', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it.each([
    ['/operations', 'Operations'],
    ['/customer-management', 'Customer Management'],
    ['/finance', 'Finance'],
    ['/hire-fleet-management', 'Hire Fleet Management'],
    ['/orders', 'Orders'],
    ['/hire-orders', 'Hire Orders'],
    ['/create-hire-order', 'Create Hire Order'],
    ['/sim-cards/create-order', 'Create SIM Order'],
    ['/subscriptions/customers', 'Subscription Customers'],
    ['/sim-card-management', 'SIM Card Management'],
  ])('names the sibling-app path %s "%s"', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it('names detail pages by their pattern', () => {
    expect(titleForPath('/companies/42')).toBe('Company Detail');
    expect(titleForPath('/contacts/abc?companyId=1')).toBe('Contact Detail');
    expect(titleForPath('/tasks/7/')).toBe('Task Detail');
    expect(titleForPath('/deals/d1')).toBe('Deal Detail');
    expect(titleForPath('/companies/duplicates')).toBe('Duplicate Companies');
    expect(titleForPath('/contacts/duplicates')).toBe('Duplicate Contacts');
    expect(titleForPath('/imports/contacts')).toBe('Import');
    expect(titleForPath('/imports/contacts/i1')).toBe('Import');
  });

  it('names anything else Unknown Page', () => {
    expect(UNKNOWN_PAGE_TITLE).toBe('Unknown Page');
    expect(titleForPath('/nowhere')).toBe(UNKNOWN_PAGE_TITLE);
    expect(titleForPath('/companies/1/extra')).toBe(UNKNOWN_PAGE_TITLE);
    expect(titleForPath('/sim-cards')).toBe(UNKNOWN_PAGE_TITLE);
  });
});
