/**
 * Stripe's form encoding as the SDK writes it — `metadata[key]=v`, `expand[0]=x`,
 * `created[gte]=1` — read back into nested objects and arrays (strings stay strings).
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((p) => p.replace(/]$/, ''));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const next = parts[i + 1];
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const holder = node as Record<string, unknown>;
      if (last) {
        holder[key] = value;
        return;
      }
      holder[key] ??= next === '' || /^\d+$/.test(next ?? '') ? [] : {};
      node = holder[key] as Record<string, unknown>;
    });
  }
  return root;
}
