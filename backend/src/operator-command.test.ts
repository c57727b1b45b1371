import { expect } from 'chai';
import { parseOperatorCommand } from './operator-command.ts';

describe('the operator command line', () => {
  it('reads grant and revoke with one email', () => {
    expect(parseOperatorCommand(['grant', 'olga@example.com'])).to.deep.equal({ verb: 'grant', email: 'olga@example.com' });
    expect(parseOperatorCommand(['revoke', 'olga@example.com'])).to.deep.equal({ verb: 'revoke', email: 'olga@example.com' });
  });
  it('reads describe-queue alone', () => {
    expect(parseOperatorCommand(['describe-queue'])).to.deep.equal({ verb: 'describe-queue' });
  });
  it('refuses anything else', () => {
    for (const args of [
      [],
      ['grant'],
      ['promote', 'a@b.c'],
      ['grant', 'not-an-email'],
      ['grant', 'a@b.c', 'extra'],
      ['describe-queue', 'a@b.c'],
    ]) {
      expect(parseOperatorCommand(args), args.join(' ')).to.equal(null);
    }
  });
});
