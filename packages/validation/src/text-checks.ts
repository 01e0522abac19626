// Kept apart from the schema helpers so that both zod's classic helpers (keyed-schemas.ts) and the
// zod/mini ones (mini-schemas.ts) use them without one loading the other.

// A control character (C0, DEL, C1: Unicode category Cc) other than tab: never in a one-line text.
const lineControl = /[^\P{Cc}\t]/u;
// The same, but line feed and carriage return are allowed (messages, HTML).
const textControl = /[^\P{Cc}\t\n\r]/u;
// In a `u` regex a well-formed surrogate pair is one code point; only a lone half matches.
const loneSurrogate = /\p{Cs}/u;

/** True when `value` holds no control character (tab allowed) and no lone UTF-16 surrogate. */
export function isCleanLine(value: string): boolean {
  return !lineControl.test(value) && !loneSurrogate.test(value);
}

/** Like {@link isCleanLine}, but line breaks are allowed. */
export function isCleanText(value: string): boolean {
  return !textControl.test(value) && !loneSurrogate.test(value);
}
