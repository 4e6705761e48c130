import type { Config } from '../../config';
import { OpenAiVision } from './openai-vision';
import type { Vision } from './vision';

/** The configured vision provider, or null: then people type their ingredients (nothing is simulated). */
export function createVision(
  config: Pick<Config, 'VISION_API_URL' | 'VISION_MODEL' | 'VISION_API_KEY' | 'VISION_TIMEOUT_SECONDS'>,
): Vision | null {
  if (!config.VISION_API_URL || !config.VISION_MODEL) return null;
  return new OpenAiVision({
    url: config.VISION_API_URL,
    model: config.VISION_MODEL,
    apiKey: config.VISION_API_KEY,
    timeoutMs: config.VISION_TIMEOUT_SECONDS * 1000,
  });
}
