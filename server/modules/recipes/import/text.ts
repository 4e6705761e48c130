import { TextNode } from 'node-html-parser';

/** Tags that end a line of text when a value is read as several lines (steps, ingredient lists). */
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|dd|dt|dl)\b[^<>]*>/gi;
const ANY_TAG = /<\/?[a-z][^<>]*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const HIDDEN_BLOCK = /<(script|style|noscript|template|svg)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Windows-1252 characters that stand for the bytes 0x80–0x9f when UTF-8 was read as Windows-1252. */
const CP1252_BYTE: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const CONTINUATION = `[\\u0080-\\u00bf${Object.keys(CP1252_BYTE).join('')}]`;
/**
 * UTF-8 read as Latin-1/Windows-1252: "Ã©" for "é", "Â " for a non-breaking space, "â€™" for "’", "Å‚" for "ł".
 * Only the lead characters of Latin-1, Latin Extended-A, general punctuation and the BOM are repaired, which
 * real text almost never writes before such characters.
 */
const MOJIBAKE = new RegExp(`[\\u00c2-\\u00c5]${CONTINUATION}|[\\u00e2\\u00ef]${CONTINUATION}{2}`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(value: string): string {
  if (!/[\u00c2-\u00c5\u00e2\u00ef]/.test(value)) return value;
  return value.replace(MOJIBAKE, (sequence) => {
    const bytes = Uint8Array.from([...sequence], (char) => CP1252_BYTE[char] ?? char.charCodeAt(0));
    try {
      return utf8.decode(bytes);
    } catch {
      return sequence;
    }
  });
}

/** Replaces named and numeric character references (`&amp;`, `&#39;`, `&frac12;`) by their characters, also when encoded twice. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  const once = new TextNode(value).text;
  // Encoded twice by the page's own software ("&amp;amp;", "&amp;#39;"): decoded once more.
  return /&(?:[a-z]{2,8}|#\d{2,5}|#x[\da-f]{2,4});/i.test(once) ? new TextNode(once).text : once;
}

/** Drops soft hyphens; collapses every run of white space (non-breaking and zero-width ones too) to one space; trims. */
export function collapseWhitespace(value: string): string {
  return value
    .replace(/\u00ad/g, '')
    .replace(/[\s\u00a0\u200b\u2060\ufeff]+/g, ' ')
    .trim();
}

function stripTags(value: string, blockReplacement: string): string {
  return value
    .replace(COMMENT, '')
    .replace(HIDDEN_BLOCK, blockReplacement)
    .replace(BLOCK_TAG, blockReplacement)
    .replace(ANY_TAG, '');
}

/**
 * A value as plain text on one line: tags removed, entities decoded, white space collapsed. Tags that were
 * themselves written as entities (`&lt;p&gt;`) are removed after decoding.
 */
export function cleanText(value: string): string {
  const decoded = repairMojibake(decodeEntities(stripTags(value, ' ')));
  return collapseWhitespace(decoded.includes('<') ? stripTags(decoded, ' ') : decoded);
}

/** A value as a list of non-empty lines, split at line breaks and at block-level tags. */
export function splitLines(value: string): string[] {
  const withBreaks = repairMojibake(decodeEntities(stripTags(value, '\n')));
  const plain = withBreaks.includes('<') ? stripTags(withBreaks, '\n') : withBreaks;
  return plain
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(collapseWhitespace)
    .filter((line) => line.length > 0);
}
