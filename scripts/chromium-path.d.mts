export function chromiumPath(): string | null;
export const CHROMIUM_ARGS: string[];
export const FAKE_MEDIA_ARGS: string[];
