/**
 * A number as Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes it — '1,250.4', '17.25',
 * '3', '-5.5' — without Intl. The page's first Intl formatter loads the engine's locale data, 57–69 ms of
 * one task on Lighthouse's phone, which a catch's size or a profile's counts paid while the home or a
 * profile loaded. Rounded as Intl rounds: half away from zero, on the number as written (1.005 → 1.01).
 */
export function twoDecimals(value: number): string {
  const written = String(Math.abs(value));
  // Beyond what a size or a temperature can be (exponent notation, NaN, Infinity): Intl itself.
  if (!/^\d+(\.\d+)?$/.test(written)) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
  const hundredths = Math.round(Number(`${written}e2`));
  const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${cents && cents !== '0' ? `.${cents}` : ''}`;
}
