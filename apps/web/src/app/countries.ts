import { SALES_COUNTRIES } from '@halyard/domain';

/**
 * The countries we sell to and the US states are the domain's (`SALES_COUNTRIES`, `US_STATES`):
 * the server refuses any other residence (decision 0100), so the lists offered are the same.
 */
export { US_STATES } from '@halyard/domain';

/** The countries with their names in a language, sorted as that language sorts them. */
export function countryOptions(languageCode: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([languageCode], { type: 'region' });
  const collator = new Intl.Collator(languageCode);
  return SALES_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** One country's name in a language ("Deutschland" for DE in German); the code when unknown. */
export function countryName(code: string, languageCode: string): string {
  if (!code) return code;
  let names = regionNames.get(languageCode);
  if (!names) {
    names = new Intl.DisplayNames([languageCode], { type: 'region' });
    regionNames.set(languageCode, names);
  }
  return names.of(code) ?? code;
}
