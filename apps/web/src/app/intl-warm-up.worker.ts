/**
 * Uses the browser's Intl data once, off the main thread (decision 0230). ICU loads its data on
 * a page's first Intl formatter — about 20 ms on a laptop, four times that on a slow phone — and
 * keeps it for the whole renderer process, so the dates and prices the page formats while it
 * hydrates then cost the main thread well under a millisecond.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const language = event.data;
  const day = new Date(0);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0);
  self.close();
};
