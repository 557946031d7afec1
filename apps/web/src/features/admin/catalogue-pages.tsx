import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  changeAdminPrice,
  createAdminOffer,
  createGiftCardBatch,
  exportGiftCardBatch,
  voidGiftCardBatch,
  type AdminPrice,
} from '@halyard/contract';
import { DURATION_UNITS, OFFER_KINDS, parseMoney, PLAN_TIERS } from '@halyard/domain';
import { callApiForFile } from '@/app/api-client';
import { saveFile } from '@/app/save-file';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { ActionDialog, ActionStatus } from './action-dialog';
import { useAdminAction, useCatalogue, useGiftCardBatches } from './admin-api';
import { useCan } from './admin-layout';
import { ADMIN_NS } from './admin-i18n';
import { day, money } from './format';
import { AdminListTable, AdminTable } from './admin-table';
import { AdminLoading, AdminQuery } from './admin-query';

const minor = (form: FormData, key: string) => {
  const parsed = parseMoney(String(form.get(key) ?? '').replace(',', '.'));
  if (!parsed.ok) throw new Error(key);
  return parsed.value.unscaledValue;
};
const major = (unscaled: number) => (unscaled / 100).toFixed(2);

function PriceRow({
  price: p,
  canWrite,
  onDone,
}: {
  readonly price: AdminPrice;
  readonly canWrite: boolean;
  readonly onDone: (m: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const change = useAdminAction(changeAdminPrice);
  return (
    <tr className="border-b border-border" data-testid={`price-${p.id}`}>
      <td className="p-2 font-mono text-xs">{p.id}</td>
      <td className="p-2">{p.product}</td>
      <td className="p-2">{p.months}</td>
      <td className="p-2">{money(p.amount)}</td>
      <td className="p-2">{money(p.next_amount)}</td>
      <td className="p-2">{p.discount_percentage} %</td>
      <td className="p-2">
        {p.free_period.length > 0
          ? `${p.free_period.length} ${t(`units.${p.free_period.unit}`)}`
          : '—'}
      </td>
      <td className="p-2">
        v{p.version}
        {p.changed_at ? ` · ${day(p.changed_at)}` : ''}
      </td>
      <td className="p-2">
        {canWrite ? (
          <ActionDialog
            trigger={t('catalogue.change')}
            title={t('catalogue.changeTitle', { id: p.id })}
            consequence={t('catalogue.changeConsequence')}
            confirm={t('catalogue.changeConfirm')}
            onDone={onDone}
            onConfirm={async (form, reason) =>
              change.mutateAsync({
                params: { priceId: p.id },
                body: {
                  amount: minor(form, 'amount'),
                  next_amount: minor(form, 'next'),
                  discount_percentage: Number(form.get('discount')),
                  free_period: {
                    length: Number(form.get('free')),
                    unit: String(form.get('unit')) as AdminPrice['free_period']['unit'],
                  },
                  reason,
                },
              })
            }
          >
            <TextField
              label={t('catalogue.amount', { currency: p.currency })}
              name="amount"
              inputMode="decimal"
              defaultValue={major(p.amount.unscaledValue)}
            />
            <TextField
              label={t('catalogue.next', { currency: p.currency })}
              name="next"
              inputMode="decimal"
              defaultValue={major(p.next_amount.unscaledValue)}
            />
            <TextField
              label={t('catalogue.discount')}
              name="discount"
              type="number"
              min={0}
              max={100}
              defaultValue={p.discount_percentage}
            />
            <div className="flex gap-3">
              <TextField
                label={t('catalogue.free')}
                name="free"
                type="number"
                min={0}
                max={36}
                defaultValue={p.free_period.length}
              />
              <SelectField
                label={t('catalogue.unit')}
                name="unit"
                defaultValue={p.free_period.unit}

                options={DURATION_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
              />
            </div>
          </ActionDialog>
        ) : null}
      </td>
    </tr>
  );
}

/** Issue 16 item 4: offers and their prices per plan × length × currency, versioned. */
export function CataloguePage() {
  const { t } = useTranslation(ADMIN_NS);
  const catalogue = useCatalogue();
  const offer = useAdminAction(createAdminOffer);
  const [message, setMessage] = useState('');
  const canWrite = useCan('catalogue.write');
  return (
    <AdminQuery query={catalogue} loading={<AdminLoading block="h-96 w-full rounded-card" />}>
      {({ offers, prices }) => (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">{t('catalogue.title')}</h1>
          <p className="text-sm text-ink-muted">{t('catalogue.lead')}</p>
          <ActionStatus message={message} />
          {canWrite ? (
            <ActionDialog
              trigger={t('catalogue.newOffer')}
              consequence={t('catalogue.newOfferConsequence')}
              confirm={t('catalogue.create')}
              onDone={setMessage}
              onConfirm={(form, reason) =>
                offer.mutateAsync({
                  body: {
                    id: String(form.get('id') ?? '').trim(),
                    name: String(form.get('name') ?? '').trim(),
                    kind: String(form.get('kind')) as (typeof OFFER_KINDS)[number],
                    copy_prices_from: String(form.get('from')),
                    reason,
                  },
                })
              }
            >
              <TextField label={t('catalogue.offerId')} name="id" required />
              <TextField label={t('catalogue.offerName')} name="name" required />
              <SelectField
                label={t('catalogue.kind')}
                name="kind"
                options={OFFER_KINDS.map((k) => ({ value: k, label: t(`offerKinds.${k}`) }))}
              />
              <SelectField
                label={t('catalogue.copyFrom')}
                name="from"
                options={offers.map((o) => ({ value: o.id, label: `${o.name} (${o.id})` }))}
              />
            </ActionDialog>
          ) : null}
          {offers.map((o) => (
            <section key={o.id} aria-labelledby={`offer-${o.id}`} className="space-y-2">
              <h2 id={`offer-${o.id}`} className="text-xl font-semibold">
                {o.name}{' '}
                <span className="text-sm text-ink-muted">
                  ({t(`offerKinds.${o.kind}`)} · {o.id})
                </span>
              </h2>
              <AdminTable
                caption={o.name}
                headers={(
                  [
                    'price',
                    'product',
                    'length',
                    'amount',
                    'nextAmount',
                    'discount',
                    'freePeriod',
                    'version',
                    'actions',
                  ] as const
                ).map((h) => t(`catalogue.columns.${h}`))}
              >
                {prices
                  .filter((p) => p.offer_id === o.id)
                  .map((p) => (
                    <PriceRow key={p.id} price={p} canWrite={canWrite} onDone={setMessage} />
                  ))}
              </AdminTable>
            </section>
          ))}
        </div>
      )}
    </AdminQuery>
  );
}

/** Issue 16 item 4: gift-card batches: generate, export as CSV, void. */
export function GiftCardsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const batches = useGiftCardBatches();
  const create = useAdminAction(createGiftCardBatch);
  const voidBatch = useAdminAction(voidGiftCardBatch);
  const [message, setMessage] = useState('');
  const exportCsv = useMutation({
    mutationFn: async (batch: { id: string; label: string }) =>
      saveFile(
        await callApiForFile(exportGiftCardBatch, { params: { batchId: batch.id } }),
        `${batch.label}.csv`,
      ),
  });
  const canWrite = useCan('catalogue.write');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('giftCards.title')}</h1>
      <ActionStatus message={message} />
      {canWrite ? (
        <ActionDialog
          trigger={t('giftCards.generate')}
          consequence={t('giftCards.generateConsequence')}
          confirm={t('giftCards.generate')}
          onDone={setMessage}
          onConfirm={(form, reason) => {
            const expires = String(form.get('expires') ?? '');
            return create.mutateAsync({
              body: {
                label: String(form.get('label') ?? '').trim(),
                tier: String(form.get('tier')) as (typeof PLAN_TIERS)[number],
                months: Number(form.get('months')),
                count: Number(form.get('count')),
                expires_at: expires ? `${expires}T23:59:59.000Z` : null,
                reason,
              },
            });
          }}
        >
          <TextField label={t('giftCards.label')} name="label" required />
          <SelectField
            label={t('giftCards.tier')}
            name="tier"
            options={PLAN_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
          />
          <TextField
            label={t('giftCards.months')}
            name="months"
            type="number"
            min={1}
            max={36}
            defaultValue={12}
          />
          <TextField
            label={t('giftCards.count')}
            name="count"
            type="number"
            min={1}
            max={1000}
            defaultValue={10}
          />
          <TextField label={t('giftCards.expires')} name="expires" type="date" />
        </ActionDialog>
      ) : null}
      <AdminQuery query={batches}>
        {(data) => (
          <AdminListTable
            rows={data.batches}
            none={t('common.none')}
            caption={t('giftCards.title')}
            headers={(
              ['label', 'tier', 'months', 'redeemed', 'expires', 'created', 'actions'] as const
            ).map((h) => t(`giftCards.columns.${h}`))}
          >
            {(b) => (
              <tr key={b.id} className="border-b border-border">
                <td className="p-2">{b.label}</td>
                <td className="p-2">{t(`tiers.${b.tier}`, { defaultValue: b.tier })}</td>
                <td className="p-2">{b.months}</td>
                <td className="p-2">
                  {b.redeemed} / {b.count}
                  {b.voided_at ? ` · ${t('giftCards.voided', { date: day(b.voided_at) })}` : ''}
                </td>
                <td className="p-2">{day(b.expires_at)}</td>
                <td className="p-2">{day(b.created_at)}</td>
                <td className="p-2">
                  {canWrite ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        className="min-h-9 px-3 text-sm"
                        onClick={() => exportCsv.mutate(b)}
                      >
                        {t('giftCards.export', { label: b.label })}
                      </Button>
                      {b.voided_at ? null : (
                        <ActionDialog
                          trigger={t('giftCards.void')}
                          title={t('giftCards.voidTitle', { label: b.label })}
                          consequence={t('giftCards.voidConsequence', {
                            codes: b.count - b.redeemed,
                          })}
                          confirm={t('giftCards.void')}
                          onDone={setMessage}
                          onConfirm={(_, reason) =>
                            voidBatch.mutateAsync({ params: { batchId: b.id }, body: { reason } })
                          }
                        />
                      )}
                    </div>
                  ) : null}
                </td>
              </tr>
            )}
          </AdminListTable>
        )}
      </AdminQuery>
    </div>
  );
}
