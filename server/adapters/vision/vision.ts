/** Reads food ingredients from photos. One implementation per provider; none when no provider is configured. */
export interface VisionImage {
  bytes: Buffer;
  /** image/jpeg, image/png or image/webp. */
  mimeType: string;
}

export interface DetectedIngredient {
  name: string;
  /** As the provider wrote it ('3', '500 g'); null when it gave none. */
  quantity: string | null;
  /** 0 to 1; null when it gave none. */
  confidence: number | null;
}

export interface Vision {
  /**
   * The ingredients seen in the photos, each once. Failures are AppErrors a person can read, with
   * `details.reason` one of VISION_FAILURES (timeout, rate_limited, refused, malformed...).
   */
  detectIngredients(images: readonly VisionImage[]): Promise<DetectedIngredient[]>;
}
