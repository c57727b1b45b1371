import { expect } from 'chai';
import { loginUrl, matchAnglerPage, matchAnglerRoute, matchPattern, opensOnDialog } from './remote-routes.ts';

describe('the shell route table', () => {
  it('sends each route to its remote', () => {
    expect(matchAnglerRoute('/')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/profile/abc')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/forum/question/12')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/messages')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/groups')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/spots')?.remote).to.equal('spots');
    expect(matchAnglerRoute('/tournaments/9')?.remote).to.equal('tournaments');
    expect(matchAnglerRoute('/guidelines')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/moderation')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/operator')?.remote).to.equal('operator');
    expect(matchAnglerRoute('/operator/audit')?.remote).to.equal('operator');
  });

  it('leaves unknown paths to the not-found screen', () => {
    expect(matchAnglerRoute('/nope')).to.equal(undefined);
    expect(matchAnglerRoute('/forum/question')).to.equal(undefined);
  });

  it('only lets visitors stay on the landing route', () => {
    expect(matchAnglerRoute('/')?.public).to.equal(true);
    expect(matchAnglerRoute('/spots')?.public).to.not.equal(true);
  });

  it('asks sign-in to bring the angler back to where they were', () => {
    expect(loginUrl('/spots?tab=all')).to.equal('/api/login?returnTo=%2Fspots%3Ftab%3Dall');
    expect(loginUrl('/')).to.equal('/api/login');
  });
});

describe('the shell route table without react-router (the first script matches with it)', () => {
  it('matches whole segments, static ones in any case, a trailing slash ignored', () => {
    expect(matchPattern('/profile/:id', '/profile/abc')).to.deep.equal({ id: 'abc' });
    expect(matchPattern('/profile/:id', '/Profile/abc/')).to.deep.equal({ id: 'abc' });
    expect(matchPattern('/profile/:id', '/profile')).to.equal(undefined);
    expect(matchPattern('/profile/:id', '/profile/abc/more')).to.equal(undefined);
    expect(matchPattern('/', '/')).to.deep.equal({});
    expect(matchPattern('/', '/forum')).to.equal(undefined);
    expect(matchPattern('/forum', '/forums')).to.equal(undefined);
  });

  it('decodes a param, and refuses one that cannot be decoded', () => {
    expect(matchPattern('/profile/:id', '/profile/a%20b')).to.deep.equal({ id: 'a b' });
    expect(matchPattern('/profile/:id', '/profile/%E0%A4%A')).to.equal(undefined);
  });

  it('knows which addresses open on a dialog over their page: a spot’s link', () => {
    expect(opensOnDialog('/spots', '?spot=bighorn-river')).to.equal(true);
    expect(opensOnDialog('/spots', '?tab=all')).to.equal(false);
    expect(opensOnDialog('/forum', '?spot=bighorn-river')).to.equal(false);
    expect(opensOnDialog('/nowhere', '')).to.equal(false);
  });

  it("gives the page's params with its route", () => {
    expect(matchAnglerPage('/tournaments/t9')).to.deep.include({ params: { id: 't9' } });
    expect(matchAnglerPage('/tournaments/t9')?.route.path).to.equal('/tournaments/:id');
  });

  it("declares each remote's first screen's reads", () => {
    const readsOf = (path: string, search = '') => {
      const page = matchAnglerPage(path)!;
      return (page.route.firstReads?.(page.params, new URLSearchParams(search)) ?? []).map((read) => read.url);
    };
    expect(readsOf('/')).to.deep.equal(['/api/posts/feed?limit=20', '/api/settings/muted-words', '/api/config']);
    expect(readsOf('/profile/a1')).to.deep.equal(['/api/profile/a1', '/api/posts/user/a1?limit=20']);
    expect(readsOf('/forum', '?search=pike')).to.deep.equal([
      '/api/forum/questions?search=pike',
      '/api/forum/categories',
      '/api/settings/muted-words',
    ]);
    expect(readsOf('/spots')).to.deep.equal([
      '/api/spots',
      '/api/spots/heatmap?timeRange=7d&minActivityScore=0&minRating=0&showOnlyActive=false',
    ]);
    expect(readsOf('/spots', '?tab=all')).to.deep.equal(['/api/spots']);
    expect(readsOf('/spots', '?spot=bighorn%20river')).to.deep.equal([
      '/api/spots/bighorn%20river?timeRange=30d',
      '/api/spots',
      '/api/spots/heatmap?timeRange=7d&minActivityScore=0&minRating=0&showOnlyActive=false',
    ]);
    expect(readsOf('/tournaments')).to.deep.equal(['/api/tournaments']);
    expect(readsOf('/messages')).to.deep.equal(['/api/settings/muted-words']);
    expect(readsOf('/groups')).to.deep.equal([]);
  });
});
