import { BULK_ACTIONS_COPY, CONTACTS_COPY, MERGE_DUPLICATES_COPY, TASKS_COPY } from '@northdesk/shared';
import type { Page } from 'playwright-core';
import type { SweepRecords } from './a11y-records.ts';
import { api, apiDelete, checkSurface, type Findings, pageSettled } from './a11y-sweep.ts';

// The sweep's dialogs that sit on top of another dialog or need a record in a certain state: the
// contact form's own dialogs, the bulk action bar, a duplicate pair's merge, a task file's delete.

const stamp = Date.now();

/**
 * The Add Contact form's company picker (a popover), the New Customer dialog it opens, and the
 * "Create company?" offer for an email domain no company has (cancelled: nothing is saved).
 */
async function contactFormDialogs(office: Page, findings: Findings): Promise<void> {
  await office.goto('/contacts');
  await pageSettled(office, 'Contacts');
  await office.getByRole('button', { name: CONTACTS_COPY.addContact }).first().click();
  const form = office.getByRole('dialog', { name: CONTACTS_COPY.addTitle });
  await form.waitFor({ state: 'visible' });
  const search = office.getByRole('combobox', { name: CONTACTS_COPY.pickerSearchPlaceholder });
  await checkSurface(
    office,
    '/contacts · Add Contact · company picker',
    () => form.locator('#contact-company-picker').click(),
    office.getByRole('dialog').filter({ has: search }),
    findings,
  );
  await form.locator('#contact-company-picker').click();
  await checkSurface(
    office,
    `/contacts · Add Contact · ${CONTACTS_COPY.newCustomerTitle}`,
    () => office.getByRole('button', { name: CONTACTS_COPY.pickerCreateNew }).click(),
    office.getByRole('dialog', { name: CONTACTS_COPY.newCustomerTitle }),
    findings,
  );

  await form.getByLabel(CONTACTS_COPY.firstName).fill('Pat');
  await form.getByLabel(CONTACTS_COPY.lastName).fill(`Sweep${stamp}`);
  await form.getByLabel(CONTACTS_COPY.email, { exact: true }).fill(`pat@a11y-sweep-${stamp}.example`);
  await checkSurface(
    office,
    `/contacts · Add Contact · ${CONTACTS_COPY.createCompanyTitle}`,
    () => form.getByRole('button', { name: CONTACTS_COPY.create, exact: true }).click(),
    office.getByRole('alertdialog', { name: CONTACTS_COPY.createCompanyTitle }),
    findings,
  );
  await office.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });
}

/** The bar over selected rows of /companies: its two menus and the archive confirmation. */
async function bulkActionBar(office: Page, findings: Findings): Promise<void> {
  const C = BULK_ACTIONS_COPY;
  await office.goto('/companies');
  await pageSettled(office, 'Companies');
  await office.getByRole('checkbox', { name: C.selectPage }).click();
  const bar = office.getByRole('region', { name: C.toolbar });
  for (const name of [C.changeLeadStatus, C.changeOwner])
    await checkSurface(
      office,
      `/companies · selected rows · ${name}`,
      () => bar.getByRole('button', { name, exact: true }).click(),
      office.getByRole('menu'),
      findings,
    );
  await checkSurface(
    office,
    '/companies · selected rows · Archive',
    () => bar.getByRole('button', { name: C.archive, exact: true }).click(),
    office.getByRole('alertdialog'),
    findings,
  );
  await bar.getByRole('button', { name: C.clear, exact: true }).click();
}

/** "Merge companies": a pair of the sweep's own (one domain), removed again after. */
async function mergeDialog(office: Page, findings: Findings): Promise<void> {
  const C = MERGE_DUPLICATES_COPY;
  const domain = `a11y-merge-${stamp}.example`;
  const names = [`Sweepmerge ${stamp} Ltd`, `Sweepmerge ${stamp} Trading`] as const;
  const { company: kept } = await api<{ company: { id: string } }>(office, 'POST', '/api/companies', {
    name: names[0],
    domain,
  });
  const { company: other } = await api<{ company: { id: string } }>(office, 'POST', '/api/companies', {
    name: names[1],
    billingEmail: `accounts@${domain}`,
  });
  try {
    // Narrowed by name, as a person would: other suites leave the shared tenant many pairs.
    await office.goto(`/companies/duplicates?q=${encodeURIComponent(`Sweepmerge ${stamp}`)}`);
    await pageSettled(office, C.pageTitle('company'));
    const pair = office.getByRole('listitem', { name: C.pairLabel(...names) });
    await checkSurface(
      office,
      `/companies/duplicates · ${C.dialogTitle('company')}`,
      () => pair.getByRole('button', { name: C.review }).click(),
      office.getByRole('dialog', { name: C.dialogTitle('company') }),
      findings,
    );
  } finally {
    await apiDelete(office, `/api/companies/${kept.id}`);
    await apiDelete(office, `/api/companies/${other.id}`);
  }
}

/** A file put on the sweep's task, the confirmation before deleting it, then deleted through it. */
async function taskFileDelete(office: Page, records: SweepRecords, findings: Findings): Promise<void> {
  const fileName = `sweep-${stamp}.txt`;
  await office.goto(`/tasks/${records.task.id}`);
  await pageSettled(office, records.task.name);
  // The section starts open only when the task already has files.
  const chooseFile = office.getByLabel(TASKS_COPY.chooseFile);
  if (!(await chooseFile.isVisible()))
    await office.getByRole('button', { name: new RegExp(`^${TASKS_COPY.sections.files}`) }).click();
  await chooseFile.setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('sweep') });
  const remove = office.getByRole('button', { name: `${TASKS_COPY.deleteFile}: ${fileName}` });
  const confirm = office.getByRole('alertdialog', { name: TASKS_COPY.deleteFileTitle });
  await checkSurface(
    office,
    `/tasks/:id · ${TASKS_COPY.deleteFileTitle}`,
    () => remove.click(),
    confirm,
    findings,
    () => confirm.getByRole('button', { name: TASKS_COPY.deleteFileConfirm }).click(),
  );
  await remove.waitFor({ state: 'detached' });
}

/** Opens each of these dialogs and checks it. */
export async function checkRecordDialogs(
  pages: { office: Page; records: SweepRecords },
  findings: Findings,
): Promise<void> {
  const { office, records } = pages;
  await contactFormDialogs(office, findings);
  await bulkActionBar(office, findings);
  await mergeDialog(office, findings);
  await taskFileDelete(office, records, findings);
}
