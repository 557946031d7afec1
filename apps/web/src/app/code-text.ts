/** A table from each code a page explains (a refusal's code, an estimate's reason) to its words. */
export type CodeTexts<T> = Readonly<Record<string, (t: T) => string>>;

/** The words of a code the table lists, in the page's language; null for any other code. */
export function codeText<T>(table: CodeTexts<T>, t: T, code: string | null | undefined) {
  const text = code && Object.hasOwn(table, code) ? table[code] : undefined;
  return text ? text(t) : null;
}
