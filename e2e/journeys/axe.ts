import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it is now. Every rule still runs; only
 * the violations are reported node by node (`resultTypes`): axe otherwise builds a selector and an
 * HTML excerpt for every node that passed, which we never read. Measured on the ten public pages:
 * axe's part 25 % less, the sweep's test 25.1 s → 21.5 s (decision 0239).
 *
 * Legacy mode (decision 0243): axe runs in the page and collects its frames' results there, instead
 * of opening a blank page for every analysis to merge them (`finishRun`), which cost more than the
 * rules themselves: 1.1–2.3 s an analysis against 0.5–0.9 s, with the same results on every page
 * compared. What legacy mode gives up is cross-origin frames, which our pages do not have (the
 * sandbox gateway's card frame is same-origin); a frame it could not test fails here instead of
 * passing unseen, and every frame has loaded before axe starts.
 */
export async function seriousViolations(page: Page) {
  // A frame still loading would not answer axe's messages: wait for each one's document first.
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
  const { violations, incomplete } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const untested = incomplete.filter((result) => result.id === 'frame-tested');
  if (untested.length > 0)
    throw new Error(
      `axe could not test a frame: ${untested.flatMap((r) => r.nodes.map((n) => n.target.join(' '))).join(', ')}`,
    );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
