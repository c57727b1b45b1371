import { expect } from 'chai';
import { cn } from './cn.ts';

describe("cn: a primitive's classes with a caller's", () => {
  it("lets the caller's class override the default of the same kind", () => {
    expect(cn('px-5 text-base', 'px-2')).to.equal('text-base px-2');
  });

  it('keeps a single class list as it is, whatever was left out', () => {
    expect(cn('inline-flex min-h-11 px-5', undefined)).to.equal('inline-flex min-h-11 px-5');
    expect(cn('inline-flex', false, null)).to.equal('inline-flex');
  });

  it("joins a caller's classes of other kinds as they are, and merges those that override", () => {
    expect(cn('animate-pulse rounded-xl bg-muted', 'h-11')).to.equal('animate-pulse rounded-xl bg-muted h-11');
    expect(cn('animate-pulse rounded-xl bg-muted', 'h-11 rounded-full')).to.equal('animate-pulse bg-muted h-11 rounded-full');
    expect(cn('animate-pulse rounded-xl bg-muted', 'h-11 rounded-full')).to.equal('animate-pulse bg-muted h-11 rounded-full');
    expect(cn('relative flex size-10', 'size-11')).to.equal('relative flex size-11');
    expect(cn('p-5', false, 'pt-0')).to.equal('p-5 pt-0');
    expect(cn('pt-2', 'p-5')).to.equal('p-5');
  });

  it('joins conditional classes', () => {
    expect(cn('flex', { hidden: false, 'gap-2': true }, ['p-4'])).to.equal('flex gap-2 p-4');
  });
});
