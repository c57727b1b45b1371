/**
 * One data set at several sizes (bench/scaling.ts): a size is a factor of the data set's full size,
 * read from the environment, and each size lives in a database of its own so that measuring one size
 * never regenerates another.
 */
export function scaleOf(variable: string): number {
  const scale = Number(process.env[variable] ?? 1);
  if (!(scale > 0)) throw new Error(`${variable} must be a positive number (a share of the full data set), not ${process.env[variable]}`);
  return scale;
}

/** `tightlines_bench_app` at full size, `tightlines_bench_app_x0_01` at 1 %. */
export const scaledDatabase = (name: string, scale: number): string =>
  scale === 1 ? name : `${name}_x${String(scale).replace(/[^0-9]/g, '_')}`;
