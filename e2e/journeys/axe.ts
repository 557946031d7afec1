import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it is now. Every rule still runs; only
 * the violations are reported node by node (`resultTypes`): axe otherwise builds a selector and an
 * HTML excerpt for every node that passed, which we never read. Measured on the ten public pages:
 * axe's part 25 % less, the sweep's test 25.1 s → 21.5 s (decision 0239).
 *
 * A page without frames is analysed in the page itself (legacy mode, decision 0243): the default
 * mode opens a blank page for every analysis to merge its frames' results (`finishRun`), which cost
 * more than the rules: 1.1–2.3 s an analysis against 0.5–0.9 s, the same results. A page with a
 * frame (the card fields) keeps the default mode, which reaches each frame through Playwright; a
 * frame that appears after the check makes axe report it untested, and the page is analysed again
 * in the default mode, so no frame passes unseen.
 */
export async function seriousViolations(page: Page) {
  const analyse = (legacy: boolean) =>
    new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(legacy)
      .analyze();
  let results = page.frames().length === 1 ? await analyse(true) : null;
  if (!results || results.incomplete.some((result) => result.id === 'frame-tested'))
    results = await analyse(false);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
