import {
  AUTH_COPY,
  CHAT_COPY,
  COMMAND_PALETTE_COPY,
  COMPANIES_COPY,
  CONTACTS_COPY,
  DEALS_COPY,
  HOLIDAYS_COPY,
  PRODUCTS_COPY,
  QUICK_EDIT_COPY,
  QUOTES_COPY,
  SHELL_COPY,
  TASKS_COPY,
  WAREHOUSE_COPY,
} from '@northdesk/shared';
import type { Locator, Page } from 'playwright-core';
import type { SweepRecords } from './a11y-records.ts';
import { checkSurface, type Findings, pageSettled } from './a11y-sweep.ts';

type Surface = 'dialog' | 'alertdialog' | 'menu';

/** One dialog, menu or popover: the control a person uses to open it, and what opens. */
interface Opener {
  name: string;
  /** A button's accessible name, or a key to press. */
  button?: string | RegExp;
  press?: string;
  surface: Surface;
  /** The surface's accessible name where it has a stable one. */
  title?: string | RegExp;
  /** A window that Escape leaves open (the chat): closed by this button. */
  closeButton?: string;
}

const button = (name: string | RegExp, surface: Surface, title?: string | RegExp): Opener => ({
  name: typeof name === 'string' ? name : String(title ?? name),
  button: name,
  surface,
  ...(title === undefined ? {} : { title }),
});

/** The page (address and heading) each group of dialogs opens from. */
function groups(records: SweepRecords): { url: string; heading: string | RegExp; openers: Opener[] }[] {
  const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const leadStatus = new RegExp(`^${QUICK_EDIT_COPY.leadStatusButton('.+')}$`);
  const owner = new RegExp(`^${QUICK_EDIT_COPY.ownerButton('.+')}$`);
  // "Change Company" when the contact has one, else "Link Company".
  const linkCompany = new RegExp(`^(${CONTACTS_COPY.linkCompany}|${CONTACTS_COPY.changeCompany})$`);
  return [
    {
      url: '/',
      heading: 'CRM Dashboard',
      openers: [
        button(SHELL_COPY.userMenu, 'menu'),
        button(SHELL_COPY.settingsMenu, 'menu'),
        button(SHELL_COPY.notificationsButton, 'dialog'),
        {
          name: 'command palette (Ctrl+K)',
          press: 'Control+k',
          surface: 'dialog',
          title: COMMAND_PALETTE_COPY.title,
        },
        {
          name: 'keyboard shortcuts (?)',
          press: '?',
          surface: 'dialog',
          title: COMMAND_PALETTE_COPY.shortcutsTitle,
        },
        {
          ...button(CHAT_COPY.openChat, 'dialog', CHAT_COPY.windowTitle),
          closeButton: CHAT_COPY.closeWindow,
        },
      ],
    },
    {
      url: '/companies',
      heading: 'Companies',
      openers: [
        button(COMPANIES_COPY.addCompany, 'dialog', COMPANIES_COPY.addTitle),
        // The first row's inline edits (issue 18 item 3).
        button(leadStatus, 'menu'),
        button(owner, 'menu'),
      ],
    },
    {
      url: `/companies/${records.company.id}`,
      heading: records.company.name,
      openers: [
        button(exact(COMPANIES_COPY.edit), 'dialog', COMPANIES_COPY.editTitle),
        button(exact(COMPANIES_COPY.delete), 'alertdialog'),
        button(COMPANIES_COPY.logActivity, 'dialog'),
        button(leadStatus, 'menu'),
        button(owner, 'menu'),
      ],
    },
    {
      url: '/contacts',
      heading: 'Contacts',
      openers: [button(CONTACTS_COPY.addContact, 'dialog', CONTACTS_COPY.addTitle)],
    },
    {
      url: `/contacts/${records.contact.id}`,
      heading: records.contact.name,
      openers: [
        button(exact(CONTACTS_COPY.edit), 'dialog', CONTACTS_COPY.editTitle),
        button(exact(CONTACTS_COPY.archive), 'alertdialog'),
        button(linkCompany, 'dialog', linkCompany),
      ],
    },
    { url: '/activities', heading: 'Activities', openers: [button('Log Activity', 'dialog')] },
    {
      url: '/tasks',
      heading: 'Task Management',
      openers: [button(TASKS_COPY.newTask, 'dialog', TASKS_COPY.newTaskTitle)],
    },
    {
      url: '/deals',
      heading: 'Deals',
      openers: [button(DEALS_COPY.newDeal, 'dialog', DEALS_COPY.createTitle)],
    },
    {
      url: `/deals/${records.deal.id}`,
      heading: records.deal.name,
      openers: [
        button(exact(DEALS_COPY.markLost), 'dialog', DEALS_COPY.lostTitle),
        button(exact(DEALS_COPY.delete), 'alertdialog'),
      ],
    },
    {
      url: '/quotes',
      heading: 'Quotes',
      openers: [button(QUOTES_COPY.newQuote, 'dialog', QUOTES_COPY.newQuoteTitle)],
    },
    {
      url: `/quotes/${records.quote.id}`,
      heading: records.quote.name,
      openers: [
        button(QUOTES_COPY.sendQuote, 'dialog', QUOTES_COPY.sendTitle),
        // The lines editor's product picker (a popover).
        button(QUOTES_COPY.addProductLine, 'dialog'),
        button(QUOTES_COPY.deleteQuote, 'alertdialog', QUOTES_COPY.deleteTitle),
      ],
    },
    { url: '/products', heading: 'Products', openers: [button(PRODUCTS_COPY.addProduct, 'dialog')] },
    {
      url: '/holidays',
      heading: 'Holidays',
      openers: [
        button(HOLIDAYS_COPY.requestLeave, 'dialog'),
        // The demo's pending request waiting for the super admin, and the super admin's own leave.
        button(exact(HOLIDAYS_COPY.approve), 'dialog'),
        button(exact(HOLIDAYS_COPY.decline), 'dialog'),
        button(HOLIDAYS_COPY.cancelRequest, 'alertdialog'),
      ],
    },
    {
      url: '/warehouse/locations',
      heading: 'Locations',
      openers: [button(WAREHOUSE_COPY.addWarehouse, 'dialog'), button(WAREHOUSE_COPY.addLocation, 'dialog')],
    },
    {
      url: '/warehouse/deliveries',
      heading: 'Expected Deliveries',
      openers: [button(WAREHOUSE_COPY.expectDelivery, 'dialog')],
    },
    {
      url: '/warehouse/unknown',
      heading: 'Unknown Goods',
      openers: [
        button(exact(WAREHOUSE_COPY.identify), 'dialog', WAREHOUSE_COPY.identifyTitle),
        button(exact(WAREHOUSE_COPY.reject), 'dialog', WAREHOUSE_COPY.rejectTitle),
      ],
    },
  ];
}

function surfaceOf(page: Page, opener: Opener): Locator {
  return opener.title === undefined
    ? page.getByRole(opener.surface)
    : page.getByRole(opener.surface, { name: opener.title });
}

/** Opens each main dialog, menu and popover of the office pages (and the sign-in page's) and checks it. */
export async function checkMainDialogs(
  pages: { office: Page; guest: Page; records: SweepRecords },
  findings: Findings,
): Promise<void> {
  const { office, guest, records } = pages;
  for (const group of groups(records)) {
    await office.goto(group.url);
    await pageSettled(office, group.heading);
    for (const opener of group.openers) {
      const open = async () => {
        if (opener.press) await office.keyboard.press(opener.press);
        else if (opener.button) await office.getByRole('button', { name: opener.button }).first().click();
      };
      const close = opener.closeButton;
      const closeWith = close ? () => office.getByRole('button', { name: close }).click() : undefined;
      await checkSurface(
        office,
        `${group.url} · ${opener.name}`,
        open,
        surfaceOf(office, opener),
        findings,
        closeWith,
      );
    }
  }
  await guest.goto('/auth');
  await pageSettled(guest, 'Welcome');
  await checkSurface(
    guest,
    '/auth · Forgot your password?',
    () => guest.getByRole('button', { name: AUTH_COPY.forgotPasswordLink }).click(),
    guest.getByRole('dialog', { name: AUTH_COPY.forgotPasswordTitle }),
    findings,
  );
}
