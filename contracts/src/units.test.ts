import { expect } from 'chai';
import fc from 'fast-check';
import { cmToInches, formatMeasure, inchesToCm, kgToLbs, lbsToKg, lengthIn, typedLengthToCm, typedWeightToKg, weightIn } from './units.ts';

describe('units: one place converts sizes between the stored unit and the reader’s', () => {
  it('shows a kilogram as 2.2 pounds and an inch as 2.54 centimetres', () => {
    expect(kgToLbs(1)).to.equal(2.2);
    expect(lbsToKg(1)).to.equal(0.45);
    expect(inchesToCm(1)).to.equal(2.5);
    expect(cmToInches(2.54)).to.equal(1);
  });

  it('round-trips every entry weight (kg to 0.01) through pounds exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150_000 }), (hundredths) => {
        const kg = hundredths / 100;
        expect(typedWeightToKg('imperial', weightIn('imperial', kg).value)).to.equal(kg);
      }),
      { seed: 10, numRuns: 2000 },
    );
  });

  it('round-trips every entry length (cm to 0.1) through inches exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), (tenths) => {
        const cm = tenths / 10;
        expect(typedLengthToCm('imperial', lengthIn('imperial', cm).value)).to.equal(cm);
      }),
      { seed: 10, numRuns: 2000 },
    );
  });

  it('leaves metric readers’ entry sizes as stored', () => {
    expect(weightIn('metric', 2.35)).to.deep.equal({ value: 2.35, unit: 'kg' });
    expect(lengthIn('metric', 45.5)).to.deep.equal({ value: 45.5, unit: 'cm' });
    expect(typedWeightToKg('metric', 2.354)).to.equal(2.35);
  });

  it('shows a catch stored in pounds and inches to a metric reader, and as stored to an imperial one', () => {
    expect(weightIn('metric', 10, 'lbs')).to.deep.equal({ value: 4.54, unit: 'kg' });
    expect(weightIn('imperial', 10, 'lbs')).to.deep.equal({ value: 10, unit: 'lbs' });
    expect(lengthIn('metric', 20, 'in')).to.deep.equal({ value: 50.8, unit: 'cm' });
    expect(lengthIn('imperial', 20.5, 'in')).to.deep.equal({ value: 20.5, unit: 'in' });
  });

  it('writes a measure with its unit and without trailing zeros', () => {
    expect(formatMeasure({ value: 2.5, unit: 'kg' })).to.equal('2.5 kg');
    expect(formatMeasure({ value: 17.91, unit: 'in' })).to.equal('17.91 in');
    expect(formatMeasure({ value: 1200, unit: 'cm' })).to.equal('1,200 cm');
  });
});
