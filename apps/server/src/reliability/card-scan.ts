/**
 * The card-data scan (issue 10 item 5, decision 0092): we are PCI SAQ-A shaped — card numbers and
 * security codes go from the browser to the gateway only. These functions find a primary account
 * number (13–19 digits, optionally grouped by spaces or dashes, a card network prefix, Luhn-valid)
 * or a security-code field in any text: a database dump, a log, a recorded request body.
 */

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Prefixes of the card networks (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro). */
const NETWORK = /^(4|5[1-5]|2[2-7]|3[47]|6011|64[4-9]|65|35|30|36|38|39|62|50|5[6-9]|6[0-9])/;

// A run of 13–19 digits, possibly grouped by single spaces or dashes, not part of a longer token.
// (A decimal's fraction — pino's responseTime — is not a candidate: no digit and point before it;
// nor a UUID whose first groups happen to be digits, 39022846-9255-4127-ac6e-…: a dash and a
// letter or digit after the run make it part of a longer token.)
const CANDIDATE = /(?<![0-9A-Za-z_-]|\d\.)\d(?:[ -]?\d){12,18}(?![0-9A-Za-z_]|\.\d|-[0-9A-Za-z])/g;

/** Luhn-valid card numbers in the text (as found, grouping kept). */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    if (NETWORK.test(digits) && luhnValid(digits)) found.push(match[0]);
  }
  return found;
}

/** Security-code fields: a JSON key or column named like a CVC / CVV. */
const CVC_FIELD =
  /\b(cvc|cvv|cvc2|cvv2|card_?code|card_?verification(_?value)?|security_?code)\b\\?["']?\s*[:=]/gi;

export function findCvcFields(text: string): string[] {
  return [...text.matchAll(CVC_FIELD)].map((m) => m[0]);
}

export interface ScanFinding {
  readonly where: string;
  readonly kind: 'card_number' | 'cvc_field';
  readonly sample: string;
}

/** Scans named texts; masks what it reports (the first 6 and last 4 digits stay). */
export function scanTexts(texts: Iterable<readonly [where: string, text: string]>): ScanFinding[] {
  const findings: ScanFinding[] = [];
  for (const [where, text] of texts) {
    for (const number of findCardNumbers(text)) {
      const digits = number.replace(/[ -]/g, '');
      findings.push({
        where,
        kind: 'card_number',
        sample: `${digits.slice(0, 6)}…${digits.slice(-4)}`,
      });
    }
    for (const field of findCvcFields(text))
      findings.push({ where, kind: 'cvc_field', sample: field });
  }
  return findings;
}
