// The main thread's blocking time after the first contentful paint, read from Chromium's own trace
// under a 4x CPU slowdown (decision 0230). Lighthouse's TBT (Lantern) measures the trace without a
// slowdown and multiplies it, and on a shared two-core machine it moves more between runs of one
// build than between builds; this is the steadier figure of the two. No network throttling.
import { chromium } from '@playwright/test';
import { median } from './lib.mjs';

// The main thread's tasks (RunTask), the parse of the document and its first contentful paint.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'].join(
  ',',
);

/** One load: the tasks of the page's main thread after its first contentful paint. */
async function traceOnce(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url };
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // No Playwright call touches the page meanwhile: its injected scripts would be tasks too.
    await page.waitForTimeout(4000);
    await cdp.send('Tracing.end');
    await complete;
    const document = new URL(url);
    const parse = events.find(
      (event) =>
        event.name === 'ParseHTML' &&
        String(event.args?.beginData?.url ?? '').startsWith(document.origin + document.pathname),
    );
    const paint = events
      .filter((event) => event.name === 'firstContentfulPaint' && event.pid === parse?.pid)
      .at(-1);
    if (!parse || !paint) throw new Error(`no parse or paint in the trace of ${url}`);
    const tasks = events
      .filter(
        (event) =>
          event.pid === parse.pid &&
          event.tid === parse.tid &&
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.ts >= paint.ts,
      )
      .map((task) => task.dur / 1000);
    return {
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
    };
  } finally {
    await context.close();
  }
}

/**
 * One traced load, tried again (up to three times) when Chromium's trace lacks the document's
 * parse or its first contentful paint: it happened once in a full run (stop 47) and cost the
 * whole bench its figures; a load that never paints still fails.
 */
export async function tracedLoad(browser, url, cookie, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceOnce(browser, url, cookie);
    } catch (error) {
      if (attempt >= attempts || !String(error?.message).startsWith('no parse or paint'))
        throw error;
      process.stderr.write(`${error.message}: tracing it again\n`);
    }
  }
}

/** `runs` traced loads of a page: the median blocking time, every run's, and the longest task. */
/** The Chromium the traced loads run in. */
export const launchTracingBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

/** Several traced loads of one page: the median blocking time, every load's, the longest task. */
export const blockingOf = (loads) => ({
  blockingMsMedian: median(loads.map((load) => load.blockingMs)),
  blockingMsRuns: loads.map((load) => load.blockingMs),
  longestTaskMsMedian: median(loads.map((load) => load.longestTaskMs)),
});

export async function mainThreadBlocking(url, cookie, runs) {
  const browser = await launchTracingBrowser();
  try {
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await tracedLoad(browser, url, cookie));
    return { cpuSlowdown: 4, runs, ...blockingOf(loads) };
  } finally {
    await browser.close();
  }
}
