// The benches' command line: `--name=<value>` options and `--json`.

/** The value of `--name=<value>` (all after the first '=': a URL may hold more), or `fallback`. */
export const textArg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length) ?? fallback;

/** `--name=<n>` as a number, or `fallback`. */
export const numberArg = (name: string, fallback: number) => Number(textArg(name, String(fallback)));

/** `--json`: the figures printed as JSON rather than as a table. */
export const asJson = process.argv.includes('--json');
