import { expect } from 'chai';
import { itemEffectOf, restrictsTheAuthor, reversalOf, suspensionEnds } from './action.ts';

describe('moderation: what an action does', () => {
  it('hides, shows and removes the item by its action', () => {
    expect(itemEffectOf('hide', false)).to.equal('hide');
    expect(itemEffectOf('unhide', true)).to.equal('show');
    expect(itemEffectOf('remove', false)).to.equal('remove');
    expect(itemEffectOf('warn', true)).to.equal('none');
  });
  it('shows again an item reports hid automatically when an operator dismisses the reports', () => {
    expect(itemEffectOf('dismiss', true)).to.equal('show');
    expect(itemEffectOf('dismiss', false)).to.equal('none');
  });
  it('gives a statement of reasons only for actions restricting the author', () => {
    expect(['hide', 'warn', 'suspend', 'ban', 'remove'].every((a) => restrictsTheAuthor(a as never))).to.equal(true);
    expect(restrictsTheAuthor('dismiss')).to.equal(false);
    expect(restrictsTheAuthor('unhide')).to.equal(false);
  });
  it('reverses a hide by showing, a suspension or ban by restoring, and never a removal', () => {
    expect(reversalOf('hide')).to.equal('show');
    expect(reversalOf('suspend')).to.equal('restore_standing');
    expect(reversalOf('ban')).to.equal('restore_standing');
    expect(reversalOf('remove')).to.equal('irreversible');
    expect(reversalOf('warn')).to.equal('nothing');
  });
  it('ends a suspension the given number of days later', () => {
    expect(suspensionEnds(new Date('2026-01-01T10:00:00Z'), 7).toISOString()).to.equal('2026-01-08T10:00:00.000Z');
  });
});
