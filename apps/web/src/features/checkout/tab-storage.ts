/**
 * A value kept as JSON in this tab's sessionStorage (the checkout's pending payment and its
 * confirmation): written as it is, read back as it was, or null when it is missing or unreadable.
 */
export function saveInTab(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

export function readFromTab<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
