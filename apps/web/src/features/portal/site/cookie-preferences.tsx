import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { readConsent, writeConsent, type CookieConsent } from '@/app/consent';
import { Button } from '@/ui/button';
import { DialogContent } from '@/ui/dialog';

type Purpose = keyof CookieConsent;
const PURPOSES: readonly Purpose[] = ['analytics', 'marketing'];

function Choice({
  purpose,
  checked,
  onChange,
}: {
  readonly purpose: Purpose | 'necessary';
  readonly checked: boolean;
  readonly onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-text`}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {t(`cookies.${purpose}.label`)}
        </label>
        <p id={`${id}-text`} className="text-sm text-ink-muted">
          {t(`cookies.${purpose}.description`)}
        </p>
      </div>
    </div>
  );
}

/** spec §2 the footer's cookie-preferences link: a dialog whose choices are stored in a cookie. */
export function CookiePreferences() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [consent, setConsent] = useState<CookieConsent>(readConsent);

  const save = (event: FormEvent) => {
    event.preventDefault();
    writeConsent(consent);
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setConsent(readConsent());
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="min-h-6 underline underline-offset-2 hover:text-ink">
        {t('cookies.link')}
      </Dialog.Trigger>
      <DialogContent
        title={t('cookies.title')}
        description={t('cookies.intro')}
        closeLabel={t('common.close')}
      >
        <form onSubmit={save}>
          <div className="divide-y divide-border">
            <Choice purpose="necessary" checked />
            {PURPOSES.map((purpose) => (
              <Choice
                key={purpose}
                purpose={purpose}
                checked={consent[purpose]}
                onChange={(checked) => setConsent({ ...consent, [purpose]: checked })}
              />
            ))}
          </div>
          <Button type="submit" className="mt-4 w-full sm:w-auto">
            {t('cookies.save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
