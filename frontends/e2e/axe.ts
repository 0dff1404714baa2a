// axe-core in the browser tests: every page state a suite checks must have no serious or critical violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[]; // CSS targets, at most 5 per rule
}

/** The serious and critical violations axe finds on the page as it is now (WCAG 2.x A and AA rules, best practices). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Throws with every serious or critical violation of the page state `label` (rule, help, where). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const found = await axeFindings(page);
  if (found.length === 0) return;
  const lines = found.map((f) => `  ${f.impact} ${f.id}: ${f.help}\n    ${f.nodes.join('\n    ')}`);
  throw new Error(
    `axe: ${found.length} serious/critical violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
  );
}
