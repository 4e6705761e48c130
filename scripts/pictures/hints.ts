// Words from the slug and the garnish ("paneer", "spaghetti", "mint"), used to pick the variant of a style.
import type { Ctx, PictureSpec } from './types';

/** The lower-case words of a recipe's slug and garnish. */
export function hintsOf(slug: string, spec: PictureSpec): Set<string> {
  const words = `${slug.replace(/-/g, ' ')} ${spec.garnish ?? ''}`.toLowerCase().split(/[^a-z]+/);
  return new Set(words.filter((w) => w.length > 1));
}

/** The hint words as one string, for matching with regular expressions ("spring roll", "set dosa"). */
export function hintText(ctx: Ctx): string {
  return [...ctx.hints].join(' ');
}
