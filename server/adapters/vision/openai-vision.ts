import { z } from 'zod';
import { AppError, type ErrorCode } from '../../../domain/errors';
import type { VisionFailure } from '../../../domain/pantry';
import type { DetectedIngredient, Vision, VisionImage } from './vision';

export const MAX_DETECTED = 60;

const PROMPT = [
  'You look at photos of a pantry, a fridge or groceries and list the food ingredients you can see.',
  'Answer with JSON only, in exactly this shape: {"ingredients":[{"name":"tomatoes","quantity":"4","confidence":0.9}]}.',
  'name: the common English name of the food, in lower case.',
  'quantity: how much you can see: a count ("3") or an amount with a unit ("500 g", "1 bunch"); "Unknown" when you cannot tell.',
  'confidence: how sure you are that the food is there, from 0 to 1.',
  'List each ingredient once across all the photos. Leave out what is not food (containers, appliances, cleaning products).',
  'If you see no food, answer {"ingredients":[]}.',
].join('\n');

const MESSAGES: Record<Exclude<VisionFailure, 'not_configured'>, string> = {
  timeout: 'Photo analysis took too long. Please try again, or type what you have instead.',
  rate_limited:
    'The photo analysis service is busy right now. Please try again in a minute, or type what you have instead.',
  refused:
    'The photo analysis service would not read these photos. Try clear photos of your food, or type what you have instead.',
  malformed: 'Photo analysis gave an answer we could not read. Please try again, or type what you have instead.',
  http_error: 'Photo analysis failed on the provider’s side. Please try again later, or type what you have instead.',
  unreachable: 'Photo analysis cannot be reached right now. Please try again later, or type what you have instead.',
};
const CODES: Record<keyof typeof MESSAGES, ErrorCode> = {
  timeout: 'UNAVAILABLE',
  rate_limited: 'RATE_LIMITED',
  refused: 'BAD_REQUEST',
  malformed: 'UNAVAILABLE',
  http_error: 'UNAVAILABLE',
  unreachable: 'UNAVAILABLE',
};

export const visionError = (reason: keyof typeof MESSAGES, extra: Record<string, unknown> = {}) =>
  new AppError(CODES[reason], MESSAGES[reason], { reason, ...extra });

/** The part of a chat-completions answer we read. */
const Completion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z
            .union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }))])
            .nullish(),
          refusal: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

/** A confidence as a share (0.9) or, from some models, a percentage (90). */
const Confidence = z
  .preprocess((v) => (typeof v === 'number' && v > 1 && v <= 100 ? v / 100 : v), z.number().min(0).max(1))
  .nullish();

const Answer = z.object({
  ingredients: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        quantity: z.union([z.string().trim().max(40), z.number().transform(String)]).nullish(),
        confidence: Confidence,
      }),
    )
    .max(200),
});

export interface OpenAiVisionOptions {
  /** The API base (https://api.openai.com/v1) or the full chat-completions URL. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible chat-completions endpoint that accepts images as base64 data URLs. */
export class OpenAiVision implements Vision {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiVisionOptions) {
    const base = options.url.replace(/\/+$/, '');
    this.endpoint = base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
  }

  async detectIngredients(images: readonly VisionImage[]): Promise<DetectedIngredient[]> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let res = await this.send(images, true, signal);
    // Some compatible servers do not take response_format; the prompt asks for JSON anyway.
    if (res.status === 400 && /response_format/i.test(await res.clone().text()))
      res = await this.send(images, false, signal);
    if (res.status === 429) throw visionError('rate_limited');
    if (!res.ok) throw visionError('http_error', { status: res.status });
    let body: unknown;
    try {
      body = await res.json();
    } catch (error) {
      throw isTimeout(error) ? visionError('timeout') : visionError('malformed');
    }
    return readAnswer(body);
  }

  private async send(images: readonly VisionImage[], jsonMode: boolean, signal: AbortSignal): Promise<Response> {
    const content = [
      {
        type: 'text',
        text:
          images.length === 1
            ? 'What food ingredients are in this photo?'
            : `What food ingredients are in these ${images.length} photos?`,
      },
      ...images.map((image) => ({
        type: 'image_url',
        image_url: { url: `data:${image.mimeType};base64,${image.bytes.toString('base64')}` },
      })),
    ];
    try {
      return await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: PROMPT },
            { role: 'user', content },
          ],
          ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal,
      });
    } catch (error) {
      throw isTimeout(error) ? visionError('timeout') : visionError('unreachable');
    }
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The ingredients of a chat-completions answer, checked: a refusal, or anything but the asked-for JSON, is an error. */
export function readAnswer(body: unknown): DetectedIngredient[] {
  const completion = Completion.safeParse(body);
  if (!completion.success) throw visionError('malformed');
  const choice = completion.data.choices[0]!;
  if (choice.message.refusal || choice.finish_reason === 'content_filter') throw visionError('refused');
  const content = choice.message.content;
  const text = typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
  let json: unknown;
  try {
    // Models without a JSON mode often fence their answer: ```json ... ```
    json = JSON.parse(
      text
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    // Models without a refusal field decline in prose: "I'm sorry, I can't help with that."
    throw visionError(
      /^\s*(?:i['’]?m sorry|sorry|i can(?:not|['’]t)|i am unable|i['’]?m unable)/i.test(text) ? 'refused' : 'malformed',
    );
  }
  const answer = Answer.safeParse(Array.isArray(json) ? { ingredients: json } : json);
  if (!answer.success) throw visionError('malformed');
  const seen = new Set<string>();
  const found: DetectedIngredient[] = [];
  for (const item of answer.data.ingredients) {
    const key = item.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ name: item.name, quantity: item.quantity || null, confidence: item.confidence ?? null });
  }
  return found.slice(0, MAX_DETECTED);
}
