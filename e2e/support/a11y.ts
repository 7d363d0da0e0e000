import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue, NodeResult } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface A11yViolation {
  rule: string;
  impact: ImpactValue;
  targets: string[];
}

interface RunningAnimation {
  effect: { getTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
}

/**
 * Waits for the page's finite animations and transitions (a drawer sliding in, its overlay fading)
 * to end: colours measured mid-fade are not the ones a reader sees. Looping ones (loaders) are left.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const document = Reflect.get(globalThis, 'document') as { getAnimations(): RunningAnimation[] };
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
}

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A/AA and best practice). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  // An experimental rule, on because speech users say a control's visible text to reach it.
  const options = { rules: { 'label-content-name-mismatch': { enabled: true } } };
  const results = await page.evaluate(
    (runOptions) =>
      (Reflect.get(globalThis, 'axe') as { run: (context: unknown, options: object) => Promise<AxeResults> }).run(
        Reflect.get(globalThis, 'document'),
        runOptions,
      ),
    options,
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.map(String).join(' > ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 120)}${contrastOf(node)}`,
      ),
    }));
}

/** For a contrast failure, the colours axe measured: ' (#868e96 on #ffffff: 3.32)'. */
function contrastOf(node: NodeResult): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
}

function describe(violations: A11yViolation[]): string {
  return violations.map((v) => `  ${v.rule} (${v.impact}):\n${v.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');
}

/**
 * Fails (softly: the journey goes on, so one run lists every screen) when axe-core finds a serious
 * or critical violation on the screen as it is now, naming each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await test.step(`accessibility: ${label}`, async () => {
    const violations = await seriousA11yViolations(page);
    const elements = violations.reduce((sum, v) => sum + v.targets.length, 0);
    const found = violations.length
      ? `${violations.length} rules over ${elements} elements\n${describe(violations)}`
      : '';
    expect.soft(found, `${label}: serious/critical accessibility violations`).toBe('');
  });
}
