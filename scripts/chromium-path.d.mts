export function chromiumPath(): string | null;
export function headlessShellPath(): string | null;
export const HEADLESS_SHELL: string;
export const CHROMIUM_ARGS: string[];
export const FAKE_MEDIA_ARGS: string[];
