import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
// govern (a <script> tag would be refused, rightly).
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
};

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now
 * (WCAG 2.x A and AA rules), each as "rule: help (selector html…)"; an empty list is a pass.
 * `labelInName` adds WCAG 2.5.3 (a control's name contains its visible text), which axe still
 * calls experimental; the accessibility sweep (accessibility.e2e.ts) runs with it on every page.
 */
export async function seriousA11yViolations(
  page: Page,
  options: { labelInName?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog that is still fading in has its text at partial opacity, which axe reads as low
  // contrast: judge the page once its running transitions and animations have settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeleton pulses run forever; only a finite transition can be waited for.
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (labelInName) => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: axe then keeps one node per passed, incomplete or inapplicable
      // rule instead of every node (which it serialises with its selector and HTML). The same
      // rules run on the same elements; a violation still lists every node it failed on.
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: labelInName } },
    });
    return result.violations;
  }, options.labelInName === true);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // The first few elements say what to fix; a hundred table rows would bury it.
      const shown = v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`);
      const more = v.nodes.length > shown.length ? `, … and ${v.nodes.length - shown.length} more` : '';
      return `${v.id}: ${v.help} (${shown.join(', ')}${more})`;
    });
}
