import { expect } from 'chai';
import { MODERATION_LIMITS } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { signIn } from '../support/sign-in.ts';
import { HttpClient } from '../support/http-client.ts';

type Words = { words: string[] };

/**
 * Muted words are kept with the angler's account over HTTP: another device (a second sign-in) reads
 * the same words; they are the angler's own (nobody else reads or changes them); bad input is a 400
 * that changes nothing.
 */
describe('moderation: muted words follow the angler to every device', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app?.close();
  });

  it('starts empty, keeps the words normalized and without repeats, and another sign-in of the same angler reads them', async () => {
    const phone = await anAngler(app, 'Mia Muter');
    expect((await phone.get<Words>('/api/settings/muted-words')).json).to.deep.equal({ words: [] });
    const put = await phone.send<Words>('PUT', '/api/settings/muted-words', { words: ['  Pike  Fishing ', 'bass', 'BASS', 'spoiler'] });
    expect(put.status, put.text).to.equal(200);
    expect(put.json).to.deep.equal({ words: ['pike fishing', 'bass', 'spoiler'] });

    const laptop = await signIn(app, 'Mia Muter');
    expect((await laptop.get<Words>('/api/settings/muted-words')).json).to.deep.equal({ words: ['pike fishing', 'bass', 'spoiler'] });
    expect((await laptop.send<Words>('PUT', '/api/settings/muted-words', { words: ['bass'] })).status).to.equal(200);
    expect((await phone.get<Words>('/api/settings/muted-words')).json).to.deep.equal({ words: ['bass'] });

    const other = await anAngler(app, 'Oli Other');
    expect((await other.get<Words>('/api/settings/muted-words')).json, "another angler's own list").to.deep.equal({ words: [] });
    expect((await phone.send<Words>('PUT', '/api/settings/muted-words', { words: [] })).json).to.deep.equal({ words: [] });
    expect((await laptop.get<Words>('/api/settings/muted-words')).json).to.deep.equal({ words: [] });
  });

  it('refuses too many words, too long a word, an empty one or no list with a 400 that says why and changes nothing', async () => {
    const angler = await anAngler(app, 'Lee Limits');
    await angler.send('PUT', '/api/settings/muted-words', { words: ['carp'] });
    const tooMany = Array.from({ length: MODERATION_LIMITS.mutedWords + 1 }, (_, i) => `word${i}`);
    const cases: Array<[unknown, string]> = [
      [{ words: tooMany }, `At most ${MODERATION_LIMITS.mutedWords} muted words`],
      [{ words: ['x'.repeat(MODERATION_LIMITS.mutedWordChars + 1)] }, `at most ${MODERATION_LIMITS.mutedWordChars} characters`],
      [{ words: ['   '] }, 'cannot be empty'],
      [{}, 'words'],
    ];
    for (const [body, says] of cases) {
      const res = await angler.send('PUT', '/api/settings/muted-words', body);
      expect(res.status, res.text).to.equal(400);
      expect(res.text).to.contain(says);
    }
    expect((await angler.get<Words>('/api/settings/muted-words')).json).to.deep.equal({ words: ['carp'] });
    expect(
      (await angler.send('PUT', '/api/settings/muted-words', { words: tooMany.slice(0, MODERATION_LIMITS.mutedWords) })).status,
    ).to.equal(200);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new HttpClient(app.url);
    expect((await visitor.get('/api/settings/muted-words')).status).to.equal(401);
    expect((await visitor.send('PUT', '/api/settings/muted-words', { words: ['bass'] })).status).to.equal(401);
  });
});
