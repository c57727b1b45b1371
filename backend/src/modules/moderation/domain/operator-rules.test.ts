import { expect } from 'chai';
import { isOwnContent, mayActOn, mayDecideAppeal } from './operator-rules.ts';

describe('moderation: nobody judges their own cause', () => {
  it('lets an operator act on an item others reported', () => {
    expect(mayActOn('op', ['a', 'b'])).to.equal(true);
  });
  it('refuses an operator acting on an item they reported', () => {
    expect(mayActOn('op', ['a', 'op'])).to.equal(false);
  });
  it('knows an operator’s own content', () => {
    expect(isOwnContent('op', 'op')).to.equal(true);
    expect(isOwnContent('op', 'max')).to.equal(false);
    expect(isOwnContent('op', null)).to.equal(false);
  });
  it('lets a different operator decide an appeal', () => {
    expect(mayDecideAppeal('op2', { actingOperatorId: 'op1', appellantId: 'x' })).to.equal(true);
  });
  it('refuses the operator who took the action', () => {
    expect(mayDecideAppeal('op1', { actingOperatorId: 'op1', appellantId: 'x' })).to.equal(false);
  });
  it('refuses an operator deciding their own appeal', () => {
    expect(mayDecideAppeal('op2', { actingOperatorId: 'op1', appellantId: 'op2' })).to.equal(false);
  });
});
