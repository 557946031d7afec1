import { useRef, useState, type FormEvent } from 'react';
import { EXPERT_AREAS, ExpertApplicationBody } from '@halyard/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/app/api-error';
import { useEarlyInputReplay } from '@/app/ssr/early-input';
import { Button } from '@/ui/button';
import { AlertMessage } from '@/ui/alert-message';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { useApply } from './expert-program-api';

type Field = 'display_name' | 'areas' | 'experience' | 'hours_per_month' | 'accept_terms';
const FIELDS: readonly Field[] = [
  'display_name',
  'areas',
  'experience',
  'hours_per_month',
  'accept_terms',
];

/** The sign-up form, checked with the route's own schema before it is sent (STYLE habit 5). */
export function ExpertProgramForm() {
  const { t } = useTranslation();
  const apply = useApply();
  const [name, setName] = useState('');
  const [areas, setAreas] = useState<string[]>([]);
  const [experience, setExperience] = useState('');
  const [hours, setHours] = useState('');
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<readonly Field[]>([]);
  const form = useEarlyInputReplay<HTMLFormElement>();
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExpertApplicationBody.safeParse({
      display_name: name,
      areas,
      experience,
      hours_per_month: hours.trim() === '' ? Number.NaN : Number(hours),
      accept_terms: terms,
    });
    if (!parsed.success) {
      const failed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const list = FIELDS.filter((field) => failed.has(field));
      setProblems(list);
      if (list[0]) refs.current[list[0]]?.focus();
      return;
    }
    setProblems([]);
    apply.mutate(parsed.data);
  };

  const error = (field: Field) =>
    problems.includes(field) ? t(`expertProgram.errors.${field}`) : undefined;
  const serverError = apply.isError
    ? isApiError(apply.error, 409)
      ? t('expertProgram.alreadyApplied')
      : t('expertProgram.sendFailed')
    : null;

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby="expert-form"
      className="space-y-5 rounded-card bg-surface p-6 shadow-card"
    >
      <h2 id="expert-form" className="text-lg font-bold">
        {t('expertProgram.formTitle')}
      </h2>
      {problems.length > 0 ? (
        <ErrorSummary
          title={t('expertProgram.errorTitle')}
          items={problems.map((field) => ({
            id: field,
            text: t(`expertProgram.errors.${field}`),
            onSelect: () => refs.current[field]?.focus(),
          }))}
        />
      ) : null}
      <TextField
        ref={(el) => {
          refs.current.display_name = el;
        }}
        label={t('expertProgram.name')}
        value={name}
        maxLength={60}
        autoComplete="nickname"
        onChange={(e) => setName(e.target.value)}
        error={error('display_name')}
      />
      <fieldset aria-describedby={error('areas') ? 'areas-error' : undefined}>
        <legend className="text-sm font-medium">{t('expertProgram.areas')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {EXPERT_AREAS.map((area, index) => (
            <label key={area} className="flex min-h-11 items-center gap-2">
              <input
                ref={(el) => {
                  if (index === 0) refs.current.areas = el;
                }}
                type="checkbox"
                className="size-5"
                checked={areas.includes(area)}
                onChange={(e) =>
                  setAreas((list) =>
                    e.target.checked ? [...list, area] : list.filter((a) => a !== area),
                  )
                }
              />
              {t(`expertProgram.area.${area}`)}
            </label>
          ))}
        </div>
        {error('areas') ? (
          <p id="areas-error" className="mt-1 text-sm text-danger-700">
            {error('areas')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="expert-experience" className="text-sm font-medium">
          {t('expertProgram.experience')}
        </label>
        <textarea
          id="expert-experience"
          ref={(el) => {
            refs.current.experience = el;
          }}
          rows={5}
          maxLength={2000}
          value={experience}
          onChange={(e) => setExperience(e.target.value)}
          aria-invalid={error('experience') ? true : undefined}
          aria-describedby={error('experience') ? 'experience-error' : undefined}
          className="rounded-control border border-border-strong bg-surface px-3 py-2"
        />
        {error('experience') ? (
          <p id="experience-error" className="text-sm text-danger-700">
            {error('experience')}
          </p>
        ) : null}
      </div>
      <TextField
        ref={(el) => {
          refs.current.hours_per_month = el;
        }}
        label={t('expertProgram.hours')}
        type="number"
        inputMode="numeric"
        min={1}
        max={160}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={error('hours_per_month')}
        className="max-w-48"
      />
      <div>
        <label className="flex min-h-11 items-center gap-2">
          <input
            ref={(el) => {
              refs.current.accept_terms = el;
            }}
            type="checkbox"
            className="size-5"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-invalid={error('accept_terms') ? true : undefined}
          />
          {t('expertProgram.terms')}
        </label>
        {error('accept_terms') ? (
          <p className="text-sm text-danger-700">{error('accept_terms')}</p>
        ) : null}
      </div>
      <AlertMessage message={serverError} />
      <Button type="submit" pending={apply.isPending}>
        {t('expertProgram.submit')}
      </Button>
    </form>
  );
}
