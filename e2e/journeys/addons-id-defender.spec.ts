import {
  accountNav,
  apiGet,
  englishDate,
  expect,
  navLabels,
  signInToPortal,
  test,
  expectUnavailablePage,
  openFromNav,
} from '../fixtures';
import { seriousViolations } from './axe';

const ID_DEFENDER_LINKS = ['ID Alerts', 'ID Theft Insurance', 'Data Removal', 'Credit Scanner'];

interface AlertList {
  alerts: { id: string; detected_at: string; read_at: string | null }[];
  unread: number;
}

test('ID Defender customer: alerts with severity and date, marked read, kept on reload', async ({
  page,
}) => {
  await signInToPortal(page, 'id-defender');
  for (const label of ID_DEFENDER_LINKS)
    await expect(accountNav(page).getByRole('link', { name: label })).toBeVisible();

  await openFromNav(page, 'ID Alerts', /\/id-defender\/id-alerts$/);

  const api = await apiGet<AlertList>(page, '/api/v1/id-defender/alerts');
  const rows = page.getByTestId('id-alert');
  await expect(rows).toHaveCount(api.alerts.length);
  const newest = api.alerts[0]!;
  await expect(rows.first()).toContainText(`Detected ${englishDate(newest.detected_at)}`);
  await expect(rows.first()).toContainText(/Low|Medium|High/);
  await expect(
    page.getByRole('heading', { name: `${api.alerts.length} alerts, ${api.unread} unread` }),
  ).toBeVisible();

  await rows.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(rows.first().getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: `${api.alerts.length} alerts, ${api.unread - 1} unread` }),
  ).toBeVisible();
  await page.reload();
  await expect(rows.first().getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('ID Defender customer: insurance, data removal and credit scanner from the partner', async ({
  page,
}) => {
  await signInToPortal(page, 'id-defender');

  await accountNav(page).getByRole('link', { name: 'ID Theft Insurance' }).click();
  const policy = await apiGet<{ policy_number: string }>(page, '/api/v1/id-defender/insurance');
  await expect(page.getByTestId('policy-number')).toHaveText(policy.policy_number);
  await expect(page.getByText('$1,000,000.00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Make a claim' })).toBeVisible();

  await accountNav(page).getByRole('link', { name: 'Data Removal' }).click();
  const removals = await apiGet<{ requests: unknown[]; counts: Record<string, number> }>(
    page,
    '/api/v1/id-defender/data-removal',
  );
  await expect(page.getByTestId('removal-row')).toHaveCount(removals.requests.length);
  await expect(page.getByTestId('removal-count-removed')).toHaveText(
    String(removals.counts.removed),
  );

  await accountNav(page).getByRole('link', { name: 'Credit Scanner' }).click();
  await expect(page.getByRole('heading', { name: 'Latest scan' })).toBeVisible();
  await expect(page.getByTestId('bureau-score')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Credit report' })).toBeVisible();
});

test('Premium (ID alerts only): the other ID Defender items are absent and their pages closed', async ({
  page,
}) => {
  await signInToPortal(page, 'premium-us');
  await expect(accountNav(page).getByRole('link', { name: 'ID Alerts' })).toBeVisible();
  for (const label of ID_DEFENDER_LINKS.slice(1))
    await expect(navLabels(page).filter({ hasText: label })).toHaveCount(0);
  await expectUnavailablePage(page, '/id-defender/data-removal');
});

test('Basic: no ID Defender item, and the alerts page is not available', async ({ page }) => {
  await signInToPortal(page, 'basic-us');
  for (const label of ID_DEFENDER_LINKS)
    await expect(navLabels(page).filter({ hasText: label })).toHaveCount(0);
  await expectUnavailablePage(page, '/id-defender/id-alerts');
  await expect(page.getByText('ID Alerts is not part of your subscription')).toBeVisible();
});
