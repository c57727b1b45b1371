import { expect } from 'chai';
import { readLoginForm, subjectForName } from './dev-account.ts';

describe('development sign-in', () => {
  it('gives the same name the same subject, whatever the case and spacing', () => {
    expect(subjectForName('Alice Angler')).to.equal('alice-angler');
    expect(subjectForName('  alice   ANGLER ')).to.equal('alice-angler');
    expect(subjectForName('Zoë Brûlé')).to.equal('zoe-brule');
  });

  it('gives names without latin letters a stable subject too', () => {
    expect(subjectForName('渔夫')).to.match(/^angler-[0-9a-f]{16}$/);
    expect(subjectForName('渔夫')).to.equal(subjectForName('渔夫'));
    expect(subjectForName('渔夫')).not.to.equal(subjectForName('钓鱼'));
  });

  it('splits the name into given and family names', () => {
    const result = readLoginForm({ displayName: 'Mary Jane Walleye', pictureUrl: '' });
    expect(result).to.deep.equal({
      ok: true,
      account: { sub: 'mary-jane-walleye', name: 'Mary Jane Walleye', givenName: 'Mary', familyName: 'Jane Walleye', picture: null },
    });
  });

  it('asks for a name and refuses a picture that is not a web address', () => {
    expect(readLoginForm({ displayName: '  ' })).to.deep.equal({ ok: false, error: 'Please type your name.' });
    expect(readLoginForm({ displayName: 'Al', pictureUrl: 'javascript:alert(1)' })).to.include({ ok: false });
  });
});
