import { describe, expect, it } from 'vitest';
import { sidebarNavigation, visibleNavigation } from './sidebar-navigation';

const navigation = sidebarNavigation('https://example.test');
const titles = (role: string | null) =>
  visibleNavigation(navigation, role).flatMap((group) => group.items.map((item) => item.title));

describe('sidebarNavigation', () => {
  it('has the spec groups in order', () => {
    expect(navigation.map((group) => group.label)).toEqual([
      'Dashboard',
      'Customer Management',
      'Sales Management',
      'Warehouse',
      'Reports & Analytics',
      'Team',
      'Settings',
    ]);
  });

  it('links Home to the marketing site and CRM Dashboard to the root', () => {
    const [home, dashboard] = navigation[0]?.items ?? [];
    expect(home).toMatchObject({ kind: 'external', href: 'https://example.test', title: 'Home' });
    expect(dashboard).toMatchObject({ kind: 'route', path: '/', title: 'CRM Dashboard' });
  });
});

describe('visibleNavigation', () => {
  it('shows System Settings to developers and super admins', () => {
    expect(titles('developer')).toContain('System Settings');
    expect(titles('super_admin')).toContain('System Settings');
  });

  it('hides System Settings from admins, operatives and unknown roles', () => {
    for (const role of ['admin', 'operative', null]) {
      const visible = titles(role);
      expect(visible).not.toContain('System Settings');
      expect(visible).toContain('CRM Settings');
      expect(visible).toContain('Profile');
    }
  });

  it('lists every item for a developer', () => {
    expect(titles('developer')).toEqual([
      'Home',
      'CRM Dashboard',
      'Companies',
      'Contacts',
      'Activities',
      'Tasks',
      'Deals',
      'Quotes',
      'Products',
      'Stock',
      'Expected Deliveries',
      'Receipts',
      'Unknown Goods',
      'Stock Moves',
      'Locations',
      'Performance & Reports',
      'Holidays',
      'CRM Settings',
      'Profile',
      'System Settings',
    ]);
  });
});
